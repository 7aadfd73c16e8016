import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../metadata/normalized.ts';
import { exportTitle, referenceFiltersOf } from './exportTitle.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../../generated/registry.json'), 'utf8')) as Registry;
const game = registry.types.Game;

describe("an export's title", () => {
  it('names the type and every filter the list keeps, references by their names', () => {
    const bar = {
      scopeFilter: 'completed',
      searchTerm: 'final',
      filtersHash: { league: '7', court: '3' },
      dateRange: { start: '2026-12-01', end: '2026-12-07' },
    };
    expect(referenceFiltersOf(game, bar)).toEqual([
      { key: 'league', typename: 'League', id: '7' },
      { key: 'court', typename: 'Court', id: '3' },
    ]);
    expect(exportTitle(game, bar, { league: 'Winter League', court: 'Court 1' })).toBe(
      'Games – Completed – Search: “final” – League: Winter League – Court: Court 1 – 2026-12-01 to 2026-12-07',
    );
  });

  it('says All for an unfiltered list and shows the id of a reference it could not name', () => {
    expect(exportTitle(game, { scopeFilter: 'all', orderOption: 'newest' })).toBe('Games – All');
    expect(exportTitle(game, { filtersHash: { court: '3' } })).toBe('Games – Court: #3');
  });
});
