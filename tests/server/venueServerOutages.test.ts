import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn } from '../support/graphqlClient.ts';
import { latestVersion } from '../support/auditTrail.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import sharp from 'sharp';
import { VENUE_API_COMMANDS, venueApiCameraSnapshot } from '../../src/shared/venueServerApi.ts';
import { openSilentOutages, SILENCE_BEFORE_OUTAGE_MS } from '../../src/server/features/venueServers/contactOutages.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';

/**
 * A venue server that talks to the platform and then falls silent has an outage, from its last contact until it
 * calls again; the outage email job takes it from there (emailPreferencesAndOutages.test.ts).
 */
describe.each(TEST_DATABASES)('venue server outages from its contact on %s', (kind) => {
  let server: TestServer;
  let serverId: number;
  let credential: string;
  const db = () => server.database.db;
  const openOutages = () => db().selectFrom('outages').selectAll().where('venue_server_id', '=', serverId).where('finished_at', 'is', null).execute();
  const call = () => fetch(new URL(VENUE_API_COMMANDS, server.url), { headers: { authorization: `Bearer ${credential}` } });
  const snapshot = async (takenAt: Date) =>
    fetch(new URL(`${venueApiCameraSnapshot('cam-dhsc-court1')}?takenAt=${takenAt.toISOString()}`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
          .jpeg()
          .toBuffer(),
      ),
    });
  const openCameraOutages = () =>
    db()
      .selectFrom('outages')
      .innerJoin('cameras', 'cameras.id', 'outages.camera_id')
      .selectAll('outages')
      .where('cameras.camera_id', '=', 'cam-dhsc-court1')
      .where('outages.finished_at', 'is', null)
      .execute();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const row = await db().selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow();
    serverId = row.id;
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const issued = await admin.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: String(serverId) } });
    credential = issued.data!.venueServerIssueCredential.credential;
    await db().deleteFrom('outages').where('venue_server_id', '=', serverId).execute();
  });
  afterAll(() => server.close());

  it('opens an outage from the last contact of a server silent too long, once, and ends it when the server calls', async () => {
    expect((await call()).status).toBe(200);
    const { last_contact_at: contact } = await db()
      .selectFrom('venue_servers')
      .select('last_contact_at')
      .where('id', '=', serverId)
      .executeTakeFirstOrThrow();
    expect(contact).toBeInstanceOf(Date);

    // Still within the silence allowed: no outage.
    await openSilentOutages(db(), registry, new Date(contact!.getTime() + SILENCE_BEFORE_OUTAGE_MS - 1000));
    expect(await openOutages()).toEqual([]);

    const later = new Date(contact!.getTime() + SILENCE_BEFORE_OUTAGE_MS + 60_000);
    expect(await openSilentOutages(db(), registry, later)).toBeGreaterThanOrEqual(1);
    const [outage] = await openOutages();
    expect(outage).toMatchObject({ kind: 'venue_server', started_at: contact, finished_at: null });
    expect(outage.details).toMatch(/^No contact from venue server dhsc-vs-01 since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/);
    expect(await latestVersion(db(), 'Outage', outage.id)).toMatchObject({ event: 'create', via: 'job' });
    // A second run, or a second process, finds it open and opens no other.
    await openSilentOutages(db(), registry, later);
    expect(await openOutages()).toHaveLength(1);

    expect((await call()).status).toBe(200);
    expect(await openOutages()).toEqual([]);
    const ended = await db().selectFrom('outages').selectAll().where('id', '=', outage.id).executeTakeFirstOrThrow();
    expect(ended.finished_at!.getTime()).toBeGreaterThan(contact!.getTime());
    expect(await latestVersion(db(), 'Outage', outage.id)).toMatchObject({ event: 'update', via: 'venue server' });
  });

  it("opens a camera's outage when its server still calls but its snapshots stopped, and ends it with the next snapshot", async () => {
    const now = new Date();
    const stale = new Date(now.getTime() - SILENCE_BEFORE_OUTAGE_MS - 60_000);
    expect((await snapshot(stale)).status).toBe(200);
    expect((await call()).status).toBe(200);
    await openSilentOutages(db(), registry, now);
    const [outage, ...more] = await openCameraOutages();
    expect(more).toEqual([]);
    expect(outage).toMatchObject({ kind: 'camera', started_at: stale, finished_at: null });
    expect(outage.details).toMatch(/^No snapshot from camera cam-dhsc-court1 since .+ UTC\.$/);
    // Its server is not out: the outage is the camera's alone.
    expect(await openOutages()).toEqual([]);

    expect((await snapshot(new Date())).status).toBe(200);
    expect(await openCameraOutages()).toEqual([]);
    expect(await latestVersion(db(), 'Outage', outage.id)).toMatchObject({ event: 'update', via: 'venue server' });
  });
});
