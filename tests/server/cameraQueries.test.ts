import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Period = { startTime: string; endTime: string; sources: { id: string; name: string }[] };
const SCHEDULES = `query($id: ID!, $dateRange: DateRangeInput!, $timeZone: String!) {
  camera(id: $id) { id recordingSchedules(dateRange: $dateRange, timeZone: $timeZone) { startTime endTime sources { id name } } }
}`;
const LIVE_IMAGE = `query($id: ID!) { camera(id: $id) { id liveImageUrl } }`;
const VENUE_SERVER = `query($id: ID!) { venueServer(id: $id) { id smartState statusEntries } }`;
const NOT_ALLOWED = 'Live image previews are not allowed at this venue.';

/** Spec 002 §2.10 and §7: camera(id) with its live image and recording schedules, venueServer(id), read as readminObject reads. */
describe.each(TEST_DATABASES)('camera(id) and venueServer(id) on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  /** cam-dhsc-court1 at Darling Harbour (Australia/Sydney), in the demo organisation admin's organisation. */
  let camera: string;
  let blocks: Record<string, string>;
  let dhscServer: string;

  const schedules = (client: GraphqlClient, start: string, end: string, timeZone: string) =>
    client.request<{ camera: { recordingSchedules: Period[] } | null }>(SCHEDULES, { id: camera, dateRange: { start, end }, timeZone });

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    const db = server.database.db;
    camera = String((await sql<{ id: number }>`SELECT id FROM cameras WHERE camera_id = 'cam-dhsc-court1'`.execute(db)).rows[0].id);
    const blockRows = (await sql<{ id: number; name: string }>`SELECT id, name FROM recording_blocks`.execute(db)).rows;
    blocks = Object.fromEntries(blockRows.map((b) => [b.name, String(b.id)]));
    dhscServer = String((await sql<{ id: number }>`SELECT id FROM venue_servers WHERE name = 'dhsc-vs-01'`.execute(db)).rows[0].id);
  });
  afterAll(() => server.close());

  it("computes the venue's recording block periods in the venue's time zone, leaving out exception dates", async () => {
    // Weeknight training: Monday to Thursday 18:00 for 3 hours; Monday 8 June 2026 is an exception date (King's Birthday).
    const june = await schedules(admin, '2026-06-08', '2026-06-12', 'Australia/Sydney');
    expect(june.errors).toBeUndefined();
    const source = [{ id: blocks['Weeknight training'], name: 'Weeknight training' }];
    expect(june.data!.camera!.recordingSchedules).toEqual([
      { startTime: '2026-06-09T08:00:00.000Z', endTime: '2026-06-09T11:00:00.000Z', sources: source },
      { startTime: '2026-06-10T08:00:00.000Z', endTime: '2026-06-10T11:00:00.000Z', sources: source },
      { startTime: '2026-06-11T08:00:00.000Z', endTime: '2026-06-11T11:00:00.000Z', sources: source },
    ]);
    // February is daylight saving time in Sydney (UTC+11): 18:00 is 07:00 UTC; 2 February is the block's first day.
    const february = await schedules(admin, '2026-02-01', '2026-02-02', 'Australia/Sydney');
    expect(february.data!.camera!.recordingSchedules).toEqual([
      { startTime: '2026-02-02T07:00:00.000Z', endTime: '2026-02-02T10:00:00.000Z', sources: source },
    ]);
  });

  it('reads the days of the range in the time zone asked', async () => {
    const sydney = await schedules(admin, '2026-06-09', '2026-06-09', 'Australia/Sydney');
    expect(sydney.data!.camera!.recordingSchedules.map((p) => p.startTime)).toEqual(['2026-06-09T08:00:00.000Z']);
    // 9 June in Pago Pago (UTC-11) runs from 11:00 UTC on the 9th, when Tuesday's period ends: Wednesday's only.
    const pagoPago = await schedules(admin, '2026-06-09', '2026-06-09', 'Pacific/Pago_Pago');
    expect(pagoPago.data!.camera!.recordingSchedules.map((p) => p.startTime)).toEqual(['2026-06-10T08:00:00.000Z']);
    // 9 June in Honolulu (UTC-10) starts at 10:00 UTC: Tuesday's period still runs then, so it shows too.
    const honolulu = await schedules(admin, '2026-06-09', '2026-06-09', 'Pacific/Honolulu');
    expect(honolulu.data!.camera!.recordingSchedules.map((p) => p.startTime)).toEqual(['2026-06-09T08:00:00.000Z', '2026-06-10T08:00:00.000Z']);
  });

  it('merges overlapping ensure blocks with both sources and cuts out prevent blocks', async () => {
    const db = server.database.db;
    const venue = sql`(SELECT venue_id FROM cameras WHERE id = ${Number(camera)})`;
    const late = (
      await sql<{
        id: number;
      }>`INSERT INTO recording_blocks (name, venue_id, recording_block_type, start_date, start_time, duration_seconds, weekdays)
        VALUES ('Late league', ${venue}, 'ensure_recording', '2026-07-01', '20:00:00', 7200, ARRAY['2']) RETURNING id`.execute(db)
    ).rows[0].id;
    const closed = (
      await sql<{
        id: number;
      }>`INSERT INTO recording_blocks (name, venue_id, recording_block_type, start_date, start_time, duration_seconds, until_date, weekdays)
        VALUES ('Cleaning', ${venue}, 'prevent_recording', '2026-07-01', '19:00:00', 1800, '2026-07-07', ARRAY['2']) RETURNING id`.execute(db)
    ).rows[0].id;
    // Tuesday 7 July: training 18:00–21:00 and the late league 20:00–22:00 make one period, less cleaning 19:00–19:30.
    const res = await schedules(admin, '2026-07-07', '2026-07-07', 'Australia/Sydney');
    expect(res.errors).toBeUndefined();
    const both = [
      { id: blocks['Weeknight training'], name: 'Weeknight training' },
      { id: String(late), name: 'Late league' },
    ];
    expect(res.data!.camera!.recordingSchedules).toEqual([
      { startTime: '2026-07-07T08:00:00.000Z', endTime: '2026-07-07T09:00:00.000Z', sources: both },
      { startTime: '2026-07-07T09:30:00.000Z', endTime: '2026-07-07T12:00:00.000Z', sources: both },
    ]);
    await sql`DELETE FROM recording_blocks WHERE id IN (${late}, ${closed})`.execute(db);
  });

  it("adds the games scheduled on the camera's courts, merged with the blocks they overlap, named with their id", async () => {
    const db = server.database.db;
    const court = (
      await sql<{ id: number; org_id: number }>`SELECT c.id, c.org_id FROM courts c JOIN surfaces s ON s.id = ANY(c.surface_ids)
        WHERE s.camera_id = ${Number(camera)} ORDER BY c.id LIMIT 1`.execute(db)
    ).rows[0];
    const [home, away] = (
      await sql<{ id: number; name: string }>`SELECT id, name FROM teams WHERE org_id = ${court.org_id} ORDER BY id LIMIT 2`.execute(db)
    ).rows;
    const game = async (at: string, seconds: number, cancelled = false, finishAt: string | null = null) =>
      (
        await sql<{
          id: number;
        }>`INSERT INTO game_schedules (org_id, court_id, home_team_id, away_team_id, scheduled_at, duration_seconds, cancelled, external, finish_at)
          VALUES (${court.org_id}, ${court.id}, ${home.id}, ${away.id}, ${at}, ${seconds}, ${cancelled}, false, ${finishAt}) RETURNING id`.execute(db)
      ).rows[0].id;
    // Wednesday 8 July 2026 in Sydney: a game 20:30–22:00 overlaps training (18:00–21:00); Saturday 11 July a game
    // 09:00 with a finish time of 10:15 stands alone; a cancelled game the same Saturday records nothing.
    const late = await game('2026-07-08T10:30:00Z', 5400);
    const saturday = await game('2026-07-10T23:00:00Z', 3600, false, '2026-07-11T00:15:00Z');
    const cancelled = await game('2026-07-11T02:00:00Z', 3600, true);
    try {
      const res = await admin.request<{ camera: { recordingSchedules: (Period & { sources: { kind: string }[] })[] } }>(
        SCHEDULES.replace('sources { id name }', 'sources { kind id name }'),
        { id: camera, dateRange: { start: '2026-07-08', end: '2026-07-11' }, timeZone: 'Australia/Sydney' },
      );
      expect(res.errors).toBeUndefined();
      const training = { kind: 'recording_block', id: blocks['Weeknight training'], name: 'Weeknight training' };
      const named = (id: number) => ({ kind: 'game_schedule', id: String(id), name: `${home.name} vs ${away.name}` });
      expect(res.data!.camera.recordingSchedules).toEqual([
        { startTime: '2026-07-08T08:00:00.000Z', endTime: '2026-07-08T12:00:00.000Z', sources: [training, named(late)] },
        { startTime: '2026-07-09T08:00:00.000Z', endTime: '2026-07-09T11:00:00.000Z', sources: [training] },
        { startTime: '2026-07-10T23:00:00.000Z', endTime: '2026-07-11T00:15:00.000Z', sources: [named(saturday)] },
      ]);
    } finally {
      await sql`DELETE FROM game_schedules WHERE id IN (${late}, ${saturday}, ${cancelled})`.execute(db);
    }
  });

  it('refuses a missing, reversed or too long date range and an unknown time zone, naming the problem', async () => {
    const missing = await admin.request(SCHEDULES, { id: camera, dateRange: { start: '2026-06-01' }, timeZone: 'UTC' });
    expect(missing.errors?.[0].message).toBe('dateRange.end is required');
    const reversed = await schedules(admin, '2026-06-10', '2026-06-01', 'UTC');
    expect(reversed.errors?.[0].message).toBe('Choose an end date on or after the start date: 2026-06-01 is before 2026-06-10.');
    const long = await schedules(admin, '2026-01-01', '2026-04-04', 'UTC');
    expect(long.errors?.[0].message).toBe('Choose a range of at most 93 days; this one covers 94 days.');
    const zone = await schedules(admin, '2026-06-01', '2026-06-02', 'Mars/Olympus');
    expect(problemsOf(zone)).toEqual([{ field: 'timeZone', message: "timeZone 'Mars/Olympus' is not a known time zone" }]);
    const notADate = await schedules(admin, '2026-02-30', '2026-03-01', 'UTC');
    expect(notADate.errors?.[0].message).toBe('dateRange.start is not a real date (2026-02-30)');
  });

  it('refuses the live image to an organisation admin where the venue does not allow camera preview, on the query and the route', async () => {
    await sql`UPDATE venues SET allow_camera_preview = false WHERE id = (SELECT venue_id FROM cameras WHERE id = ${Number(camera)})`.execute(
      server.database.db,
    );
    const res = await orgAdmin.request<{ camera: { liveImageUrl: string } | null }>(LIVE_IMAGE, { id: camera });
    expect(res.errors?.[0].message).toBe(NOT_ALLOWED);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const image = await fetch(`${server.url}/readmin/cameras/${camera}/live_image.jpg`, { headers: { cookie: orgAdmin.cookieHeader() } });
    expect(image.status).toBe(403);
    expect(await image.json()).toEqual({ error: NOT_ALLOWED });
  });

  it('gives a platform admin the live image at any venue, as a JPEG', async () => {
    const res = await admin.request<{ camera: { liveImageUrl: string } }>(LIVE_IMAGE, { id: camera });
    expect(res.errors).toBeUndefined();
    expect(res.data!.camera.liveImageUrl).toBe(`/readmin/cameras/${camera}/live_image.jpg`);
    const image = await fetch(server.url + res.data!.camera.liveImageUrl, { headers: { cookie: admin.cookieHeader() } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const anonymous = await fetch(server.url + res.data!.camera.liveImageUrl);
    expect(anonymous.status).toBe(401);
  });

  it('answers an out-of-scope camera or venue server as null, on the query and the route', async () => {
    // The demo venue admin administers Lakeside Stadium only.
    const cam = await venueAdmin.request<{ camera: unknown }>(LIVE_IMAGE, { id: camera });
    expect(cam.errors).toBeUndefined();
    expect(cam.data!.camera).toBeNull();
    const image = await fetch(`${server.url}/readmin/cameras/${camera}/live_image.jpg`, { headers: { cookie: venueAdmin.cookieHeader() } });
    expect(image.status).toBe(404);
    const vs = await venueAdmin.request<{ venueServer: unknown }>(VENUE_SERVER, { id: dhscServer });
    expect(vs.errors).toBeUndefined();
    expect(vs.data!.venueServer).toBeNull();
  });

  it("returns a venue server's SMART state and status entries", async () => {
    type Server = { id: string; smartState: string; statusEntries: { section: string; label: string; value: string }[] };
    const res = await orgAdmin.request<{ venueServer: Server }>(VENUE_SERVER, { id: dhscServer });
    expect(res.errors).toBeUndefined();
    expect(res.data!.venueServer.id).toBe(dhscServer);
    expect(res.data!.venueServer.smartState).toContain('PASSED');
    expect(res.data!.venueServer.statusEntries.length).toBeGreaterThan(0);
    expect(Object.keys(res.data!.venueServer.statusEntries[0]).sort()).toEqual(['label', 'section', 'value']);
  });
});
