import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import type { EncodingSpan } from '../../src/console/custom/tabs/tabQueries.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const LEADERBOARD = `query($id: ID!) { leaderboardTable(id: $id) { id name segments {
  title headColumns columns { name shortName }
  rows { rank rankDiff lastRoundRank headCells cells { stringValue } lastRoundCells { stringValue } } } } }`;
const LIVE_STREAM = `query($id: ID!) { liveStream(id: $id) { id startAt finishAt
  encodingTimelineItems { pid startedAt endedAt durationSeconds startedPercentage endedPercentage } } }`;

interface Row {
  rank: number;
  rankDiff: number | null;
  lastRoundRank: number | null;
  headCells: string[];
  cells: { stringValue: string }[];
  lastRoundCells: { stringValue: string }[] | null;
}
interface Segment {
  title: string;
  headColumns: string[];
  columns: { name: string; shortName: string }[];
  rows: Row[];
}
type Table = { id: string; name: string; segments: Segment[] };

/** Spec 002 §2.10 and §7: leaderboardTable(id) with its content and liveStream(id) with its encoding timeline. */
describe.each(TEST_DATABASES)('leaderboardTable(id) and liveStream(id) on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  /** Tables and streams by kind, whether the demo organisation admin administers their organisation. */
  let tables: { id: number; name: string; kind: string; administered: boolean }[];
  let streams: { id: number; start_at: Date; finish_at: Date; administered: boolean; spans: number }[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const administered = (orgColumn: string) =>
      sql.raw(`${orgColumn} IN (SELECT a.org_id FROM org_admins a JOIN users u ON u.id = a.user_id WHERE u.email = '${DEMO_USERS.orgAdmin}')`);
    tables = (
      await sql<(typeof tables)[number]>`SELECT t.id, t.name, t.kind, ${administered('t.org_id')} AS administered
        FROM leaderboard_tables t ORDER BY t.id`.execute(server.database.db)
    ).rows;
    streams = (
      await sql<(typeof streams)[number]>`SELECT s.id, s.start_at, s.finish_at, ${administered('c.org_id')} AS administered,
          (SELECT count(*)::integer FROM encoding_timeline_items e WHERE e.live_stream_id = s.id) AS spans
        FROM live_streams s JOIN courts c ON c.id = s.court_id ORDER BY s.id`.execute(server.database.db)
    ).rows;
  });
  afterAll(() => server.close());

  const foreignTable = (kind: string) => tables.find((t) => !t.administered && t.kind === kind)!;

  it('answers a team standings table as one segment of its stored entries, in rank order', async () => {
    const table = foreignTable('team_standings');
    const res = await admin.request<{ leaderboardTable: Table }>(LEADERBOARD, { id: String(table.id) });
    expect(res.errors).toBeUndefined();
    const [segment, ...more] = res.data!.leaderboardTable.segments;
    expect(more).toEqual([]);
    expect(segment.title).toBe(table.name);
    expect(segment.headColumns).toEqual(['Rank', 'Team']);
    expect(segment.columns.map((c) => `${c.shortName} - ${c.name}`)).toEqual([
      'P - Played',
      'W - Won',
      'D - Drawn',
      'L - Lost',
      'F - Forfeits',
      'PF - Points for',
      'PA - Points against',
      'PTS - League points',
    ]);
    const entries = (
      await sql<Record<string, number | string | null>>`SELECT e.*, tm.name AS team FROM team_standing_entries e JOIN teams tm ON tm.id = e.team_id
        WHERE e.leaderboard_table_id = ${table.id} ORDER BY e.rank`.execute(server.database.db)
    ).rows;
    expect(entries.length).toBeGreaterThan(1);
    expect(segment.rows).toEqual(
      entries.map((e) => ({
        rank: e.rank,
        lastRoundRank: e.last_round_rank,
        rankDiff: Number(e.last_round_rank) - Number(e.rank),
        headCells: [String(e.rank), e.team],
        cells: ['played', 'won', 'drawn', 'lost', 'forfeits', 'points_for', 'points_against', 'league_points'].map((c) => ({
          stringValue: String(e[c]),
        })),
        lastRoundCells: null,
      })),
    );
    // The seed reverses the order since the previous round: the leader moved up, the last moved down.
    expect(segment.rows[0].rankDiff).toBeGreaterThan(0);
    expect(segment.rows.at(-1)!.rankDiff).toBeLessThan(0);
  });

  it("answers a player statistics table as each player's totals ranked by points, with the previous round's", async () => {
    const table = foreignTable('player_stats');
    const res = await admin.request<{ leaderboardTable: Table }>(LEADERBOARD, { id: String(table.id) });
    expect(res.errors).toBeUndefined();
    const [segment] = res.data!.leaderboardTable.segments;
    expect(segment.title).toBe(table.name);
    expect(segment.headColumns).toEqual(['Rank', 'Player', 'Team']);
    expect(segment.columns.map((c) => c.shortName)).toEqual(['GP', 'PTS', 'FG', '3P', 'FT', 'PF']);
    const totals = (
      await sql<{ player: string; games: number; points: number; fouls: number }>`
        SELECT p.first_name || COALESCE(' ' || p.last_name, '') AS player, count(*)::integer AS games,
          sum(e.points)::integer AS points, sum(e.fouls)::integer AS fouls
        FROM game_player_entries e JOIN people p ON p.id = e.person_id
        WHERE e.leaderboard_table_id = ${table.id} GROUP BY p.id, p.first_name, p.last_name
        ORDER BY sum(e.points) DESC, sum(e.fouls), p.id`.execute(server.database.db)
    ).rows;
    expect(segment.rows.map((r) => [r.rank, r.headCells[1], r.cells[0].stringValue, r.cells[1].stringValue, r.cells[5].stringValue])).toEqual(
      totals.map((t, i) => [i + 1, t.player, String(t.games), String(t.points), String(t.fouls)]),
    );
    // Players who played before the latest day have a previous rank and figures; the others have neither.
    const withPrevious = segment.rows.filter((r) => r.lastRoundRank !== null);
    expect(withPrevious.length).toBeGreaterThan(0);
    for (const r of segment.rows) {
      expect(r.rankDiff).toBe(r.lastRoundRank === null ? null : r.lastRoundRank - r.rank);
      expect(r.lastRoundCells === null).toBe(r.lastRoundRank === null);
    }
  });

  it("places a played stream's encoding spans on its window, clamped to 0..100", async () => {
    const stream = streams.find((s) => !s.administered && s.spans > 0)!;
    const res = await admin.request<{ liveStream: { encodingTimelineItems: EncodingSpan[] } }>(LIVE_STREAM, { id: String(stream.id) });
    expect(res.errors).toBeUndefined();
    const spans = (
      await sql<{ pid: number; started_at: Date; ended_at: Date }>`SELECT pid, started_at, ended_at FROM encoding_timeline_items
        WHERE live_stream_id = ${stream.id} ORDER BY started_at`.execute(server.database.db)
    ).rows;
    const start = new Date(stream.start_at).getTime();
    const window = new Date(stream.finish_at).getTime() - start;
    const percent = (d: Date) => Math.min(100, Math.max(0, ((new Date(d).getTime() - start) / window) * 100));
    const items = res.data!.liveStream.encodingTimelineItems;
    expect(items.map((i) => i.pid)).toEqual(spans.map((s) => s.pid));
    for (const [i, s] of spans.entries()) {
      expect(items[i].durationSeconds).toBe((new Date(s.ended_at).getTime() - new Date(s.started_at).getTime()) / 1000);
      expect(items[i].startedPercentage).toBeCloseTo(percent(s.started_at), 6);
      expect(items[i].endedPercentage).toBeCloseTo(percent(s.ended_at), 6);
    }
    // The seeded encoder started before the stream: its span begins at the bar's left edge.
    expect(items[0].startedPercentage).toBe(0);
    expect(new Date(items[0].startedAt).getTime()).toBeLessThan(start);
    expect(items.at(-1)!.endedPercentage).toBe(100);
  });

  it("reads another organisation's table and stream as null for an organisation admin, and their own as found", async () => {
    const other = await orgAdmin.request<{ leaderboardTable: Table | null }>(LEADERBOARD, { id: String(foreignTable('team_standings').id) });
    expect(other.errors).toBeUndefined();
    expect(other.data!.leaderboardTable).toBeNull();
    const ownTable = tables.find((t) => t.administered)!;
    const own = await orgAdmin.request<{ leaderboardTable: Table }>(LEADERBOARD, { id: String(ownTable.id) });
    expect(own.data!.leaderboardTable.segments[0].title).toBe(ownTable.name);

    const otherStream = await orgAdmin.request<{ liveStream: unknown }>(LIVE_STREAM, { id: String(streams.find((s) => !s.administered)!.id) });
    expect(otherStream.errors).toBeUndefined();
    expect(otherStream.data!.liveStream).toBeNull();
    const ownStream = streams.find((s) => s.administered && s.spans > 0)!;
    const mine = await orgAdmin.request<{ liveStream: { encodingTimelineItems: EncodingSpan[] } }>(LIVE_STREAM, { id: String(ownStream.id) });
    expect(mine.data!.liveStream.encodingTimelineItems).toHaveLength(ownStream.spans);
  });

  it('refuses a signed-out visitor and answers null for an id that names nothing', async () => {
    const anonymous = new GraphqlClient(server.url);
    expect((await anonymous.request(LEADERBOARD, { id: String(tables[0].id) })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.request(LIVE_STREAM, { id: String(streams[0].id) })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await admin.request<{ leaderboardTable: null }>(LEADERBOARD, { id: '999999' });
    expect(missing.data!.leaderboardTable).toBeNull();
    const missingStream = await admin.request<{ liveStream: null }>(LIVE_STREAM, { id: '999999' });
    expect(missingStream.data!.liveStream).toBeNull();
  });
});
