import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

interface Outage {
  startedAt: string;
  finishedAt: string | null;
  active: boolean;
}
interface GameIssues {
  isRecorded: boolean;
  isFullRecordingAvailable: boolean;
  isValidDuration: boolean;
  durationError: string | null;
  cameraOutages: Outage[];
  serverOutages: Outage[];
  readminLabels: { content: string; detail: string | null }[];
}

const ISSUES = 'isRecorded isFullRecordingAvailable isValidDuration durationError';
const OUTAGES = 'cameraOutages { startedAt finishedAt active } serverOutages { startedAt finishedAt active }';
const GAME = `query($id: ID!) { readminObject(typename: "Game", id: $id) {
  readminLabels { content detail } ... on Game { ${ISSUES} ${OUTAGES} } } }`;

/** A day of its own per case, far from the demo's games, so that no case sees another's recordings or outages. */
const day = (n: number) => new Date(Date.UTC(2031, 0, n, 10));
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

/** Game issue fields (spec 001 §3) and labels (§8): computed on the server from recordings and outages. */
describe.each(TEST_DATABASES)('game issues on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  const db = () => server.database.db;
  /** A game of the demo moved onto a court filmed by a camera, at the test's own times. */
  let game: { id: number; courtId: number; venueId: number; cameraId: number; serverId: number };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    const { rows } = await sql<{ court_id: number; venue_id: number; camera_id: number; server_id: number }>`
      SELECT c.id AS court_id, c.venue_id, s.camera_id, vs.id AS server_id
      FROM courts AS c JOIN surfaces AS s ON s.id = ANY(c.surface_ids) JOIN venue_servers AS vs ON vs.venue_id = c.venue_id
      ORDER BY c.id LIMIT 1`.execute(db());
    const { id } = await db().selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow();
    game = { id, courtId: rows[0].court_id, venueId: rows[0].venue_id, cameraId: rows[0].camera_id, serverId: rows[0].server_id };
    await db().updateTable('games').set({ court_id: game.courtId }).where('id', '=', id).execute();
  });
  afterAll(() => server.close());

  const play = (start: Date, minutes: number | null) =>
    db()
      .updateTable('games')
      .set({ played_at: start, completed_at: minutes === null ? null : at(start, minutes) })
      .where('id', '=', game.id)
      .execute();
  const record = (from: Date, to: Date | null, state = 'uploaded') =>
    db().insertInto('recordings').values({ court_id: game.courtId, started_at: from, finished_at: to, state }).execute();
  const outage = (kind: 'camera' | 'venue_server', from: Date, to: Date | null) =>
    db()
      .insertInto('outages')
      .values({
        kind,
        venue_id: game.venueId,
        camera_id: kind === 'camera' ? game.cameraId : null,
        venue_server_id: kind === 'venue_server' ? game.serverId : null,
        started_at: from,
        finished_at: to,
      })
      .execute();
  const issues = async (): Promise<GameIssues> => {
    const { data, errors } = await admin.request<{ readminObject: GameIssues }>(GAME, { id: String(game.id) });
    expect(errors).toBeUndefined();
    return data!.readminObject;
  };
  const labels = (g: GameIssues) => g.readminLabels.map((l) => (l.detail ? `${l.content}: ${l.detail}` : l.content));

  it('a game the recordings cover without a gap, with no outage, has no issues', async () => {
    const start = day(1);
    await play(start, 90);
    await record(at(start, -10), at(start, 40));
    await record(at(start, 40), at(start, 100)); // touching the first: no gap
    expect(await issues()).toMatchObject({ isRecorded: true, isFullRecordingAvailable: true, isValidDuration: true, durationError: null });
    expect(labels(await issues())).toEqual(['No issues found']);
  });

  it('a gap between recordings, or footage of part of the game, is a partial recording', async () => {
    const start = day(2);
    await play(start, 90);
    await record(at(start, -10), at(start, 40));
    await record(at(start, 41), at(start, 100));
    expect(await issues()).toMatchObject({ isRecorded: true, isFullRecordingAvailable: false });
    expect(labels(await issues())).toEqual(['Partial recording']);

    const later = day(3);
    await play(later, 90);
    await record(at(later, 5), at(later, 120)); // starts after the game did
    expect(await issues()).toMatchObject({ isRecorded: true, isFullRecordingAvailable: false });
  });

  it('only uploaded or archived recordings that overlap the game count', async () => {
    const start = day(4);
    await play(start, 90);
    await record(at(start, -60), start); // ends exactly as the game starts
    await record(at(start, 90), at(start, 120)); // starts exactly as it ends
    await record(at(start, -10), at(start, 100), 'failed');
    expect(await issues()).toMatchObject({ isRecorded: false, isFullRecordingAvailable: false });
    expect(labels(await issues())).toEqual(['No recording is available']);
    await record(at(start, -10), at(start, 100), 'archived');
    expect(await issues()).toMatchObject({ isRecorded: true, isFullRecordingAvailable: true });
  });

  it('outages overlapping the game, active ones included; none that only touch its start or end', async () => {
    const start = day(5);
    await play(start, 90);
    await record(at(start, -10), at(start, 100));
    await outage('camera', at(start, -30), start);
    await outage('camera', at(start, 90), at(start, 95));
    expect((await issues()).cameraOutages).toEqual([]);

    await outage('camera', at(start, 89), at(start, 91));
    await outage('venue_server', at(start, -30), null);
    const g = await issues();
    expect(g.cameraOutages).toEqual([{ startedAt: at(start, 89).toISOString(), finishedAt: at(start, 91).toISOString(), active: false }]);
    expect(g.serverOutages).toEqual([{ startedAt: at(start, -30).toISOString(), finishedAt: null, active: true }]);
    expect(labels(g)).toEqual(['Camera Outage', 'Server Outage']);
    // The active outage would reach every later case.
    await db().deleteFrom('outages').where('venue_id', '=', game.venueId).where('finished_at', 'is', null).execute();
  });

  it("an outage of another venue's server or another camera is not the game's", async () => {
    const start = day(6);
    await play(start, 90);
    await record(at(start, -10), at(start, 100));
    const other = await db().selectFrom('venues').select('id').where('id', '!=', game.venueId).orderBy('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('outages')
      .values({ kind: 'venue_server', venue_id: other.id, started_at: at(start, 10), finished_at: at(start, 20) })
      .execute();
    const camera = await db()
      .selectFrom('cameras')
      .select(['id', 'venue_id'])
      .where('id', '!=', game.cameraId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('outages')
      .values({ kind: 'camera', venue_id: camera.venue_id, camera_id: camera.id, started_at: at(start, 10), finished_at: at(start, 20) })
      .execute();
    expect(await issues()).toMatchObject({ cameraOutages: [], serverOutages: [] });
    expect(labels(await issues())).toEqual(['No issues found']);
  });

  it('says what is suspicious about a duration, with the bounds', async () => {
    const start = day(7);
    await record(at(start, -400), at(start, 400));
    const cases: [number | null, string | null][] = [
      [2, 'Game lasted 2 minutes; expected between 5 minutes and 4 hours'],
      [1, 'Game lasted 1 minute; expected between 5 minutes and 4 hours'],
      [0.5, 'Game lasted 30 seconds; expected between 5 minutes and 4 hours'],
      [330, 'Game lasted 5 hours 30 minutes; expected between 5 minutes and 4 hours'],
      // Beyond 2^31 seconds (a mistyped year): still said in words, never an integer overflow.
      [100 * 365 * 24 * 60, 'Game lasted 876000 hours; expected between 5 minutes and 4 hours'],
      [-10, 'Game was completed before it started; expected between 5 minutes and 4 hours'],
      [5, null],
      [240, null],
      [null, null],
    ];
    for (const [minutes, error] of cases) {
      await play(start, minutes);
      const g = await issues();
      expect({ minutes, error: g.durationError, valid: g.isValidDuration }).toEqual({ minutes, error, valid: error === null });
      const suspicious = g.readminLabels.find((l) => l.content === 'Suspicious game details');
      expect(suspicious?.detail ?? null).toBe(error);
    }
    // A game not completed is judged by nothing but that.
    expect(labels(await issues())).toEqual(['Not completed']);
  });

  it('the computed fields are read-only: no input takes them', async () => {
    for (const input of ['AddGameInput', 'GameUpdateScoreInput']) {
      const { data } = await admin.request<{ __type: { inputFields: { name: string }[] } }>(`{ __type(name: "${input}") { inputFields { name } } }`);
      const names = data!.__type.inputFields.map((f) => f.name);
      expect(names.length).toBeGreaterThan(0);
      for (const computed of ['isRecorded', 'isFullRecordingAvailable', 'isValidDuration', 'durationError', 'cameraOutageIds', 'serverOutageIds'])
        expect(names).not.toContain(computed);
    }
  });

  it("an operation's answer carries the computed fields and labels too", async () => {
    const start = day(8);
    await play(start, 3);
    const { data, errors } = await admin.request<{ gameUpdateScore: GameIssues }>(
      `mutation { gameUpdateScore(input: { gameId: "${game.id}", homeScore: 50, awayScore: 48 }) { ${ISSUES} readminLabels { content detail } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.gameUpdateScore).toMatchObject({
      isRecorded: false,
      isValidDuration: false,
      durationError: 'Game lasted 3 minutes; expected between 5 minutes and 4 hours',
    });
    expect(labels(data!.gameUpdateScore)).toEqual([
      'No recording is available',
      'Suspicious game details: Game lasted 3 minutes; expected between 5 minutes and 4 hours',
    ]);
  });

  it('the demo has a game showing each issue label, and the list shows them in one page', async () => {
    const { data, errors } = await admin.request<{ readminObjects: GameIssues[] }>(
      '{ readminObjects(typename: "Game", limit: 1000) { readminLabels { content detail } } }',
    );
    expect(errors).toBeUndefined();
    const shown = new Set(data!.readminObjects.flatMap(labels));
    for (const label of [
      'No recording is available',
      'Partial recording',
      'Suspicious game details: Game lasted 2 minutes; expected between 5 minutes and 4 hours',
      'Camera Outage',
      'Server Outage',
      'No issues found',
    ])
      expect(shown).toContain(label);
  });
});
