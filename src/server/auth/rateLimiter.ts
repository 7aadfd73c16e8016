import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';

/**
 * A budget of `points` per `durationSeconds` per key. On PostgreSQL the counters live in the database
 * (table login_throttle, one key prefix per budget), so every server process shares them; on the embedded
 * database, which only one process can open, they live in memory.
 */
export const rateLimiter = (database: Database | undefined, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract =>
  database?.pool
    ? new RateLimiterPostgres({
        storeClient: database.pool,
        storeType: 'pool',
        tableName: 'login_throttle',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      })
    : new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });

/** Whether a consume found the budget spent; a spent budget rejects with a RateLimiterRes, anything else (the store failing) is a real error. */
export const isSpent = async (consume: Promise<unknown>): Promise<boolean> => {
  try {
    await consume;
    return false;
  } catch (e) {
    if (e instanceof RateLimiterRes) return true;
    throw e;
  }
};
