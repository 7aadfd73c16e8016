import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { installed, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { CHUNK_BYTES } from '../../src/server/exports/exportChunks.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { startJobs } from '../../src/server/startJobs.ts';
import { EXPORT_JOB_OPTIONS, EXPORT_QUEUE } from '../../src/server/exports/exportService.ts';
import { PGLITE_BATCH } from '../../src/server/exports/writeCsv.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { withEngineTables } from '../../src/server/db/engineTables.ts';

const EXPORT = `mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }`;
const STATUS = `query($id: ID!) { readminCsvExport(id: $id) { id state exportedRows reportSize filename errorMessage createdAt timeZone } }`;
const DOWNLOAD = `mutation($id: ID!) { readminCsvExportDownload(input: { readminCsvExportId: $id }) { csvStr filename } }`;

type Status = {
  state: string;
  exportedRows: number;
  reportSize: number;
  filename: string;
  errorMessage: string | null;
  createdAt: string;
  timeZone: string;
};

/** The console's download: the streamed route, as the signed-in client (or no one). */
const downloadRoute = (baseUrl: string, id: string, client?: GraphqlClient) =>
  fetch(`${baseUrl}/readmin/csv_exports/${id}/download`, { headers: { cookie: client?.cookieHeader() ?? '', 'accept-encoding': 'identity' } });

/** Reads a response's body piece by piece, as a browser saving the file does. */
const bodyBytes = async (res: Response): Promise<Buffer> => {
  const pieces: Buffer[] = [];
  const reader = res.body!.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) pieces.push(Buffer.from(piece.value));
  return Buffer.concat(pieces);
};

const chunksOf = async (db: Database['db'], id: string) =>
  (
    await sql<{
      seq: number;
      size: number;
    }>`SELECT seq, length(bytes) AS size FROM readmin_csv_export_chunks WHERE export_id = ${Number(id)} ORDER BY seq`.execute(db)
  ).rows;

const waitFor = async (client: GraphqlClient, id: string, done = (s: Status) => s.state === 'completed' || s.state === 'failed'): Promise<Status> => {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const status = (await client.request<{ readminCsvExport: Status }>(STATUS, { id })).data!.readminCsvExport;
    if (done(status)) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('export did not finish');
};

