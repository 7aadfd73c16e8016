import { describe, expect, it } from 'vitest';
import { registry } from '../../console/testing/allTypes.ts';
import { columnFields } from './listColumns.ts';

const { Game, Court } = registry.types;
const names = (fields: { name: string }[]) => fields.map((f) => f.name);

describe('list columns where the list is shown', () => {
  it('adds the organisation first on a platform-wide list of records that belong to one', () => {
    expect(names(columnFields(Game))).toEqual(['org', ...Game.list.columns]);
    expect(names(columnFields(Court))).toEqual(Court.list.columns); // already declared: not twice
  });

  it("leaves out the URL's organisation and an association tab's parent", () => {
    expect(names(columnFields(Game, { routeOwner: { orgId: '1' } }))).toEqual(Game.list.columns);
    expect(names(columnFields(Court, { routeOwner: { orgId: '1' } }))).toEqual(['name', 'venue', 'active']);
    expect(names(columnFields(Game, { parentField: 'court' }))).toEqual(Game.list.columns.filter((c) => c !== 'court'));
  });
});
