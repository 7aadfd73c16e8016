import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { openTestDatabase, requirePostgres } from '../support/testServer.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { parseCsv } from '../support/csv.ts';
import { REQUEST_RESET_PASSWORD } from '../../src/shared/publicApi/passwordReset.ts';
import { addBenchGames } from '../../scripts/benchSeed.ts';
import type { Database } from '../../src/server/db/database.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ME = '{ currentUser { email } }';
const RENAME_COURT = 'mutation($input: CourtsUpdateInput!) { courtsUpdate(input: $input) { id name } }';
const COURT_NAME = 'query { readminObject(typename: "Court", id: "1") { readminName } }';
const EXPORT = `mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }`;
const STATUS = `query($id: ID!) { readminCsvExport(id: $id) { state exportedRows errorMessage } }`;
const DOWNLOAD = `mutation($id: ID!) { readminCsvExportDownload(input: { readminCsvExportId: $id }) { csvStr } }`;
const UPDATE_LOGO = 'mutation($id: ID!, $logo: FileUploadInput) { orgsUpdate(input: { ids: [$id], attributes: { logo: $logo } }) { id } }';
const LOGO = 'query { readminObject(typename: "Org", id: "2") { readminLogoUrl ... on Org { logo { url } } } }';
const INVALID = 'Invalid email or password.';
/** Games over the demo's: an export of all of them takes seconds, long enough to kill the process writing it. */
const GAMES = 150_000;
/** Export heartbeat in the processes: a dead one's export is taken over after six missed beats (6 s, not 30). */
const HEARTBEAT_MS = 1000;

type Status = { state: string; exportedRows: number; errorMessage: string | null };

/** Polls a condition; generous, the machine is busy. */
const until = <T>(read: () => Promise<T>, timeout = 60_000) => expect.poll(read, { timeout, interval: 100 });

const download = (process: ServerProcess, id: string, client: GraphqlClient) =>
  fetch(`${process.url}/readmin/csv_exports/${id}/download`, { headers: { cookie: client.cookieHeader(), 'accept-encoding': 'identity' } });

/**
 * Three real server processes (src/server/main.ts, as `npm start` runs it) on one PostgreSQL
 * database behave as one server: sessions, CSRF, sign-in throttling, exports, uploads and jobs are all in the
 * database; a kill -9 loses no acknowledged write, and another process finishes the export it was writing.
 * PostgreSQL only (an embedded PGlite belongs to one process); without it this test fails rather than skips.
 */
