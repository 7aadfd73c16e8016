import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { withEngineTables } from '../../db/engineTables.ts';
import { OPS_CHECKS } from './checks.ts';

export const OPS_CHECK_QUEUE = 'ops-warnings-check';

/**
 * 'stately': at most one check waits and one runs, so many Re-check clicks make one run, not a backlog.
 * A run that dies is retried once; one that hangs is given up after ten minutes.
 */
export const createOpsCheckQueue = async (boss: PgBoss, scheduled: boolean): Promise<void> => {
  await boss.createQueue(OPS_CHECK_QUEUE, { name: OPS_CHECK_QUEUE, policy: 'stately', retryLimit: 1, retryDelay: 30, expireInSeconds: 600 });
  // One run as the server starts, so the page never reads a database no check has looked at as "all clear".
  if (scheduled) await boss.send(OPS_CHECK_QUEUE, { atStart: true });
};

/** The server setting that keeps when the checks last finished (ISO time), so the page can say so. */
const LAST_RUN_KEY = 'ops_checks_last_run_at';

/** When the ops checks last finished on this database, or null: never, so no "every check passed" yet. */
export const opsChecksLastRunAt = async (db: Db): Promise<string | null> => {
  const row = await withEngineTables(db).selectFrom('server_settings').select('value').where('key', '=', LAST_RUN_KEY).executeTakeFirst();
  return row?.value ?? null;
};

/**
 * Runs every check and replaces the warnings in one transaction, so the list shows either the last
 * complete run or this one, never a mix, along with when it ran. The table lock keeps two runs (two
 * processes) from interleaving.
 */
export const runOpsChecks = async (db: Db): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE ops_warnings IN EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom('ops_warnings').execute();
    let found = 0;
    for (const check of OPS_CHECKS) {
      const { numAffectedRows } = await sql`INSERT INTO ops_warnings (category, subject, description, details, detected_at)
        SELECT ${check.category}, f.subject, ${check.description}, f.details, now() FROM (${check.findings}) AS f`.execute(trx);
      found += Number(numAffectedRows ?? 0);
    }
    const ranAt = new Date().toISOString();
    await withEngineTables(trx)
      .insertInto('server_settings')
      .values({ key: LAST_RUN_KEY, value: ranAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: ranAt }))
      .execute();
    return found;
  });

/** The worker of this process: takes one check at a time. */
export const startOpsChecksWorker = (boss: PgBoss, db: Db): Promise<string> =>
  boss.work(OPS_CHECK_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async () => {
    await runOpsChecks(db);
  });
