import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { buildQuery } from '../graphql/buildQuery.ts';
import { DIALOG_SHELL } from './shellNames.ts';

/** The documents of the detail page and its dialogs, valid against the committed SDL. */
const schema = buildSchema(readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'));
const errorsOf = (source: string) => validate(schema, parse(source)).map((e) => e.message);
const build = buildQuery(registry);
/** The variables' errors against the operation's declared types (validate looks at the document only). */
const variableErrorsOf = (source: string, variables: Record<string, unknown>) => {
  const op = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return (getVariableValues(schema, op.variableDefinitions ?? [], variables).errors ?? []).map((e) => e.message);
};

describe('dialog and detail documents against the SDL', () => {
  it('are valid', () => {
    const requests = [
      build('GET_ONE', DIALOG_SHELL.associationAny, { id: '1', meta: { typename: 'Team', associations: ['homeGames', 'awayGames'], notes: true } }),
      build('GET_LIST', DIALOG_SHELL.paperTrail, {
        meta: { itemType: 'Team', itemId: '1', dateRange: { start: '2026-01-01', end: '2026-01-31', timeZone: 'UTC' } },
        pagination: { page: 2, perPage: 10 },
      }),
      build('GET_LIST', DIALOG_SHELL.optionsQuery, { meta: { query: 'timeZones' } }),
      build('GET_LIST', DIALOG_SHELL.picker, { meta: { typename: 'Venue' }, filter: { searchTerm: 'lake' }, pagination: { page: 2, perPage: 20 } }),
      build('GET_LIST', DIALOG_SHELL.picker, { meta: { typename: 'Venue', ids: ['1'] } }),
      build('GET_ONE', DIALOG_SHELL.courtSnapshot, { id: '4' }),
      build('GET_ONE', DIALOG_SHELL.rangeVideo, { id: '4', meta: { typename: 'Game', association: 'video' } }),
      build('CREATE', DIALOG_SHELL.changePassword, { data: { currentPassword: 'old horse battery', newPassword: 'correct horse battery' } }),
      build('CREATE', DIALOG_SHELL.customAction, { data: { mutation: 'teamsUpdate', input: { ids: ['1'], attributes: {} } } }),
      build('GET_ONE', DIALOG_SHELL.cameraLiveImage, { id: '4' }),
      build('GET_LIST', DIALOG_SHELL.cameraRecordingSchedules, {
        meta: { id: '4', dateRange: { start: '2026-06-01', end: '2026-06-07' }, timeZone: 'Australia/Sydney' },
      }),
    ];
    for (const r of requests) expect(errorsOf(r.query)).toEqual([]);
  });

  it('send changePassword the current password with the new one, as ChangePasswordInput requires', () => {
    const r = build('CREATE', DIALOG_SHELL.changePassword, { data: { currentPassword: 'old horse battery', newPassword: 'correct horse battery' } });
    expect(r.variables).toEqual({ input: { currentPassword: 'old horse battery', newPassword: 'correct horse battery' } });
    expect(variableErrorsOf(r.query, r.variables)).toEqual([]);
    // The check above can fail: the SDL refuses an input without the current password.
    expect(variableErrorsOf(r.query, { input: { newPassword: 'correct horse battery' } }).join()).toMatch(/currentPassword/);
  });

  it('page the picker by 20 with an offset and search through the filter bar', () => {
    const r = build('GET_LIST', DIALOG_SHELL.picker, {
      meta: { typename: 'Venue' },
      filter: { searchTerm: ' lake ' },
      pagination: { page: 3, perPage: 20 },
    });
    expect(r.variables).toMatchObject({ typename: 'Venue', filterBar: { searchTerm: 'lake' }, limit: 20, offset: 40 });
    expect(r.parseResponse({ data: { items: Array.from({ length: 20 }, (_, i) => ({ id: String(i) })) } })).toMatchObject({
      pageInfo: { hasNextPage: true },
    });
  });

  it('answer association flags by name and refuse query names that are not names', () => {
    const r = build('GET_ONE', DIALOG_SHELL.associationAny, { id: '1', meta: { typename: 'Team', associations: ['homeGames', 'awayGames'] } });
    expect(r.parseResponse({ data: { record: { id: '1', a0: true, a1: false }, notes: 2 } })).toEqual({
      data: { id: '1', associations: { homeGames: true, awayGames: false }, notes: true },
    });
    expect(() => build('GET_LIST', DIALOG_SHELL.optionsQuery, { meta: { query: 'x { y }' } })).toThrow("'x { y }' is not an options query");
  });

  it("answer a court's first surface snapshot URL, or null without one", () => {
    const r = build('GET_ONE', DIALOG_SHELL.courtSnapshot, { id: '4' });
    expect(r.variables).toEqual({ id: '4' });
    const surfaces = [
      { id: '1', snapshot: null },
      { id: '2', snapshot: { url: '/readmin/files/7/court.png' } },
    ];
    expect(r.parseResponse({ data: { court: { id: '4', surfaces } } })).toEqual({ data: { id: '4', url: '/readmin/files/7/court.png' } });
    expect(r.parseResponse({ data: { court: { id: '4', surfaces: [] } } })).toEqual({ data: { id: '4', url: null } });
    expect(r.parseResponse({ data: { court: null } })).toEqual({ data: { id: '4', url: null } });
  });

  it("answer the video of a range input's record: its length and sources, or null without one", () => {
    const r = build('GET_ONE', DIALOG_SHELL.rangeVideo, { id: '4', meta: { typename: 'Game', association: 'video' } });
    expect(r.variables).toEqual({ id: '4', typename: 'Game', association: 'video' });
    expect(variableErrorsOf(r.query, r.variables)).toEqual([]);
    const video = { id: '9', readminVideoUrl: '/readmin/files/9/clip.mp4', durationSeconds: 5410, playbackUrl: 'https://cdn/x.m3u8' };
    expect(r.parseResponse({ data: { owner: { id: '4', readminAssociationObjects: [video] } } })).toEqual({
      data: { id: '4', video: { durationSeconds: 5410, playbackUrl: 'https://cdn/x.m3u8', clipUrl: '/readmin/files/9/clip.mp4' } },
    });
    expect(r.parseResponse({ data: { owner: { id: '4', readminAssociationObjects: [] } } })).toEqual({ data: { id: '4', video: null } });
    expect(r.parseResponse({ data: { owner: null } })).toEqual({ data: { id: '4', video: null } });
  });
});
