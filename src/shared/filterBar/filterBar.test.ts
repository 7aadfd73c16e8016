import { describe, expect, it } from 'vitest';
import { toFilterBar, withReference } from './filterBar.ts';

describe('toFilterBar', () => {
  it('keeps the FilterBarInput keys and drops the rest', () => {
    expect(toFilterBar({ searchTerm: 'ab', scopeFilter: 'completed', other: 1 })).toEqual({ searchTerm: 'ab', scopeFilter: 'completed' });
  });
  it('reads react-admin q as the search term', () => expect(toFilterBar({ q: 'x' })).toEqual({ searchTerm: 'x' }));
  it('is undefined when nothing is filtered', () => {
    expect(toFilterBar({})).toBeUndefined();
    expect(toFilterBar({ searchTerm: '' })).toBeUndefined();
    expect(toFilterBar(undefined)).toBeUndefined();
  });
  it('adds the reference of getManyReference to filtersHash', () => {
    expect(withReference({ filtersHash: { active: 'true' } }, 'league', '5')).toEqual({ filtersHash: { active: 'true', league: '5' } });
  });
});
