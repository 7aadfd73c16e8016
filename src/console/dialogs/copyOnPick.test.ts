import { describe, expect, it } from 'vitest';
import type { GetOneResult } from 'react-admin';
import { providerWith } from '../testing/providerWith.ts';
import { registry } from '../testing/allTypes.ts';
import { dialogFieldsOf } from './formFields.ts';
import { copiedValues } from './copyOnPick.ts';

const League = registry.types.League;
const create = League.actions.find((a) => a.name === 'create')!;

describe('copyOnPick: picking a competition fills the league form (spec 001 §5)', () => {
  it("copies the competition's sport, ad preset and settings into the fields the form shows, reading the picked record", async () => {
    const asked: unknown[] = [];
    const dataProvider = providerWith({
      getOne: async (resource, params): Promise<GetOneResult> => {
        asked.push([resource, params.id]);
        return { data: { id: params.id, sport: 'netball', adPreset: { id: '5', readminName: 'Winter' }, pointsForWin: 3, name: 'Not copied' } };
      },
    });
    const fields = dialogFieldsOf(League, create.fields, 'create', false);
    const competition = League.fields.find((f) => f.name === 'competition')!;
    const copied = await copiedValues(dataProvider, fields, competition, { id: '7' }, { timeZone: 'UTC' });
    expect(asked).toEqual([['competitions', '7']]);
    expect(copied).toEqual({ sport: 'netball', adPreset: { id: '5', readminName: 'Winter' }, pointsForWin: '3' });
    // Clearing the competition copies nothing.
    expect(await copiedValues(dataProvider, fields, competition, null, { timeZone: 'UTC' })).toEqual({});
  });
});