describe('three server processes on one PostgreSQL database', () => {
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', undefined, await requirePostgres());
    // Started together on an empty database: one migrates and seeds while the others wait (db/startupLock.ts).
    [a, b, c] = await Promise.all(
      ['readmin-a', 'readmin-b', 'readmin-c'].map((name) => startServerProcess(name, database.url!, { EXPORT_HEARTBEAT_MS: String(HEARTBEAT_MS) })),
    );
    const seeded = [a, b, c].filter((p) => p.output().includes('seeded demo data'));
    expect(seeded).toHaveLength(1);
    await addBenchGames(database.db, GAMES);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a, b, c].map((p) => p?.stop()));
    await database?.close();
  }, 120_000);

  it('shares sessions: signed in through A is signed in on B and C, signed out through B is signed out on A', async () => {
    const browser = await signedIn(a.url, DEMO_USERS.orgAdmin);
    for (const p of [a, b, c]) expect((await browser.at(p.url).request(ME)).data).toEqual({ currentUser: { email: DEMO_USERS.orgAdmin } });
    expect((await browser.at(b.url).request('mutation { logout(input: {}) { success } }')).errors).toBeUndefined();
    // A heard it through the database's NOTIFY, at once or a moment later; well within the 30 s a kept viewer lasts without news.
    await until(async () => (await browser.at(a.url).request(ME)).data, 10_000).toEqual({ currentUser: null });
  });

  it("accepts on B the CSRF token A's page issued, and refuses on C a missing or a wrong one", async () => {
    const browser = await signedIn(a.url, DEMO_USERS.admin);
    const onB = await browser.at(b.url).request(RENAME_COURT, { input: { ids: ['2'], attributes: { name: 'Renamed through B' } } });
    expect(onB.errors).toBeUndefined();
    const onC = browser.at(c.url);
    for (const csrf of [false, 'forged-token']) {
      const refused = await onC.request(RENAME_COURT, { input: { ids: ['2'], attributes: { name: 'Hijacked' } } }, { csrf });
      expect(refused.status).toBe(403);
      expect(refused.errors?.[0].extensions?.code).toBe('CSRF');
    }
    expect((await db().selectFrom('courts').select('name').where('id', '=', 2).executeTakeFirstOrThrow()).name).toBe('Renamed through B');
  });

  it('counts failed sign-ins on A, B and C together: ten spread over the three spend the account budget', async () => {
    // Ten per account (DEFAULT_LOGIN_THROTTLE): each process alone saw at most four, under its budget.
    for (let i = 0; i < 10; i++) {
      const wrong = await new GraphqlClient([a, b, c][i % 3].url).login(DEMO_USERS.partnerAdmin, 'not-the-password');
      expect(wrong.errors?.[0].message).toBe(INVALID);
    }
    const right = await new GraphqlClient(c.url).login(DEMO_USERS.partnerAdmin);
    expect(right.errors?.[0].message).toBe(INVALID);
    expect(right.data?.login ?? null).toBeNull();
    expect(c.output()).toContain('password check throttled');
  });

  it('runs an export asked on A in the shared queue, and serves its file through C with the same rows', async () => {
    const asker = await signedIn(a.url, DEMO_USERS.orgAdmin);
    const { data, errors } = await asker.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Leagues', timeZone: 'UTC', gqlVariables: { typename: 'League', orgId: '1' } },
    });
    expect(errors).toBeUndefined();
    const id = data!.exportReadminObjectsCsv.id;
    const onB = asker.at(b.url);
    await until(async () => (await onB.request<{ readminCsvExport: Status }>(STATUS, { id })).data!.readminCsvExport.state).toBe('completed');
    const written = (await asker.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;
    const res = await download(c, id, asker);
    expect(res.status).toBe(200);
    const served = await res.text();
    expect(served).toBe(written);
    const leagues = await db().selectFrom('leagues').select('id').where('org_id', '=', 1).orderBy('id').execute();
    const ids = parseCsv(served)
      .slice(1)
      .map((row) => Number(row[0]))
      .sort((x, y) => x - y);
    expect(ids).toEqual(leagues.map((l) => l.id));
  });

  it('serves through B a logo uploaded through A, the file and its thumbnail', async () => {
    const admin = await signedIn(a.url, DEMO_USERS.admin);
    const bytes = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    const res = await admin.request(UPDATE_LOGO, {
      id: '2',
      logo: { name: 'shared-logo.png', size: bytes.length, base64: bytes.toString('base64') },
    });
    expect(res.errors).toBeUndefined();
    const onB = admin.at(b.url);
    const shown = (await onB.request<{ readminObject: { readminLogoUrl: string; logo: { url: string } } }>(LOGO)).data!.readminObject;
    const file = await onB.get(shown.logo.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await onB.get(shown.readminLogoUrl);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 200 });
  });

  it('finishes on B and C a Facebook connect started on A (the pending consent is in the browser, not in A)', async () => {
    const browser = await signedIn(a.url, DEMO_USERS.orgAdmin);
    const hops: string[] = [];
    let res = await browser.get('/readmin/facebook/connect?returnTo=/readmin/live_streams/1');
    for (const next of [b, c]) {
      expect(res.status).toBe(302);
      hops.push(res.headers.get('location')!);
      res = await browser.at(next.url).get(hops.at(-1)!);
    }
    expect(hops[0]).toMatch(/^\/readmin\/facebook\/local_consent\?state=/);
    expect(res.headers.get('location')).toBe('/readmin/live_streams/1?facebook=connected');
    expect(await (await browser.get('/readmin/facebook/account')).json()).toMatchObject({ connected: true, email: DEMO_USERS.orgAdmin });
  });

  it('runs a job queued through B once, not once per process', async () => {
    const visitor = new GraphqlClient(b.url);
    await visitor.loadPage();
    const asked = await visitor.request(REQUEST_RESET_PASSWORD, { input: { email: DEMO_USERS.noRoles } });
    expect(asked.errors).toBeUndefined();
    const jobs = () =>
      sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = 'password-reset-request' AND data->>'email' = ${DEMO_USERS.noRoles}`
        .execute(db())
        .then((r) => r.rows.map((j) => j.state));
    await until(jobs).toEqual(['completed']);
    const mails = await db().selectFrom('outbox_messages').select('subject').where('recipient', '=', DEMO_USERS.noRoles).execute();
    expect(mails).toEqual([{ subject: 'Reset your password' }]);
  });

  it('survives a kill -9: no acknowledged write is lost, and another process finishes the export it was writing', async () => {
    const admin = await signedIn(a.url, DEMO_USERS.admin);
    const started = Date.now();
    const { data } = await admin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'All games', timeZone: 'UTC', gqlVariables: { typename: 'Game' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    // The process writing it: its COPY shows in pg_stat_activity under its application_name.
    const writer = async () =>
      (
        await sql<{ application_name: string }>`SELECT application_name FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE 'COPY (%'`.execute(db())
      ).rows[0]?.application_name;
    await until(writer, 120_000).toMatch(/^readmin-[abc]$/);
    const writing = await writer();
    const victim = [a, b, c].find((p) => p.name === writing)!;
    // A write the victim acknowledged just before it dies.
    const acknowledged = await admin
      .at(victim.url)
      .request(RENAME_COURT, { input: { ids: ['1'], attributes: { name: `Written by ${victim.name}` } } });
    expect(acknowledged.errors).toBeUndefined();
    await victim.kill('SIGKILL');
    const killedAt = Date.now();

    const survivor = [a, b, c].find((p) => p !== victim)!;
    const onSurvivor = admin.at(survivor.url);
    expect((await onSurvivor.request<{ readminObject: { readminName: string } }>(COURT_NAME)).data!.readminObject.readminName).toBe(
      `Written by ${victim.name}`,
    );
    await until(async () => (await onSurvivor.request<{ readminCsvExport: Status }>(STATUS, { id })).data!.readminCsvExport.state, 240_000).toBe(
      'completed',
    );
    const finishedAt = Date.now();
    // The killed attempt did not finish it: the queue retried the job once, in a process still alive.
    const job = await sql<{ state: string; retry_count: number }>`SELECT j.state, j.retry_count FROM pgboss.job j
      JOIN readmin_csv_exports e ON e.job_id = j.id::text WHERE e.id = ${Number(id)}`.execute(db());
    expect(job.rows[0].retry_count).toBeGreaterThanOrEqual(1);
    const res = await download(survivor, id, admin);
    expect(res.status).toBe(200);
    const ids = parseCsv(await res.text())
      .slice(1)
      .map((row) => Number(row[0]))
      .sort((x, y) => x - y);
    const games = await db().selectFrom('games').select('id').orderBy('id').execute();
    expect(ids.length).toBe(games.length);
    expect(ids).toEqual(games.map((g) => g.id));
    console.log(
      `kill -9 of ${victim.name} mid-export of ${games.length} games: taken over and completed ${((finishedAt - killedAt) / 1000).toFixed(1)} s after the kill ` +
        `(${((finishedAt - started) / 1000).toFixed(1)} s after it was asked; heartbeat ${HEARTBEAT_MS} ms)`,
    );
  }, 400_000);
});
