import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { expectCutVideo } from '../support/cutVideo.ts';

const CUT = `mutation($input: GameCutNewFootageInput!) { gameCutNewFootage(input: $input) { id playedAt completedAt } }`;
type Game = { id: number; org_id: number; court_id: number; played_at: Date; completed_at: Date };
type Video = { id: number; court_id: number; surface_id: number; cut_start_time: Date; cut_end_time: Date; duration_seconds: number; clip: unknown };

/** Cut New Footage: the game's court, times and video replaced from the court's recordings, refused without any. */
describe.each(TEST_DATABASES)('cut new footage on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
  });
  afterAll(() => server.close());

  const game = async (id: number) =>
    (await sql<Game>`SELECT id, org_id, court_id, played_at, completed_at FROM games WHERE id = ${id}`.execute(db())).rows[0];
  const videoOf = async (gameId: number) =>
    (await sql<Video>`SELECT * FROM videos WHERE game_id = ${gameId} ORDER BY id LIMIT 1`.execute(db())).rows[0];
  const surfaceOf = async (courtId: number) =>
    (await sql<{ s: number }>`SELECT surface_ids[1] AS s FROM courts WHERE id = ${courtId}`.execute(db())).rows[0].s;
  const versions = async (type: string, id: number) =>
    (
      await sql<{ event: string }>`SELECT event FROM paper_trail_versions WHERE item_type = ${type} AND item_id = ${id} ORDER BY id`.execute(db())
    ).rows.map((v) => v.event);
  const cut = (client: GraphqlClient, gameId: number, courtId: number, surfaceId: number, start: Date, end: Date) =>
    client.request<{ gameCutNewFootage: { playedAt: string; completedAt: string } }>(CUT, {
      input: {
        gameId: String(gameId),
        courtId: String(courtId),
        surfaceId: String(surfaceId),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
      },
    });

  it("replaces the game's times and its video with one cut by ffmpeg from the court's two recordings", async () => {
    const g = await game(1);
    const before = await videoOf(1);
    const clipBlob = (before.clip as { blobId: string }).blobId;
    const start = new Date(new Date(g.played_at).getTime() + 60_000);
    const end = new Date(new Date(g.completed_at).getTime() - 60_000);
    const surface = await surfaceOf(g.court_id);
    const { data, errors } = await cut(orgAdmin, 1, g.court_id, surface, start, end);
    expect(errors).toBeUndefined();
    expect(new Date(data!.gameCutNewFootage.playedAt).getTime()).toBe(start.getTime());
    const after = await videoOf(1);
    expect(after.id).not.toBe(before.id);
    expect(new Date(after.cut_start_time).getTime()).toBe(start.getTime());
    expect(new Date(after.cut_end_time).getTime()).toBe(end.getTime());
    expect(after).toMatchObject({
      court_id: g.court_id,
      surface_id: surface,
      duration_seconds: (end.getTime() - start.getTime()) / 1000,
      clip: null,
    });
    // The old video is kept, with its file, but is no longer the game's.
    expect((await sql<{ game_id: number | null }>`SELECT game_id FROM videos WHERE id = ${before.id}`.execute(db())).rows[0].game_id).toBeNull();
    expect((await sql`SELECT 1 FROM readmin_blobs WHERE id = ${clipBlob}`.execute(db())).rows).toHaveLength(1);
    // Its cut attempt's job cuts the span out of the game's two recordings into the new video's original.
    await expectCutVideo(server, after.id, (end.getTime() - start.getTime()) / 1000, 2);
    // The recordings it is cut from know it.
    const linked = await sql`SELECT 1 FROM recordings WHERE ${after.id} = ANY(video_ids)`.execute(db());
    expect(linked.rows).toHaveLength(2);
    expect(await versions('Game', 1)).toEqual(['update']);
    expect(await versions('Video', before.id)).toEqual(['update']);
    expect(await versions('Video', after.id)).toEqual(['create', 'update']);
  });

  it("refuses times without recordings, a surface that does not film the court, backwards times, another organisation's game and venue admins", async () => {
    const g = await game(9);
    const surface = await surfaceOf(g.court_id);
    const longAgo = new Date('2020-01-01T10:00:00Z');
    expect((await cut(orgAdmin, 9, g.court_id, surface, longAgo, new Date(longAgo.getTime() + 3_600_000))).errors?.[0].message).toBe(
      'Recordings not available for this court between these times.',
    );
    const otherSurface = (await sql<{ id: number }>`SELECT id FROM surfaces WHERE id <> ${surface} ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
    expect((await cut(orgAdmin, 9, g.court_id, otherSurface, g.played_at, g.completed_at)).errors?.[0].message).toBe(
      'Surface must film the chosen court',
    );
    expect((await cut(orgAdmin, 9, g.court_id, surface, g.completed_at, g.played_at)).errors?.[0].message).toBe(
      'End time must be after the start time',
    );
    const foreign = (await sql<Game>`SELECT id, court_id FROM games WHERE org_id = 2 ORDER BY id LIMIT 1`.execute(db())).rows[0];
    expect((await cut(orgAdmin, foreign.id, foreign.court_id, surface, g.played_at, g.completed_at)).errors?.[0].message).toMatch(
      /No Game you may update/,
    );
    expect((await cut(venueAdmin, foreign.id, foreign.court_id, surface, g.played_at, g.completed_at)).errors?.[0].message).toMatch(
      /may not run gameCutNewFootage/,
    );
    expect(await game(9)).toEqual(g);
    expect(await versions('Game', 9)).toEqual([]);
  });
});
