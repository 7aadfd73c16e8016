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
  workPromptly(boss);
  await boss.start();
  return boss;
};

type Work = (name: string, ...rest: unknown[]) => Promise<string>;
type Send = (...args: unknown[]) => Promise<string | null>;

/**
 * pg-boss's workers poll (every second here) and, after a job, wait out the rest of their interval. So a job
 * this process sends would start up to a second late, and jobs queued together a second apart. Here a job sent
 * by this process wakes this process's workers of its queue at once, and a worker that has just run a job looks
 * again at once (it waits its interval only when it found none). Workers of other processes still find the
 * job on their next poll.
 */
const workPromptly = (boss: PgBoss): void => {
  const workersByQueue = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const workerId of workersByQueue.get(queue) ?? []) boss.notifyWorker(workerId);
  };
  // pg-boss sets its methods on the instance (not its prototype), so these replace them for this instance only.
  const work = boss.work.bind(boss) as Work;
  const send = boss.send.bind(boss) as Send;
  const promptWork: Work = async (name, ...rest) => {
    const handler = rest.at(-1) as (...args: unknown[]) => Promise<unknown>;
    // The worker may take its first job before work() answers with its id.
    let id = '';
    id = await work(name, ...rest.slice(0, -1), async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } finally {
        boss.notifyWorker(id);
      }
    });
    workersByQueue.set(name, [...(workersByQueue.get(name) ?? []), id]);
    return id;
  };
  const promptSend: Send = async (...args) => {
    const jobId = await send(...args);
    wake(typeof args[0] === 'string' ? args[0] : (args[0] as { name: string }).name);
    return jobId;
  };
  Object.assign(boss, { work: promptWork, send: promptSend });
};
