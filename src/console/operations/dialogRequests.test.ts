import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import type { ConsoleMutationName, ConsoleQueryName, MutationParams, QueryParams } from './consoleOperations.ts';
import type { ConsoleRequest } from './consoleRequest.ts';
import { CONSOLE_MUTATIONS, CONSOLE_QUERIES } from './consoleRequests.ts';
import { runOperationRequest } from './runOperationRequest.ts';

/** The documents of the detail page and its dialogs, valid against the committed SDL. */
const schema = buildSchema(readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (source: string) => validate(schema, parse(source)).map((e) => e.message);
type AnyBuilder = (params: unknown, reg: typeof registry) => ConsoleRequest<unknown>;
const query = <N extends ConsoleQueryName>(name: N, params: QueryParams<N>) => (CONSOLE_QUERIES[name] as AnyBuilder)(params, registry);
const mutation = <N extends ConsoleMutationName>(name: N, params: MutationParams<N>) => (CONSOLE_MUTATIONS[name] as AnyBuilder)(params, registry);
/** The variables' errors against the operation's declared types (validate looks at the document only). */
const variableErrorsOf = (source: string, variables: Record<string, unknown>) => {
  const op = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return (getVariableValues(schema, op.variableDefinitions ?? [], variables).errors ?? []).map((e) => e.message);
};

describe('dialog and detail documents against the SDL', () => {
  it('are valid', () => {
    const requests = [
      query('tabData', { typename: 'Team', id: '1', associations: ['homeGames', 'awayGames'], notes: true }),
      query('paperTrail', {
        itemType: 'Team',
        itemId: '1',
        dateRange: { start: '2026-01-01', end: '2026-01-31', timeZone: 'UTC' },
        page: 2,
        perPage: 10,
      }),
      query('optionsQuery', { query: 'timeZones' }),
      query('picker', { typename: 'Venue', searchTerm: 'lake', page: 2, perPage: 20 }),
      query('picker', { typename: 'Venue', ids: ['1'] }),
      query('courtSnapshot', { courtId: '4' }),
      query('rangeVideo', { id: '4', typename: 'Game', association: 'video' }),
      mutation('changePassword', { currentPassword: 'old horse battery', newPassword: 'correct horse battery' }),
      runOperationRequest(registry, 'teamsUpdate', { ids: ['1'], attributes: {} }),
      query('cameraLiveImage', { cameraId: '4' }),
      query('cameraRecordingSchedules', { cameraId: '4', dateRange: { start: '2026-06-01', end: '2026-06-07' }, timeZone: 'Australia/Sydney' }),
    ];
    for (const r of requests) expect(errorsOf(r.query)).toEqual([]);
  });

  it('send changePassword the current password with the new one, as ChangePasswordInput requires', () => {
    const r = mutation('changePassword', { currentPassword: 'old horse battery', newPassword: 'correct horse battery' });
    expect(r.variables).toEqual({ input: { currentPassword: 'old horse battery', newPassword: 'correct horse battery' } });
    expect(variableErrorsOf(r.query, r.variables)).toEqual([]);
    // The check above can fail: the SDL refuses an input without the current password.
    expect(variableErrorsOf(r.query, { input: { newPassword: 'correct horse battery' } }).join()).toMatch(/currentPassword/);
  });

  it('page the picker by 20 with an offset and search through the filter bar', () => {
    const r = query('picker', { typename: 'Venue', searchTerm: ' lake ', page: 3, perPage: 20 });
    expect(r.variables).toMatchObject({ typename: 'Venue', filterBar: { searchTerm: 'lake' }, limit: 20, offset: 40 });
    expect(r.parse({ items: Array.from({ length: 20 }, (_, i) => ({ id: String(i) })) })).toMatchObject({ hasNextPage: true });
  });

  it('answer association flags by name and refuse query names that are not names', () => {
    const r = query('tabData', { typename: 'Team', id: '1', associations: ['homeGames', 'awayGames'] });
    expect(r.parse({ record: { id: '1', a0: true, a1: false }, notes: 2 })).toEqual({
      associations: { homeGames: true, awayGames: false },
      notes: true,
    });
    expect(() => query('optionsQuery', { query: 'x { y }' })).toThrow("'x { y }' is not an options query");
  });

  it("answer a court's first surface snapshot URL, or null without one", () => {
    const r = query('courtSnapshot', { courtId: '4' });
    expect(r.variables).toEqual({ id: '4' });
    const surfaces = [
      { id: '1', snapshot: null },
      { id: '2', snapshot: { url: '/readmin/files/7/court.png' } },
    ];
    expect(r.parse({ court: { id: '4', surfaces } })).toBe('/readmin/files/7/court.png');
    expect(r.parse({ court: { id: '4', surfaces: [] } })).toBeNull();
    expect(r.parse({ court: null })).toBeNull();
  });

  it("answer the video of a range input's record: its length and sources, or null without one", () => {
    const r = query('rangeVideo', { id: '4', typename: 'Game', association: 'video' });
    expect(r.variables).toEqual({ id: '4', typename: 'Game', association: 'video' });
    expect(variableErrorsOf(r.query, r.variables)).toEqual([]);
    const video = { id: '9', readminVideoUrl: '/readmin/files/9/clip.mp4', durationSeconds: 5410, playbackUrl: 'https://cdn/x.m3u8' };
    expect(r.parse({ owner: { id: '4', readminAssociationObjects: [video] } })).toEqual({
      durationSeconds: 5410,
      playbackUrl: 'https://cdn/x.m3u8',
      clipUrl: '/readmin/files/9/clip.mp4',
    });
    expect(r.parse({ owner: { id: '4', readminAssociationObjects: [] } })).toBeNull();
    expect(r.parse({ owner: null })).toBeNull();
  });
});
