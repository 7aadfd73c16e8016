import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { peakOverlap } from '../../src/server/features/liveStreams/streamRules.ts';

const ADD = `mutation($input: AddLiveStreamInput!) { addLiveStream(input: $input) { id } }`;
const UPDATE = `mutation($input: LiveStreamsUpdateInput!) { liveStreamsUpdate(input: $input) { id } }`;

/** An hour of a day well ahead of the demo's streams: `at(2)` is 02:00 that day. */
const at = (hour: number) => new Date(Date.UTC(2031, 4, 1, hour)).toISOString();

/**
 * Live streams by the rules (spec 001 §3 Court.allowLiveStreams, spec 002 §9 "Default venue max concurrent live
 * streams is 1"): addLiveStream and liveStreamsUpdate refuse a court that does not allow live streams and a stream
 * that would make its venue stream more than its limit at once; cancelled and finished streams do not count.
 */
describe.each(TEST_DATABASES)('live stream rules on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let admin: GraphqlClient;
  const db = () => server.database.db;
  const courts: Record<'open' | 'closed' | 'pairA' | 'pairB' | 'single' | 'none', number> = {
    open: 0,
    closed: 0,
    pairA: 0,
    pairB: 0,
    single: 0,
    none: 0,
  };

  const venue = async (name: string, limit?: number) =>
    (
      await sql<{
        id: number;
      }>`INSERT INTO venues (name, org_id, city_id, time_zone, aws_region ${limit === undefined ? sql`` : sql`, max_concurrent_live_streams`})
        VALUES (${name}, 1, (SELECT min(id) FROM cities), 'Australia/Sydney', 'ap-southeast-2' ${limit === undefined ? sql`` : sql`, ${limit}`}) RETURNING id`.execute(
        db(),
      )
    ).rows[0].id;
  const court = async (name: string, venueId: number, allow = true) =>
    (
      await sql<{
        id: number;
      }>`INSERT INTO courts (name, org_id, venue_id, allow_live_streams) VALUES (${name}, 1, ${venueId}, ${allow}) RETURNING id`.execute(db())
    ).rows[0].id;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, admin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.admin].map((u) => signedIn(server.url, u)));
    const pair = await venue('Rules Pair Arena', 2);
    const single = await venue('Rules Default Hall');
    courts.open = await court('Rules Court Open', pair);
    courts.pairA = courts.open;
    courts.pairB = await court('Rules Court B', pair);
    courts.closed = await court('Rules Court Closed', pair, false);
    courts.single = await court('Rules Single Court', single);
    courts.none = await court('Rules Dark Court', await venue('Rules Dark Venue', 0));
  });
  afterAll(() => server.close());

  const add = (client: GraphqlClient, courtId: number, name: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
    client.request<{ addLiveStream: { id: string } }>(ADD, {
      input: { name, courtId: String(courtId), startAt: at(from), finishAt: at(to), outputResolution: '720p', ...extra },
    });
  const streamsOn = async (courtId: number) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_streams WHERE court_id = ${courtId}`.execute(db())).rows[0].n;

  it('counts the most streams live at one instant, back-to-back streams not overlapping', () => {
    expect(peakOverlap([], 0, 10)).toBe(0);
    expect(
      peakOverlap(
        [
          { start: 0, finish: 5 },
          { start: 5, finish: 10 },
        ],
        0,
        10,
      ),
    ).toBe(1);
    expect(
      peakOverlap(
        [
          { start: 0, finish: 6 },
          { start: 4, finish: 10 },
          { start: 8, finish: 12 },
        ],
        0,
        10,
      ),
    ).toBe(2);
  });

  it('refuses a stream on a court that does not allow live streams, naming the court', async () => {
    const refused = await add(orgAdmin, courts.closed, 'Not here', 1, 2);
    expect(problemsOf(refused)).toEqual([{ field: 'court', message: "Live streams are not allowed on court 'Rules Court Closed'." }]);
    expect(await streamsOn(courts.closed)).toBe(0);
    // Moving an allowed stream there is refused too, and leaves it where it was.
    const moved = await add(orgAdmin, courts.open, 'Moving', 20, 21);
    const id = moved.data!.addLiveStream.id;
    const refusedMove = await orgAdmin.request(UPDATE, { input: { ids: [id], attributes: { courtId: String(courts.closed) } } });
    expect(refusedMove.errors?.[0].message).toBe("Live streams are not allowed on court 'Rules Court Closed'.");
    expect(await streamsOn(courts.closed)).toBe(0);
  });

  it("takes streams up to the venue's limit at once and refuses the next, naming the venue, the limit and the streams in the way", async () => {
    expect((await add(orgAdmin, courts.pairA, 'Final court A', 3, 5)).errors).toBeUndefined();
    expect((await add(orgAdmin, courts.pairB, 'Final court B', 4, 6)).errors).toBeUndefined();
    const third = await add(orgAdmin, courts.pairB, 'One too many', 4, 5);
    expect(problemsOf(third)).toEqual([
      {
        field: 'startAt',
        message: "Venue 'Rules Pair Arena' allows at most 2 live streams at a time; 'Final court A', 'Final court B' already stream then.",
      },
    ]);
    // After both (back to back with the later one), or cancelled, it fits.
    expect((await add(orgAdmin, courts.pairB, 'After the final', 6, 7)).errors).toBeUndefined();
    expect((await add(orgAdmin, courts.pairB, 'Called off', 4, 5, { cancelled: true })).errors).toBeUndefined();
    // Un-cancelling it would make three at once.
    const calledOff = (await sql<{ id: number }>`SELECT id FROM live_streams WHERE name = 'Called off'`.execute(db())).rows[0].id;
    const uncancel = await orgAdmin.request(UPDATE, { input: { ids: [String(calledOff)], attributes: { cancelled: false } } });
    expect(uncancel.errors?.[0].message).toMatch(/^Venue 'Rules Pair Arena' allows at most 2 live streams at a time/);
    expect((await sql<{ cancelled: boolean }>`SELECT cancelled FROM live_streams WHERE id = ${calledOff}`.execute(db())).rows[0].cancelled).toBe(
      true,
    );
    // A change that does not move a stream (its name) is not judged again.
    expect(
      (await orgAdmin.request(UPDATE, { input: { ids: [String(calledOff)], attributes: { name: 'Called off (rain)' } } })).errors,
    ).toBeUndefined();
  });

  it('holds a venue whose limit is the default to one stream at a time, on updates as on adds', async () => {
    const first = await add(orgAdmin, courts.single, 'Morning game', 8, 10);
    expect(first.errors).toBeUndefined();
    expect((await add(orgAdmin, courts.single, 'Overlapping game', 9, 11)).errors?.[0].message).toBe(
      "Venue 'Rules Default Hall' allows at most 1 live stream at a time; 'Morning game' already streams then.",
    );
    const later = await add(orgAdmin, courts.single, 'Afternoon game', 12, 13);
    expect(later.errors).toBeUndefined();
    const moved = await orgAdmin.request(UPDATE, { input: { ids: [later.data!.addLiveStream.id], attributes: { startAt: at(9) } } });
    expect(moved.errors?.[0].message).toBe("Venue 'Rules Default Hall' allows at most 1 live stream at a time; 'Morning game' already streams then.");
    // A batch moving both onto the same hours is refused as a whole.
    const both = await orgAdmin.request(UPDATE, {
      input: { ids: [first.data!.addLiveStream.id, later.data!.addLiveStream.id], attributes: { startAt: at(14), finishAt: at(15) } },
    });
    expect(both.errors?.[0].message).toMatch(/^Venue 'Rules Default Hall' allows at most 1 live stream at a time/);
    const stored = (await sql<{ start_at: Date }>`SELECT start_at FROM live_streams WHERE court_id = ${courts.single} ORDER BY id`.execute(db()))
      .rows;
    expect(stored.map((s) => new Date(s.start_at).toISOString())).toEqual([at(8), at(12)]);
    // Streams already over do not count: a past stream may overlap another past one.
    const past = (h: number) => new Date(Date.UTC(2025, 0, 1, h)).toISOString();
    const input = (name: string, from: number, to: number) => ({
      input: { name, courtId: String(courts.single), startAt: past(from), finishAt: past(to), outputResolution: '720p' },
    });
    expect((await orgAdmin.request(ADD, input('Old game', 1, 3))).errors).toBeUndefined();
    expect((await orgAdmin.request(ADD, input('Old game, recorded again', 2, 4))).errors).toBeUndefined();
  });

  it('refuses every stream at a venue whose limit is 0', async () => {
    expect((await add(orgAdmin, courts.none, 'Nothing goes', 1, 2)).errors?.[0].message).toBe("Venue 'Rules Dark Venue' allows no live streams.");
    expect(await streamsOn(courts.none)).toBe(0);
  });

  it('lets only one of two simultaneous adds take the last place', async () => {
    const results = await Promise.all([
      add(orgAdmin, courts.single, 'Race one', 16, 18),
      add(admin, courts.single, 'Race two', 17, 19),
      // Every pair overlaps (back-to-back streams would both fit), so whichever commits first leaves no room.
      add(orgAdmin, courts.single, 'Race three', 17, 18),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) expect(r.errors![0].message).toMatch(/^Venue 'Rules Default Hall' allows at most 1 live stream/);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM live_streams WHERE court_id = ${courts.single} AND name LIKE 'Race %'`.execute(db());
    expect(rows[0].n).toBe(1);
  });
});
