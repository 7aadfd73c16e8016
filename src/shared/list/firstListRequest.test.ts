import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import { todayIn } from '../dateRange/calendarDay.ts';
import { toFilterBarInput } from '../filterBar/filterBarInput.ts';
import { defaultFilterState } from '../filterBar/filterState.ts';
import { getListRequest } from '../../console/graphql/readQueries.ts';
import { firstListRequest, listOptionSources } from './firstListRequest.ts';

const generated = join(import.meta.dirname, '../../generated');
/** The registry the server reads, and each type as the browser receives it (without tables, ownership paths, …). */
const serverRegistry = JSON.parse(readFileSync(join(generated, 'registry.json'), 'utf8')) as Registry;
const browserType = (typename: string): NormalizedType =>
  (JSON.parse(readFileSync(join(generated, 'consoleTypes', `${typename}.json`), 'utf8')) as { type: NormalizedType }).type;
const routed = Object.values(serverRegistry.types).filter((t) => t.route);

/** What GenericList asks for first, with the browser's type: no hash, page 1 of ?limit, the URL's route owner. */
const consoleRequest = (type: NormalizedType, perPage: number, meta: { orgId?: string; apiPartnerId?: string }) => {
  const filter = toFilterBarInput(defaultFilterState(type, todayIn('UTC', new Date())), 'UTC');
  const request = getListRequest(type, { pagination: { page: 1, perPage }, filter: { ...filter }, meta });
  return { source: print(parse(request.query)), variables: JSON.parse(JSON.stringify(request.variables)) as unknown };
};

describe("a list page's first request, as the server runs it for the page", () => {
  it.each(routed.map((t) => [t.typename, t] as const))('is the request the console makes for %s', (typename, type) => {
    for (const [owner, search, perPage] of [
      [{}, '', 10],
      [{ orgId: '7' }, 'limit=50', 50],
      [{ apiPartnerId: '3' }, 'limit=33', 10],
    ] as const) {
      const first = firstListRequest(type, owner, search);
      if (!first) throw new Error(`${typename}: no first request`);
      const asked = consoleRequest(browserType(typename), perPage, owner);
      expect({ source: print(parse(first.query)), variables: JSON.parse(JSON.stringify(first.variables)) as unknown }).toEqual(asked);
    }
  });

  it('is none for a type whose default state has a date range: its days are read in the browser’s time zone', () => {
    const game = serverRegistry.types.Game;
    const withPreset = { ...game, list: { ...game.list, dateRange: { ...game.list.dateRange!, default: 'today' } } } as NormalizedType;
    expect(firstListRequest(game, {}, '')).toBeDefined();
    expect(firstListRequest(withPreset, {}, '')).toBeUndefined();
  });

  it("names the option sources the list's columns and filters read", () => {
    const org = serverRegistry.types.Org;
    const columnsAndFilters = [...org.list.columns.map((name) => org.fields.find((f) => f.name === name)), ...org.list.filters];
    const expected = [...new Set(columnsAndFilters.flatMap((f) => (f?.optionsQuery ? [f.optionsQuery] : [])))];
    expect(expected.length).toBeGreaterThan(0);
    expect(listOptionSources(org, {}).sort()).toEqual(expected.sort());
  });
});
