import { describe, expect, it } from 'vitest';
import type { FilterBar } from './filterConditions.ts';
import { plannedOnce } from './plannedOnce.ts';
import { generatedRegistry as registry } from '../../../tests/support/sqlCompiler.ts';

const Game = registry.types.Game;
const games = (filterBar: FilterBar) => plannedOnce(Game, { filterBar });
const RANGE = { start: '2026-01-01', end: '2026-12-31', timeZone: 'Australia/Sydney' };

describe('a list page planned once (Game: newest and oldest are indexedWith the league filter)', () => {
  it("is a league's page in an indexed order, with or without a scope, a date range on the order's field and the route", () => {
    expect(games({ filtersHash: { league: '4' }, orderOption: 'newest' })).toBe(true);
    expect(games({ filtersHash: { league: '4' }, orderOption: 'oldest', scopeFilter: 'completed', dateRange: RANGE })).toBe(true);
    // Without an order option the list takes its first, newest.
    expect(games({ filtersHash: { league: '4' } })).toBe(true);
    expect(plannedOnce(Game, { orgId: 1, filterBar: { filtersHash: { league: '4' } }, after: 'cursor', limit: 100 })).toBe(true);
  });

  it('is not a page the index cannot serve alone: no league, another filter beside it, a search, ids', () => {
    expect(games({ orderOption: 'newest' })).toBe(false);
    expect(games({ filtersHash: { league: '' }, orderOption: 'newest' })).toBe(false);
    expect(games({ filtersHash: { court: '2' }, orderOption: 'newest' })).toBe(false);
    expect(games({ filtersHash: { league: '4', court: '2' }, orderOption: 'newest' })).toBe(false);
    expect(games({ filtersHash: { league: '4' }, searchTerm: 'lakers' })).toBe(false);
    expect(plannedOnce(Game, { ids: [1, 2], filterBar: { filtersHash: { league: '4' } } })).toBe(false);
    // A date range on another field than the order's first is a condition the index cannot bound.
    const byCreation = { ...Game, list: { ...Game.list, dateRange: { field: 'createdAt', future: false } } };
    expect(plannedOnce(byCreation, { filterBar: { filtersHash: { league: '4' }, dateRange: RANGE } })).toBe(false);
    expect(plannedOnce(byCreation, { filterBar: { filtersHash: { league: '4' } } })).toBe(true);
  });

  it('is not an order declared without indexedWith', () => {
    expect(plannedOnce(registry.types.Org, { filterBar: { filtersHash: { active: 'true' }, orderOption: 'name' } })).toBe(false);
    expect(plannedOnce(registry.types.Org, { filterBar: { orderOption: 'name' } })).toBe(false);
  });
});