describe.each(TEST_DATABASES)('CSV exports on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let admin: GraphqlClient;
  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    admin = await signedIn(server.url, DEMO_USERS.admin);
  });
  afterAll(() => server.close());

  it('exports exactly the filtered rows, in list order, formatted as the console shows them', async () => {
    const filterBar = {
      scopeFilter: 'completed',
      orderOption: 'oldest',
      dateRange: { start: '2026-09-01', end: '2026-09-30', timeZone: 'Australia/Sydney' },
    };
    const list = await orgAdmin.request<{ readminObjects: { id: string; readminName: string }[] }>(
      'query($bar: FilterBarInput) { readminObjects(typename: "Game", orgId: "1", filterBar: $bar, limit: 1000) { id readminName } }',
      { bar: filterBar },
    );
    const expected = list.data!.readminObjects;
    expect(expected.length).toBeGreaterThan(3);

    const { data, errors } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Games export', timeZone: 'Australia/Sydney', gqlVariables: { typename: 'Game', orgId: '1', filterBar } },
    });
    expect(errors).toBeUndefined();
    const id = data!.exportReadminObjectsCsv.id;
    const status = await waitFor(orgAdmin, id);
    expect(status).toMatchObject({ state: 'completed', exportedRows: expected.length, errorMessage: null });
    // The file names its zone, and its stamp is the request's time there (Sydney is 10 or 11 hours ahead of UTC).
    expect(status.timeZone).toBe('Australia/Sydney');
    const sydney = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(status.createdAt))
      .replace(/[-:]/g, '')
      .replace(', ', '-');
    expect(status.filename).toBe(`games-export-${sydney}-australia-sydney.csv`);

    const download = (await orgAdmin.request<{ readminCsvExportDownload: { csvStr: string; filename: string } }>(DOWNLOAD, { id })).data!
      .readminCsvExportDownload;
    expect(Buffer.byteLength(download.csvStr)).toBe(status.reportSize);
    const [header, ...rows] = parseCsv(download.csvStr);
    expect(header.slice(0, 4)).toEqual(['ID', 'Organisation', 'League', 'Court']);
    expect(rows.map((r) => r[0])).toEqual(expected.map((g) => g.id));
    const homeTeam = header.indexOf('Home team');
    expect(expected[0].readminName.startsWith(rows[0][homeTeam])).toBe(true);
    const playedAt = rows[0][header.indexOf('Played at (Australia/Sydney)')];
    expect(playedAt).toMatch(/^2026-09-\d\d \d\d:\d\d:\d\d$/);
  });

  it('exports only rows the asker may read', async () => {
    const { data } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Courts', timeZone: 'UTC', gqlVariables: { typename: 'Court' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    expect((await waitFor(orgAdmin, id)).state).toBe('completed');
    const csv = (await orgAdmin.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;
    const ids = parseCsv(csv)
      .slice(1)
      .map((r) => Number(r[0]))
      .sort((a, b) => a - b);
    const own = await server.database.db.selectFrom('courts').select('id').where('org_id', '=', 1).orderBy('id').execute();
    expect(ids).toEqual(own.map((c) => c.id));
    // Exports are private: another user can neither see nor download it.
    expect((await admin.request(STATUS, { id })).data).toEqual({ readminCsvExport: null });
    expect((await admin.request(DOWNLOAD, { id })).errors?.[0].message).toBe('No such export.');
  });

  it('streams the file through the download route: the same bytes as the GraphQL download, to its owner only', async () => {
    const { data } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Leagues and more', timeZone: 'UTC', gqlVariables: { typename: 'League', orgId: '1' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    const status = await waitFor(orgAdmin, id);
    expect(status.state).toBe('completed');
    const csv = (await orgAdmin.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;

    const res = await downloadRoute(server.url, id, orgAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${status.filename.replace(/\./g, '\\.')}"`));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(res.headers.get('content-length'))).toBe(status.reportSize);
    const bytes = await bodyBytes(res);
    expect(bytes.length).toBe(status.reportSize);
    expect(bytes.toString('utf8')).toBe(csv);

    // Another user's export is not found, as is a missing one or a bad id; no session is a 401.
    expect((await downloadRoute(server.url, id, admin)).status).toBe(404);
    expect((await downloadRoute(server.url, '999999', orgAdmin)).status).toBe(404);
    expect((await downloadRoute(server.url, 'x1', orgAdmin)).status).toBe(404);
    const signedOut = await downloadRoute(server.url, id);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'Sign in to download.' });
  });

  it('emails the asker when the export is ready, through the outbox', async () => {
    const mails = await server.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', DEMO_USERS.orgAdmin)
      .where('subject', '=', 'Your export is ready: Games export')
      .execute();
    expect(mails).toHaveLength(1);
    // No SMTP server in this test: the message waits in the outbox, whole.
    expect(mails[0]).toMatchObject({ status: 'outbox', sent_at: null, error: null });
    // The body, then the asker's own email preferences link (every email to a user carries one).
    expect(mails[0].text).toMatch(
      /^\d+ rows are ready to download at http:\/\/localhost\/readmin\/csv_exports\/\d+\n\n--\n.*http:\/\/localhost\/unsubscribe\?token=\S+\n$/,
    );
    expect(mails[0].raw).toMatch(/^To: orgadmin@example\.com\r$/m);
    expect(mails[0].raw).toMatch(/^Subject: Your export is ready: Games export\r$/m);
  });

  it('writes option labels, not stored values, as the console shows them', async () => {
    const { data } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Leagues', timeZone: 'UTC', gqlVariables: { typename: 'League', orgId: '1' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    expect((await waitFor(orgAdmin, id)).state).toBe('completed');
    const csv = (await orgAdmin.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;
    const [header, ...rows] = parseCsv(csv);
    const stored = await server.database.db.selectFrom('leagues').select(['id', 'sport', 'gender']).where('org_id', '=', 1).execute();
    const byId = new Map(stored.map((l) => [String(l.id), l]));
    expect(rows.length).toBe(stored.length);
    // Sport comes from the sports option source, gender from the field's own options.
    const labels: Record<string, string> = { basketball: 'Basketball', netball: 'Netball', female: 'Female', male: 'Male', mixed: 'Mixed' };
    for (const row of rows) {
      const league = byId.get(row[0])!;
      expect(row[header.indexOf('Sport')]).toBe(labels[league.sport as string]);
      expect(row[header.indexOf('Gender')]).toBe(league.gender === null ? '' : labels[league.gender as string]);
    }
  });

  it('refuses a bad request before queueing anything', async () => {
    const before = await withEngineTables(server.database.db).selectFrom('readmin_csv_exports').select('id').execute();
    const res = await orgAdmin.request(EXPORT, {
      input: { title: 'x', timeZone: 'Nowhere/Special', gqlVariables: { typename: 'Game', filterBar: { filtersHash: { colour: 'red' } } } },
    });
    expect(res.errors?.[0].message).toBe("'Nowhere/Special' is not a known time zone");
    const bad = await orgAdmin.request(EXPORT, {
      input: { title: 'x', timeZone: 'UTC', gqlVariables: { typename: 'Game', filterBar: { filtersHash: { colour: 'red' } } } },
    });
    expect(bad.errors?.[0].message).toBe("Games have no filter named 'colour'");
    const noRights = await orgAdmin.request(EXPORT, { input: { title: 'x', timeZone: 'UTC', gqlVariables: { typename: 'User' } } });
    expect(noRights.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await withEngineTables(server.database.db).selectFrom('readmin_csv_exports').select('id').execute()).toHaveLength(before.length);
  });

  it(`exports 50,000 rows (more than one batch of ${PGLITE_BATCH}) completely, in chunks, and streams them whole`, async () => {
    await sql`INSERT INTO people (first_name, last_name, org_id, email)
      SELECT 'Bulk', 'Person ' || n, 1, 'bulk' || n || '@example.org' FROM generate_series(1, ${PGLITE_BATCH * 10 + 17}) AS n`.execute(
      server.database.db,
    );
    const total = (
      await server.database.db
        .selectFrom('people')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const { data } = await admin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Everyone', timeZone: 'UTC', gqlVariables: { typename: 'Person', filterBar: { orderOption: 'name' } } },
    });
    const status = await waitFor(admin, data!.exportReadminObjectsCsv.id);
    expect(status).toMatchObject({ state: 'completed', exportedRows: total });
    const csv = (await admin.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id: data!.exportReadminObjectsCsv.id })).data!
      .readminCsvExportDownload.csvStr;
    const ids = parseCsv(csv)
      .slice(1)
      .map((r) => r[0]);
    expect(new Set(ids).size).toBe(total);
    // Several chunks of exactly CHUNK_BYTES but the last, numbered from 0, adding up to the file.
    const chunks = await chunksOf(server.database.db, data!.exportReadminObjectsCsv.id);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    expect(chunks.slice(0, -1).every((c) => c.size === CHUNK_BYTES)).toBe(true);
    expect(chunks.reduce((sum, c) => sum + c.size, 0)).toBe(status.reportSize);

    const res = await downloadRoute(server.url, data!.exportReadminObjectsCsv.id, admin);
    expect(Number(res.headers.get('content-length'))).toBe(status.reportSize);
    const bytes = await bodyBytes(res);
    expect(bytes.length).toBe(status.reportSize);
    expect(bytes.equals(Buffer.from(csv))).toBe(true);
  });

  it('deletes an export and its file', async () => {
    const { data } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Teams', timeZone: 'UTC', gqlVariables: { typename: 'Team' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    await waitFor(orgAdmin, id);
    expect((await chunksOf(server.database.db, id)).length).toBeGreaterThan(0);
    const res = await orgAdmin.request('mutation($id: ID!) { readminCsvExportDelete(input: { readminCsvExportId: $id }) { id } }', { id });
    expect(res.data).toEqual({ readminCsvExportDelete: { id } });
    expect(await chunksOf(server.database.db, id)).toEqual([]);
    expect((await orgAdmin.request(STATUS, { id })).data).toEqual({ readminCsvExport: null });
    expect((await downloadRoute(server.url, id, orgAdmin)).status).toBe(404);
  });
});

