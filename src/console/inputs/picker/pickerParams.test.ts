import { describe, expect, it } from 'vitest';
import { registry } from '../../testing/allTypes.ts';
import { pickedLabel, pickerParams, searchesOnServer } from './pickerParams.ts';

describe('picker params', () => {
  it('asks for the first 20 records of the type, searched by the trimmed term', () => {
    expect(pickerParams('Venue', ' lake ')).toEqual({
      meta: { typename: 'Venue' },
      filter: { searchTerm: 'lake' },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
  });

  it('never sends a search term for a type without search fields: the server refuses it', () => {
    expect(registry.types.Game.list.search).toEqual([]);
    expect(searchesOnServer('Game')).toBe(false);
    expect(pickerParams('Game', 'final').filter).toEqual({ searchTerm: '' });
  });

  it("raises 'optionsTypename is required' without a type", () => {
    expect(() => pickerParams(undefined, 'lake')).toThrow('optionsTypename is required');
  });

  it('names a record by its readminName, or by its id while the name is unknown', () => {
    expect(pickedLabel({ id: '3', readminName: 'Bondi Court 1' })).toBe('Bondi Court 1');
    expect(pickedLabel({ id: '3' })).toBe('#3');
  });
});
