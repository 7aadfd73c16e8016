import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';
import { startJobQueue } from '../../src/server/jobs/queue.ts';
import type { Database } from '../../src/server/db/database.ts';

/**
 * The workers here poll once an hour: a job runs during the test only if the queue wakes its worker (when
 * this process sends a job, and after each job it runs), not on a poll.
 */
const HOURLY = { pollingIntervalSeconds: 3600, batchSize: 1 };

describe.each(TEST_DATABASES)('a job sent by this process on %s', (kind) => {
  let database: Database;
  let boss: PgBoss;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    boss = await startJobQueue(database);
  }, 120_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true, timeout: 5000 });
    await database?.close();
  });

  /** A queue whose worker records the jobs it runs, and the worker's id. */
  const workedQueue = async (name: string) => {
    const ran: number[] = [];
    await boss.createQueue(name);
    const workerId = await boss.work<{ n: number }>(name, HOURLY, async ([job]) => {
      ran.push(job.data.n);
    });
    return { ran, workerId };
  };

  it('wakes the worker of its queue when sent, so it runs now rather than within the hour', async () => {
    const { ran, workerId } = await workedQueue('prompt-send');
    const woken = vi.spyOn(boss, 'notifyWorker');
    await boss.send('prompt-send', { n: 1 });
    expect(woken).toHaveBeenCalledWith(workerId);
    await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 30_000, interval: 20 });
    woken.mockRestore();
  });

  it('is followed at once by the jobs queued behind it', async () => {
    const { ran } = await workedQueue('prompt-next');
    // insert() is not send(): these two wake nobody, so they run only if the worker looks again after each job.
    await boss.insert([
      { name: 'prompt-next', data: { n: 1 } },
      { name: 'prompt-next', data: { n: 2 } },
    ]);
    await boss.send('prompt-next', { n: 3 });
    await vi.waitFor(() => expect([...ran].sort()).toEqual([1, 2, 3]), { timeout: 30_000, interval: 20 });
  });
});
