import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { registry, routedTypes } from '../testing/allTypes.ts';
import { buildQuery } from './buildQuery.ts';
import { CURRENT_USER_QUERY, LOGIN_MUTATION, LOGOUT_MUTATION, shellOrgsQuery, SIDEBAR_API_PARTNERS_QUERY } from '../../shared/sessionDocuments.ts';
import type { ConsoleMutationName, ConsoleQueryName, MutationParams, QueryParams } from '../operations/consoleOperations.ts';
import type { ConsoleRequest } from '../operations/consoleRequest.ts';
import { CONSOLE_MUTATIONS, CONSOLE_QUERIES } from '../operations/consoleRequests.ts';

/** Every document the console can send must be valid against the committed SDL: names are never guessed. */
const schema = buildSchema(readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (doc: DocumentNode) => validate(schema, doc).map((e) => e.message);
const build = buildQuery(registry);
type AnyBuilder = (params: unknown, reg: typeof registry) => ConsoleRequest<unknown>;
const query = <N extends ConsoleQueryName>(name: N, params: QueryParams<N>) => (CONSOLE_QUERIES[name] as AnyBuilder)(params, registry);
const mutation = <N extends ConsoleMutationName>(name: N, params: MutationParams<N>) => (CONSOLE_MUTATIONS[name] as AnyBuilder)(params, registry);
const page = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' } };

describe('documents against the SDL', () => {
  it('session documents', () => {
    for (const text of [CURRENT_USER_QUERY, LOGIN_MUTATION, LOGOUT_MUTATION]) expect(errorsOf(parse(text))).toEqual([]);
  });

  it('the boot documents the server runs for the sidebar (src/server/http/consoleBoot.ts)', () => {
    for (const text of [SIDEBAR_API_PARTNERS_QUERY, shellOrgsQuery(0), shellOrgsQuery(2)]) expect(errorsOf(parse(text))).toEqual([]);
  });

  for (const type of routedTypes(registry)) {
    it(`reads of ${type.typename}`, () => {
      const requests = [
        build('GET_LIST', type.route, { ...page, filter: { searchTerm: 'a' }, meta: { orgId: '1' } }),
        build('GET_ONE', type.route, { id: '1' }),
        build('GET_MANY', type.route, { ids: ['1', '2'] }),
        build('GET_MANY_REFERENCE', type.route, { ...page, target: 'org', id: '1', filter: {} }),
      ];
      for (const r of requests) expect(errorsOf(parse(r.query))).toEqual([]);
    });

    it(`writes of ${type.typename}`, () => {
      const { create, update, remove } = type.operations;
      const requests = [
        ...(create ? [build('CREATE', type.route, { data: { id: 'x' } })] : []),
        ...(update
          ? [build('UPDATE', type.route, { id: '1', data: {}, previousData: {} }), build('UPDATE_MANY', type.route, { ids: ['1', '2'], data: {} })]
          : []),
        ...(remove ? [build('DELETE', type.route, { id: '1' }), build('DELETE_MANY', type.route, { ids: ['1', '2'] })] : []),
      ];
      for (const r of requests) expect(errorsOf(parse(r.query))).toEqual([]);
    });
  }

  it("the console's named queries and mutations of the frame, the home and referee management", () => {
    const withTabs = Object.values(registry.types).flatMap((t) =>
      Object.keys(t.associations).map((association) => ({ typename: t.typename, id: '1', association })),
    );
    const requests = [
      query('org', { id: '1' }),
      query('orgs', { ids: ['1', '2'] }),
      query('apiPartner', { id: '1' }),
      query('search', { searchTerm: 'a', typenames: ['Org', 'Venue'] }),
      ...withTabs.map((meta) => query('association', { ...meta, page: 1, perPage: 10 })),
      query('csvExport', { id: '1' }),
      mutation('exportCsv', { title: 'Games export', timeZone: 'UTC', gqlVariables: { typename: 'Game', filterBar: { scopeFilter: 'completed' } } }),
      mutation('deleteCsvExport', { id: '1' }),
      query('csvExports', {}),
      query('opsWarningCategories', {}),
      query('opsChecksLastRun', {}),
      query('refereeGames', {
        orgId: '1',
        range: { start: '2026-09-01', end: '2026-09-30', timeZone: 'UTC' },
        venueId: '2',
        courtId: '3',
        searchTerm: 'a',
        page: 2,
        perPage: 50,
      }),
      query('refereePlaces', { orgId: '1' }),
      query('refereePeople', { orgId: '1', searchTerm: 'a' }),
      mutation('assignReferee', { gameId: '1', personId: '2', confirmed: true }),
      mutation('removeReferee', { id: '1' }),
    ];
    expect(withTabs.length).toBeGreaterThan(0);
    for (const r of requests) expect(errorsOf(parse(r.query))).toEqual([]);
  });
});

describe('buildQuery', () => {
  it('maps pagination, filter and organisation route owner of getList', () => {
    const r = build('GET_LIST', 'teams', { ...page, filter: { searchTerm: 'haw', ignored: 1 }, meta: { orgId: '7' } });
    expect(r.variables).toEqual({ typename: 'Team', orgId: '7', apiPartnerId: undefined, filterBar: { searchTerm: 'haw' }, limit: 20, offset: 20 });
    expect(r.parseResponse({ data: { items: [{ id: '1' }], total: { value: 41, approximate: false } } })).toEqual({
      data: [{ id: '1' }],
      total: 41,
      meta: { approximateTotal: false },
    });
  });

  it('continues Load More after the last row of the previous page when it knows it', () => {
    const params = { filter: { scopeFilter: 'upcoming' }, meta: { orgId: '3' } };
    const first = build('GET_LIST', 'games', { ...params, pagination: { page: 1, perPage: 10 } });
    first.parseResponse({
      data: {
        items: [
          { id: '9', readminCursor: 'c9' },
          { id: '8', readminCursor: 'c8' },
        ],
        total: { value: 30, approximate: false },
      },
    });
    const second = build('GET_LIST', 'games', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(second.variables).toMatchObject({ limit: 10, offset: undefined, after: 'c8' });
    const otherFilter = build('GET_LIST', 'games', { ...params, filter: {}, pagination: { page: 2, perPage: 10 } });
    expect(otherFilter.variables).toMatchObject({ limit: 10, offset: 10 });
    expect(otherFilter.variables.after).toBeUndefined();
  });

  it('passes an estimated total on as response meta', () => {
    const r = build('GET_LIST', 'games', page);
    expect(r.parseResponse({ data: { items: [], total: { value: 1_234_567, approximate: true } } })).toMatchObject({
      total: 1_234_567,
      meta: { approximateTotal: true },
    });
  });

  it('sends the export input as given and reads the new id', () => {
    const input = {
      title: 'Games export',
      timeZone: 'Pacific/Auckland',
      gqlVariables: {
        typename: 'Game',
        orgId: '1',
        filterBar: { dateRange: { start: '2026-09-01', end: '2026-09-30', timeZone: 'Pacific/Auckland' } },
      },
    };
    const r = mutation('exportCsv', input);
    expect(r.variables).toEqual({ input });
    expect(r.parse({ exportReadminObjectsCsv: { id: '12' } })).toEqual({ id: '12' });
  });

  it('puts the reference of getManyReference in filtersHash', () => {
    const r = build('GET_MANY_REFERENCE', 'teams', { ...page, target: 'league', id: '3', filter: {} });
    expect(r.variables.filterBar).toEqual({ filtersHash: { league: '3' } });
  });

  it('uses the registry operation names and input shapes', () => {
    const update = build('UPDATE', 'users', { id: '4', data: { email: 'n@x.io' }, previousData: { email: 'o@x.io' } });
    expect(update.variables).toEqual({ input: { id: '4', attributes: { email: 'n@x.io' } } });
    const updateMany = build('UPDATE_MANY', 'teams', { ids: ['1', '2'], data: { denyAccess: true } });
    expect(updateMany.variables).toEqual({ input: { ids: ['1', '2'], attributes: { denyAccess: true } } });
    const remove = build('DELETE_MANY', 'games', { ids: ['5'] });
    expect(remove.query).toContain('gamesDelete');
    expect(remove.parseResponse({ data: { result: { ids: ['5'] } } })).toEqual({ data: ['5'] });
  });

  it('refuses what the registry does not allow and resources it does not know', () => {
    expect(() => build('DELETE', 'teams', { id: '1' })).toThrow(/cannot be removed/);
    expect(() => build('GET_LIST', 'nope', {})).toThrow(/resource 'nope'/);
  });

  it('reports a missing record as not found', () => {
    const r = build('GET_ONE', 'teams', { id: '99' });
    expect(() => r.parseResponse({ data: { record: null } })).toThrow(/not found/);
  });
});
