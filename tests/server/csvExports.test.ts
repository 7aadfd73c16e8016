import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/db/seed.ts';
import { startJobs } from '../../src/server/jobs/startJobs.ts';
import { EXPORT_JOB_OPTIONS, EXPORT_QUEUE } from '../../src/server/exports/exportService.ts';
import { PGLITE_BATCH } from '../../src/server/exports/writeCsv.ts';
import { parseCsv } from '../support/csv.ts';

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

const waitFor = async (client: GraphqlClient, id: string, done = (s: Status) => s.state === 'completed' || s.state === 'failed'): Promise<Status> => {
  for (let i = 0; i < 300; i++) {
    const status = (await client.request<{ readminCsvExport: Status }>(STATUS, { id })).data!.readminCsvExport;
    if (done(status)) return status;
    await new Promise((r) => setTimeout(r, 100));
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
    const before = await server.database.db.selectFrom('readmin_csv_exports').select('id').execute();
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
    expect(await server.database.db.selectFrom('readmin_csv_exports').select('id').execute()).toHaveLength(before.length);
  });

  it(`exports more rows than one batch (${PGLITE_BATCH}) completely`, async () => {
    await sql`INSERT INTO people (first_name, last_name, org_id, email)
      SELECT 'Bulk', 'Person ' || n, 1, 'bulk' || n || '@example.org' FROM generate_series(1, ${PGLITE_BATCH * 2 + 17}) AS n`.execute(
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
  });

  it('deletes an export and its file', async () => {
    const { data } = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'Teams', timeZone: 'UTC', gqlVariables: { typename: 'Team' } },
    });
    const id = data!.exportReadminObjectsCsv.id;
    await waitFor(orgAdmin, id);
    expect(readdirSync(join(server.filesDir!, 'exports'))).toContain(`${id}.csv`);
    const res = await orgAdmin.request('mutation($id: ID!) { readminCsvExportDelete(input: { readminCsvExportId: $id }) { id } }', { id });
    expect(res.data).toEqual({ readminCsvExportDelete: { id } });
    expect(readdirSync(join(server.filesDir!, 'exports'))).not.toContain(`${id}.csv`);
    expect((await orgAdmin.request(STATUS, { id })).data).toEqual({ readminCsvExport: null });
  });
});

describe.each(TEST_DATABASES)('an export cut short by a restart on %s', (kind) => {
  let server: TestServer;
  let files: string;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    files = mkdtempSync(join(tmpdir(), 'readmin-restart-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(files, { recursive: true, force: true });
  });

  it('is retried after the restart and completes', async () => {
    const options = { exportsDir: join(files, 'exports'), publicUrl: 'http://localhost', smtpUrl: '', scheduled: false };
    // The first process takes the job and dies before finishing it.
    const first = await startJobs(server.database, registry, { ...options, work: false });
    const row = await server.database.db
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
    await server.database.db.updateTable('readmin_csv_exports').set({ job_id: jobId }).where('id', '=', row.id).execute();
    const [taken] = await first.deps.boss.fetch(EXPORT_QUEUE);
    expect(taken.id).toBe(jobId);
    await server.database.db
      .updateTable('readmin_csv_exports')
      .set({ state: 'exporting', exported_rows: 3, updated_at: sql`now() - interval '10 minutes'` })
      .where('id', '=', row.id)
      .execute();
    await first.stop(false);

    // The restarted process notices the silent export, has the queue retry it, and finishes it.
    const second = await startJobs(server.database, registry, options);
    try {
      let state = '';
      for (let i = 0; i < 200 && state !== 'completed' && state !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        state = (await server.database.db.selectFrom('readmin_csv_exports').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state;
      }
      const done = await server.database.db.selectFrom('readmin_csv_exports').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      const leagues = await server.database.db.selectFrom('leagues').select('id').execute();
      expect(done).toMatchObject({ state: 'completed', exported_rows: leagues.length });
    } finally {
      await second.stop();
    }
  });
});
