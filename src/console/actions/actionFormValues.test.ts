import { describe, expect, it } from 'vitest';
import { registry } from '../registry.ts';
import { dialogData, dialogFields, initialTexts } from './actionFormValues.ts';

const { Court, Game, Team } = registry.types;

describe('action dialog fields', () => {
  it('leaves locked fields out of updates', () => {
    const names = Court.actions.find((a) => a.name === 'edit')!.fields;
    expect(dialogFields(Court.fields, names, 'update').map((f) => f.name)).not.toContain('org');
    expect(dialogFields(Court.fields, names, 'create').map((f) => f.name)).toContain('org');
  });

  it('turns texts into API values, leaving empty boxes out', () => {
    const fields = dialogFields(Court.fields, ['name', 'venue', 'active', 'scorekeeperName'], 'update');
    expect(dialogData(fields, { name: '', venue: '4', active: 'false' }, 'UTC')).toEqual({ venueId: '4', active: false });
    expect(dialogData(dialogFields(Team.fields, ['leagues'], 'update'), { leagues: '1, 2' }, 'UTC')).toEqual({ leagueIds: ['1', '2'] });
  });

  it('reads date-times in the display time zone', () => {
    const fields = dialogFields(Game.fields, ['playedAt', 'homeScore'], 'create');
    expect(dialogData(fields, { playedAt: '2026-11-22T09:30', homeScore: '12' }, 'Pacific/Auckland')).toEqual({ playedAt: '2026-11-21T20:30:00.000Z', homeScore: 12 });
  });

  it('starts a create with defaults and the organisation of the page', () => {
    const fields = dialogFields(Court.fields, ['org', 'name', 'active', 'advertisingActive'], 'create');
    expect(initialTexts(fields, 'create', { orgId: '10' })).toEqual({ org: '10', active: 'true', advertisingActive: 'false' });
    expect(initialTexts(fields, 'update', { orgId: '10' })).toEqual({});
  });
});
