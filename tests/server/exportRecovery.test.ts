import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installed, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { startJobs } from '../../src/server/startJobs.ts';
import { EXPORT_JOB_OPTIONS, EXPORT_QUEUE } from '../../src/server/exports/exportService.ts';
import { recoverExports, STALE_AFTER_MS } from '../../src/server/exports/recovery.ts';
import { withEngineTables } from '../../src/server/db/engineTables.ts';

/**
 * Recovery reads the unfinished exports, then asks the queue about each. An export its worker completes in between
 * (as in the scoping matrix, whose exports run back to back) must stay completed, not be marked failed; and an
 * export whose request is still queueing it (its row is written before its job is sent) is not lost either.
 */
describe.each(TEST_DATABASES)('export recovery racing a worker on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, seed: false });
  });
  afterAll(() => server.close());

  it('leaves an export its request is queueing alone, and fails one whose job was never sent', async () => {
    const db = withEngineTables(server.database.db);
    const jobs = await startJobs(server.database, installed, { publicUrl: 'http://localhost', smtpUrl: '', work: false });
    try {
      const user = await db.insertInto('users').values({ email: 'queueing@example.com', admin: true }).returning('id').executeTakeFirstOrThrow();
      const row = await db
        .insertInto('readmin_csv_exports')
        .values({ user_id: user.id, title: 'Teams', typename: 'Team', variables: '{}', time_zone: 'UTC', filename: 'teams.csv' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stateOf = () =>
        db.selectFrom('readmin_csv_exports').select(['state', 'error_message']).where('id', '=', row.id).executeTakeFirstOrThrow();
      await recoverExports(jobs.deps);
      expect(await stateOf()).toEqual({ state: 'pending', error_message: null });
      // Its request died between the row and the job: after a while the export says so.
      await db
        .updateTable('readmin_csv_exports')
        .set({ updated_at: new Date(Date.now() - STALE_AFTER_MS - 1000) })
        .where('id', '=', row.id)
        .execute();
      await recoverExports(jobs.deps);
      expect(await stateOf()).toEqual({ state: 'failed', error_message: 'The export was never queued.' });
    } finally {
      await jobs.stop();
    }
  });

  it('leaves an export completed while it looked is completed', async () => {
    const db = withEngineTables(server.database.db);
    const jobs = await startJobs(server.database, installed, {
      publicUrl: 'http://localhost',
      smtpUrl: '',
      work: false,
    });
    try {
      const user = await db.insertInto('users').values({ email: 'exporter@example.com', admin: true }).returning('id').executeTakeFirstOrThrow();
      const row = await db
        .insertInto('readmin_csv_exports')
        .values({
          user_id: user.id,
          title: 'Leagues',
          typename: 'League',
          variables: '{}',
          time_zone: 'UTC',
          filename: 'leagues.csv',
          state: 'exporting',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const boss = jobs.deps.boss;
      const jobId = (await boss.send(EXPORT_QUEUE, { exportId: row.id }, EXPORT_JOB_OPTIONS))!;
      await db.updateTable('readmin_csv_exports').set({ job_id: jobId }).where('id', '=', row.id).execute();
      await boss.fetch(EXPORT_QUEUE);
      // The worker finishes the export (row, then job) after recovery has read the row as 'exporting'.
      const racing = Object.assign(Object.create(boss) as PgBoss, {
        getJobById: async (name: string, id: string) => {
          await db.updateTable('readmin_csv_exports').set({ state: 'completed' }).where('id', '=', row.id).execute();
          await boss.complete(EXPORT_QUEUE, jobId);
          return boss.getJobById(name, id);
        },
      });
      await recoverExports({ ...jobs.deps, boss: racing });
      const after = await db.selectFrom('readmin_csv_exports').select(['state', 'error_message']).where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ state: 'completed', error_message: null });
    } finally {
      await jobs.stop();
    }
  });
});
