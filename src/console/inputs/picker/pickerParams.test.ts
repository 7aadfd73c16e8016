import { describe, expect, it } from 'vitest';
import { registry } from '../../testing/allTypes.ts';
import { pickedLabel, PICKER_PAGE_SIZE, pickerFiltersOf, pickerParams, searchesOnServer } from './pickerParams.ts';
import { pickerRequest } from './pickerRequest.ts';

describe('picker params', () => {
  it('asks for the first 20 records of the type, searched by the trimmed term', () => {
    expect(pickerParams('Venue', ' lake ')).toEqual({ typename: 'Venue', searchTerm: 'lake' });
    expect(PICKER_PAGE_SIZE).toBe(20);
  });

  it('never sends a search term for a type without search fields: the server refuses it', () => {
    expect(registry.types.Game.list.search).toEqual([]);
    expect(searchesOnServer('Game')).toBe(false);
    expect(pickerParams('Game', 'final')).toEqual({ typename: 'Game', searchTerm: '' });
  });

  it("raises 'optionsTypename is required' without a type", () => {
    expect(() => pickerParams(undefined, 'lake')).toThrow('optionsTypename is required');
  });

  it('names a record by its readminName, or by its id while the name is unknown', () => {
    expect(pickedLabel({ id: '3', readminName: 'Bondi Court 1' })).toBe('Bondi Court 1');
    expect(pickedLabel({ id: '3' })).toBe('#3');
  });

  it("narrows a filtered picker by the list filter its pickerFilter names, with the record picked in the form's other field", () => {
    const homeTeam = { pickerFilter: { filter: 'league', field: 'league' } };
    expect(pickerFiltersOf(homeTeam, { league: { id: '7', readminName: 'Premier' } })).toEqual({ league: '7' });
    // Nothing picked yet: the picker waits (null); a field without pickerFilter is not filtered (undefined).
    expect(pickerFiltersOf(homeTeam, { league: null })).toBeNull();
    expect(pickerFiltersOf({}, { league: { id: '7' } })).toBeUndefined();
    const params = pickerParams('Team', 'haw', { league: '7' });
    expect(params).toEqual({ typename: 'Team', searchTerm: 'haw', filtersHash: { league: '7' } });
    expect(pickerRequest(params).variables).toMatchObject({ filterBar: { searchTerm: 'haw', filtersHash: { league: '7' } } });
  });
});
