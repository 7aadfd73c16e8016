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
  return workingPromptly(boss);
};

type Work = (name: string, ...rest: unknown[]) => Promise<string>;
type Send = (...args: unknown[]) => Promise<string | null>;

/**
 * pg-boss's workers poll (every second here) and, after a job, wait out the rest of their interval. So a job
 * this process sends would start up to a second late, and jobs queued together a second apart. The queue the
 * server is given is a view of pg-boss's whose send and work add what pg-boss's public notifyWorker is for: a job
 * sent by this process wakes this process's workers of its queue at once, and a worker that has just run a job
 * looks again at once (it waits its interval only when it found none). Workers of other processes still find the
 * job on their next poll. pg-boss's own object is left as it is: every other method is its own, run on it.
 */
const workingPromptly = (boss: PgBoss): PgBoss => {
  const workersByQueue = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const workerId of workersByQueue.get(queue) ?? []) boss.notifyWorker(workerId);
  };
  const work: Work = async (name, ...rest) => {
    const handler = rest.at(-1) as (...args: unknown[]) => Promise<unknown>;
    // The worker may take its first job before work() answers with its id.
    let id = '';
    id = await (boss.work as Work).call(boss, name, ...rest.slice(0, -1), async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } finally {
        boss.notifyWorker(id);
      }
    });
    workersByQueue.set(name, [...(workersByQueue.get(name) ?? []), id]);
    return id;
  };
  const send: Send = async (...args) => {
    const jobId = await (boss.send as Send).call(boss, ...args);
    wake(typeof args[0] === 'string' ? args[0] : (args[0] as { name: string }).name);
    return jobId;
  };
  const prompt = new Map<PropertyKey, unknown>([
    ['work', work],
    ['send', send],
  ]);
  return new Proxy(boss, {
    get: (target, key) => {
      if (prompt.has(key)) return prompt.get(key);
      const value: unknown = Reflect.get(target, key);
      // pg-boss's methods read its private fields, so they run on its own object, not on this view.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};
