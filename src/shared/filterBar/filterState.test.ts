import { describe, expect, it } from 'vitest';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { registry } from '../../console/testing/allTypes.ts';
import { toFilterBarInput } from './filterBarInput.ts';
import { defaultFilterState, sanitizeFilterState } from './filterState.ts';

const { Game, Team, Court } = registry.types;
const TODAY = '2026-11-21';

/** A list with a required filter and a default date range, as metadata may declare them. */
const Fixture = {
  list: {
    ...Game.list,
    filters: [
      {
        name: 'season',
        label: 'Season',
        options: [
          { value: '2025', label: '2025' },
          { value: '2026', label: '2026' },
        ],
        required: true,
        defaultValue: '2026',
      },
      { name: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }], required: true },
      ...Game.list.filters,
    ],
    dateRange: { field: 'playedAt', future: false, default: 'This Month' },
  },
} as Pick<NormalizedType, 'list'>;

describe('defaultFilterState', () => {
  it('selects the first scope and order option and All time', () => {
    expect(defaultFilterState(Game, TODAY)).toEqual({ searchTerm: '', filtersHash: {}, scopeFilter: 'all', orderOption: 'newest', dateRange: null });
    expect(defaultFilterState(Team, TODAY)).toEqual({ searchTerm: '', filtersHash: {}, scopeFilter: null, orderOption: 'name', dateRange: null });
  });

  it('gives required filters their default value, else their first option, and applies the default date preset', () => {
    expect(defaultFilterState(Fixture, TODAY)).toMatchObject({
      filtersHash: { season: '2026', kind: 'a' },
      dateRange: { start: '2026-11-01', end: '2026-11-30' },
    });
  });
});

describe('sanitizeFilterState', () => {
  const defaults = defaultFilterState(Fixture, TODAY);
  it('keeps required filters set even when the hash clears them', () => {
    expect(sanitizeFilterState(Fixture, { filtersHash: {} }, defaults).filtersHash).toEqual({ season: '2026', kind: 'a' });
    expect(sanitizeFilterState(Fixture, { filtersHash: { season: '2025', league: 7 } }, defaults).filtersHash).toEqual({
      season: '2025',
      kind: 'a',
      league: '7',
    });
  });

  it("keeps typed values of filters without options: a record's Audit Events link filters by type and id", () => {
    const { PaperTrailVersion } = registry.types;
    expect(PaperTrailVersion.list.filters.map((f) => [f.name, f.typedValue])).toEqual([
      ['event', undefined],
      ['itemType', 'text'],
      ['itemId', 'number'],
    ]);
    const state = sanitizeFilterState(
      PaperTrailVersion,
      { filtersHash: { itemType: 'Court', itemId: 3 } },
      defaultFilterState(PaperTrailVersion, TODAY),
    );
    expect(state.filtersHash).toEqual({ itemType: 'Court', itemId: '3' });
  });

  it('drops unknown filters, unknown options and a search term on unsearchable lists', () => {
    const raw = { searchTerm: 'x', filtersHash: { nope: '1', season: '1999', court: '' } };
    expect(sanitizeFilterState(Fixture, raw, defaults)).toMatchObject({ searchTerm: '', filtersHash: { season: '2026', kind: 'a' } });
    expect(sanitizeFilterState(Court, { searchTerm: 'Court 1' }, defaultFilterState(Court, TODAY)).searchTerm).toBe('Court 1');
  });

  it('keeps no date range on lists without one', () => {
    expect(
      sanitizeFilterState(Team, { dateRange: { start: '2026-01-01', end: '2026-01-31' } }, defaultFilterState(Team, TODAY)).dateRange,
    ).toBeNull();
  });

  it('refuses a reversed date range', () => {
    expect(sanitizeFilterState(Fixture, { dateRange: { start: '2026-02-01', end: '2026-01-31' } }, defaults).dateRange).toEqual(defaults.dateRange);
  });
});

describe('toFilterBarInput', () => {
  it('sends only what is set, the date range with the display time zone', () => {
    expect(toFilterBarInput({ searchTerm: '  ', filtersHash: {}, scopeFilter: null, orderOption: null, dateRange: null }, 'UTC')).toEqual({});
    expect(
      toFilterBarInput(
        {
          searchTerm: ' hawks ',
          filtersHash: { court: '2' },
          scopeFilter: 'completed',
          orderOption: 'oldest',
          dateRange: { start: '2026-09-01', end: '2026-09-30' },
        },
        'Pacific/Auckland',
      ),
    ).toEqual({
      searchTerm: 'hawks',
      filtersHash: { court: '2' },
      scopeFilter: 'completed',
      orderOption: 'oldest',
      dateRange: { start: '2026-09-01', end: '2026-09-30', timeZone: 'Pacific/Auckland' },
    });
  });
});