describe.each(TEST_DATABASES)('an export cut short by a restart on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('is retried after the restart and completes', async () => {
    const options = { publicUrl: 'http://localhost', smtpUrl: '', scheduled: false };
    // The first process takes the job and dies before finishing it.
    const first = await startJobs(server.database, installed, { ...options, work: false });
    const row = await withEngineTables(server.database.db)
      .insertInto('readmin_csv_exports')
      .values({
        user_id: 1,
        title: 'Leagues',
        typename: 'League',
        variables: '{}',
        time_zone: 'UTC',
        filename: 'leagues.csv',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await first.deps.boss.send(EXPORT_QUEUE, { exportId: row.id }, EXPORT_JOB_OPTIONS);
    await withEngineTables(server.database.db).updateTable('readmin_csv_exports').set({ job_id: jobId }).where('id', '=', row.id).execute();
    const [taken] = await first.deps.boss.fetch(EXPORT_QUEUE);
    expect(taken.id).toBe(jobId);
    // What the dying attempt had written of the file before it died.
    await sql`INSERT INTO readmin_csv_export_chunks (export_id, seq, bytes) VALUES (${row.id}, 0, ${Buffer.from('half a')}), (${row.id}, 1, ${Buffer.from('file')})`.execute(
      server.database.db,
    );
    await withEngineTables(server.database.db)
      .updateTable('readmin_csv_exports')
      .set({ state: 'exporting', exported_rows: 3, updated_at: sql`now() - interval '10 minutes'` })
      .where('id', '=', row.id)
      .execute();
    await first.stop(false);

    // The restarted process notices the silent export, has the queue retry it, and finishes it.
    const second = await startJobs(server.database, installed, options);
    try {
      let state = '';
      for (const deadline = Date.now() + 20_000; Date.now() < deadline && state !== 'completed' && state !== 'failed';) {
        await new Promise((r) => setTimeout(r, 25));
        state = (
          await withEngineTables(server.database.db)
            .selectFrom('readmin_csv_exports')
            .select('state')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow()
        ).state;
      }
      const done = await withEngineTables(server.database.db)
        .selectFrom('readmin_csv_exports')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      const leagues = await server.database.db.selectFrom('leagues').select('id').execute();
      expect(done).toMatchObject({ state: 'completed', exported_rows: leagues.length });
      // The dead attempt's file is not mixed into the retry's: one file, its size what the retry wrote.
      const chunks = await chunksOf(server.database.db, String(row.id));
      expect(chunks.reduce((sum, c) => sum + c.size, 0)).toBe(done.report_size);
    } finally {
      await second.stop();
    }
  });
});

