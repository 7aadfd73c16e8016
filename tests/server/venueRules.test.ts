import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_VENUE =
  'mutation($input: AddVenueInput!) { addVenue(input: $input) { id awsRegion maxConcurrentLiveStreams allowCameraPreview timeZone } }';
const UPDATE_VENUES = 'mutation($input: VenuesUpdateInput!) { venuesUpdate(input: $input) { id } }';
const ADD_BLOCK = 'mutation($input: AddRecordingBlockInput!) { addRecordingBlock(input: $input) { id weekdays durationSeconds } }';
const ADD_EXCEPTION = 'mutation($input: AddRecordingBlockExceptionDateInput!) { addRecordingBlockExceptionDate(input: $input) { id } }';
const ADD_DEVICE = 'mutation($input: AddNetworkDeviceInput!) { addNetworkDevice(input: $input) { id model } }';

/**
 * Venue management rules of spec 002 §5 and §6 on the API alone: venues (AWS region from the cloud regions,
 * max concurrent live streams ≥ 0, camera preview, time zone), recording blocks (weekdays 0–6, ending by
 * midnight, 3600 s by default), exception dates and network devices (a model of the server's list); all
 * full-admin only, so organisation and venue admins are refused even at their own venues.
 */
describe.each(TEST_DATABASES)('venue rules on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let venue: { id: string; org: string; city: string };
  const db = () => server.database.db;
  const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db())).rows[0].n;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    // The venue admin's own venue (in the organisation admin's organisation).
    const row = (
      await sql<{
        id: number;
        org_id: number;
        city_id: number;
      }>`SELECT v.id, v.org_id, v.city_id FROM venues v JOIN venue_admins va ON va.venue_id = v.id
        JOIN users u ON u.id = va.user_id WHERE u.email = ${DEMO_USERS.venueAdmin} LIMIT 1`.execute(db())
    ).rows[0];
    venue = { id: String(row.id), org: String(row.org_id), city: String(row.city_id) };
  });
  afterAll(() => server.close());

  const venueInput = () => ({
    name: 'Harbour Arena',
    orgId: venue.org,
    cityId: venue.city,
    timeZone: 'Pacific/Auckland',
    awsRegion: 'ap-southeast-2',
  });

  it('adds a venue with the defaults of §3 and §9, and refuses a missing or unknown region, a negative limit and an unknown zone', async () => {
    const made = await admin.request<{ addVenue: Record<string, unknown> }>(ADD_VENUE, { input: venueInput() });
    expect(made.errors).toBeUndefined();
    expect(made.data!.addVenue).toMatchObject({
      awsRegion: 'ap-southeast-2',
      maxConcurrentLiveStreams: 1,
      allowCameraPreview: true,
      timeZone: 'Pacific/Auckland',
    });
    const bad = await admin.request(ADD_VENUE, {
      input: { ...venueInput(), awsRegion: 'mars-north-1', maxConcurrentLiveStreams: -1, timeZone: 'Mars/Olympus' },
    });
    expect(problemsOf(bad).map((p) => p.field)).toEqual(expect.arrayContaining(['awsRegion', 'maxConcurrentLiveStreams', 'timeZone']));
    expect(problemsOf(bad).find((p) => p.field === 'maxConcurrentLiveStreams')!.message).toBe('Max concurrent live streams must be at least 0');
    const missing = await admin.request(ADD_VENUE, { input: { ...venueInput(), awsRegion: null, maxConcurrentLiveStreams: null } });
    expect(problemsOf(missing)).toEqual(
      expect.arrayContaining([
        { field: 'awsRegion', message: 'AWS Region is required' },
        { field: 'maxConcurrentLiveStreams', message: 'Max concurrent live streams is required' },
      ]),
    );
    const zero = await admin.request<{ addVenue: { maxConcurrentLiveStreams: number } }>(ADD_VENUE, {
      input: { ...venueInput(), name: 'No streams', maxConcurrentLiveStreams: 0, allowCameraPreview: false },
    });
    expect(zero.data!.addVenue.maxConcurrentLiveStreams).toBe(0);
  });

  it('refuses organisation and venue admins adding or editing a venue, even their own', async () => {
    const before = await count('venues');
    for (const client of [orgAdmin, venueAdmin]) {
      expect((await client.request(ADD_VENUE, { input: venueInput() })).errors?.[0].message).toBeDefined();
      const edit = await client.request(UPDATE_VENUES, { input: { ids: [venue.id], attributes: { allowCameraPreview: false } } });
      expect(edit.errors?.[0].message).toBeDefined();
    }
    expect(await count('venues')).toBe(before);
    const stored = await db().selectFrom('venues').select('allow_camera_preview').where('id', '=', Number(venue.id)).executeTakeFirstOrThrow();
    expect(stored.allow_camera_preview).toBe(true);
  });

  it('takes recording block weekdays 0–6 once each, and a block that ends by midnight', async () => {
    const base = { venueId: venue.id, name: 'Late games', recordingBlockType: 'ensure_recording', startDate: '2026-12-01', startTime: '23:00:00' };
    const made = await admin.request<{ addRecordingBlock: { id: string; weekdays: string[]; durationSeconds: number } }>(ADD_BLOCK, {
      input: { ...base, weekdays: ['1', '3'] },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data!.addRecordingBlock).toMatchObject({ weekdays: ['1', '3'], durationSeconds: 3600 });
    expect(problemsOf(await admin.request(ADD_BLOCK, { input: { ...base, weekdays: ['7'] } }))).toEqual([
      { field: 'weekdays', message: 'Weekdays entries must be among 0, 1, 2, 3, 4, 5, 6' },
    ]);
    expect(problemsOf(await admin.request(ADD_BLOCK, { input: { ...base, weekdays: ['1', '1'] } }))).toEqual([
      { field: 'weekdays', message: 'Weekdays entries must not repeat' },
    ]);
    expect(problemsOf(await admin.request(ADD_BLOCK, { input: { ...base, startTime: '23:30:00' } }))).toEqual([
      { field: 'durationSeconds', message: 'End time must not be before start time: the block must end by midnight of the day it starts.' },
    ]);
    // Exception dates of the block: full admins only.
    const exception = { recordingBlockId: made.data!.addRecordingBlock.id, name: 'Christmas', date: '2026-12-25' };
    expect((await admin.request(ADD_EXCEPTION, { input: exception })).errors).toBeUndefined();
    expect(problemsOf(await admin.request(ADD_EXCEPTION, { input: { ...exception, date: '2026-13-01' } }))[0].field).toBe('date');
    for (const client of [orgAdmin, venueAdmin]) {
      expect(
        (await client.request(ADD_EXCEPTION, { input: { ...exception, name: 'Boxing Day', date: '2026-12-26' } })).errors?.[0].message,
      ).toBeDefined();
      expect((await client.request(ADD_BLOCK, { input: base })).errors?.[0].message).toBeDefined();
    }
    expect(await count('recording_block_exception_dates')).toBe(
      Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM recording_block_exception_dates WHERE name <> 'Boxing Day'`.execute(db())).rows[0].n,
      ),
    );
  });

  it("takes a network device model only from the server's list, from full admins only", async () => {
    const ok = await admin.request<{ addNetworkDevice: { model: string } }>(ADD_DEVICE, {
      input: { model: 'ubiquiti-usw-24-poe', venueId: venue.id },
    });
    expect(ok.data!.addNetworkDevice.model).toBe('ubiquiti-usw-24-poe');
    expect(problemsOf(await admin.request(ADD_DEVICE, { input: { model: 'toaster', venueId: venue.id } }))[0].field).toBe('model');
    expect(problemsOf(await admin.request(ADD_DEVICE, { input: { venueId: venue.id } }))).toEqual([{ field: 'model', message: 'Model is required' }]);
    for (const client of [orgAdmin, venueAdmin])
      expect((await client.request(ADD_DEVICE, { input: { model: 'ubiquiti-usw-24-poe', venueId: venue.id } })).errors?.[0].message).toBeDefined();
  });
});
