import type { Database } from './database.ts';

/** What processes starting together on one database take turns at. */
export const STARTUP_LOCKS = {
  /** Migrating and seeding an empty database: two processes would apply the same migration, or seed twice. */
  schema: 7_140_601,
  /** Starting pg-boss and creating the queues: create_queue makes a partition per queue, and processes making them at once deadlock (40P01). */
  jobQueues: 7_140_602,
} as const;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several server processes starting at once on one
 * database only one does it at a time (the others then find it done). The embedded database has one process: no lock.
 */
export const oneProcessAtATime = async <T>(database: Database, lock: number, work: () => Promise<T>): Promise<T> => {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  let released = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    return await work();
  } finally {
    // A session lock lives as long as its connection: if unlocking fails, the connection goes instead of back to the pool.
    await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => {
      client.release(true);
      released = true;
    });
    if (!released) client.release();
  }
};