/**
 * Several server processes on one database: an export written by one is downloaded through another, which
 * runs no export worker and has no folder in common with the first. PostgreSQL only: an embedded PGlite
 * belongs to one process.
 */
if (TEST_DATABASES.includes('postgres')) {
  describe('an export written by one server instance, downloaded through another, on postgres', () => {
    let first: TestServer;
    let secondDatabase: Database;
    let second: TestServer;
    beforeAll(async () => {
      first = await startTestServer({ kind: 'postgres', exports: true });
      secondDatabase = await openDatabase({ url: first.database.url });
      second = await startTestServer({ database: secondDatabase });
    });
    afterAll(async () => {
      await second.close();
      await secondDatabase.close();
      await first.close();
    });

    it('serves the same file through the second instance, by GraphQL and by the route', async () => {
      const asker = await signedIn(first.url, DEMO_USERS.orgAdmin);
      const { data } = await asker.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
        input: { title: 'Games', timeZone: 'UTC', gqlVariables: { typename: 'Game', orgId: '1' } },
      });
      const id = data!.exportReadminObjectsCsv.id;
      const status = await waitFor(asker, id);
      expect(status.state).toBe('completed');
      const written = (await asker.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;

      const elsewhere = await signedIn(second.url, DEMO_USERS.orgAdmin);
      expect(second.exports).toBeUndefined(); // no worker there: the first instance wrote it
      const viaGraphql = (await elsewhere.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload
        .csvStr;
      expect(viaGraphql).toBe(written);
      const res = await downloadRoute(second.url, id, elsewhere);
      expect(res.status).toBe(200);
      const bytes = await bodyBytes(res);
      expect(bytes.length).toBe(status.reportSize);
      expect(bytes.toString('utf8')).toBe(written);
    });
  });
}
