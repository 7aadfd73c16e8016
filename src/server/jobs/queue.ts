import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database.ts';

/** pg-boss's tables live in this schema of the server's database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The durable job queue (pg-boss) in the server's own database. On PostgreSQL it opens its own small
 * pool; on PGlite it runs every statement through Kysely, so it takes turns on the one connection.
 */
export const startJobQueue = async (database: Database): Promise<PgBoss> => {
  const options = database.url
    ? { connectionString: database.url, max: 3 }
    : {
        db: {
          executeSql: async (text: string, values: unknown[] = []) => database.db.executeQuery(CompiledQuery.raw(text, values)),
        },
      };
  const boss = new PgBoss({
    ...options,
    schema: JOB_SCHEMA,
    // Maintenance sweeps timed-out jobs; our own sweeper (exports/recovery.ts) is faster for exports.
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (e) => console.error(`job queue: ${e.message}`));
  await boss.start();
  return boss;
};
