import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { defaultFilterState, sanitizeFilterState, type FilterState } from '../../shared/filterBar/filterState.ts';
import { decodeFilterHash, encodeFilterHash } from './hashState.ts';

const Game = registry.types.Game;
const defaults = defaultFilterState(Game, '2026-11-21');
const state: FilterState = {
  searchTerm: 'hawks & "co" #1',
  filtersHash: { league: '3' },
  scopeFilter: 'completed',
  orderOption: 'oldest',
  dateRange: { start: '2026-09-01', end: '2026-09-30' },
};
const fromHash = (hash: string) => sanitizeFilterState(Game, decodeFilterHash(hash), defaults);

describe('filter state in the URL hash', () => {
  it('is URI-encoded JSON with exactly the five keys', () => {
    const hash = encodeFilterHash(state);
    expect(hash.startsWith('#%7B%22searchTerm%22%3A')).toBe(true);
    expect(hash.slice(1)).not.toMatch(/[{}" #]/);
    expect(Object.keys(JSON.parse(decodeURIComponent(hash.slice(1))))).toEqual([
      'searchTerm',
      'filtersHash',
      'scopeFilter',
      'orderOption',
      'dateRange',
    ]);
  });

  it('round-trips every key, All time included', () => {
    expect(decodeFilterHash(encodeFilterHash(state))).toEqual(state);
    const allTime = { ...state, dateRange: null };
    expect(sanitizeFilterState(Game, decodeFilterHash(encodeFilterHash(allTime)), defaults)).toEqual({ ...allTime, searchTerm: defaults.searchTerm });
  });

  it('decodes with or without the leading #', () => {
    expect(decodeFilterHash(encodeFilterHash(state).slice(1))).toEqual(state);
  });

  it('ignores garbage instead of crashing', () => {
    for (const garbage of ['', '#', '#top', '#%E0%A4%A', '#%7B%22a%22', '#null', '#42', '#%5B1%2C2%5D', '#"text"', '#%7B%7D%7D']) {
      expect(() => fromHash(garbage)).not.toThrow();
      expect(fromHash(garbage)).toEqual(defaults);
    }
  });

  it('keeps the valid keys of a partly broken state and the defaults for the rest', () => {
    const hash = `#${encodeURIComponent(JSON.stringify({ scopeFilter: 'upcoming', orderOption: 'sideways', dateRange: { start: '2026-02-30', end: 'x' }, filtersHash: ['x'] }))}`;
    expect(fromHash(hash)).toEqual({ ...defaults, scopeFilter: 'upcoming', filtersHash: {} });
  });
});
