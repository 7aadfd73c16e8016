import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobOptions, OperationRun, RequestContext } from '../context.ts';
import { JOB_SCHEMA } from '../jobs/queue.ts';
import { assertMail } from '../mail/mailer.ts';
import type { Mail } from '../mail/mail.ts';

type Effects = Pick<OperationRun, 'sendEmail' | 'enqueueJob'>;

/** The job queue and mailer of this process; a server started without them (API-only tests) has none. */
const background = (ctx: RequestContext) => {
  if (!ctx.exports) throw new Error('This server runs no job queue or mailer, so an operation cannot send email or queue a job.');
  return ctx.exports;
};

/**
 * The typed side effects of a handler, each deferred to `afterCommit` so it happens only if the operation's
 * transaction commits. Everything that can be checked is checked at once, inside the transaction, so a
 * mistake fails the operation instead of being lost after the commit.
 */
export const operationEffects = (ctx: RequestContext, trx: Db, afterCommit: (effect: () => Promise<void>) => void): Effects => ({
  sendEmail(mail: Mail) {
    const { mailer } = background(ctx);
    assertMail(mail);
    afterCommit(async () => {
      const sent = await mailer.send(mail);
      if (sent.status === 'failed') ctx.log.warn({ outboxMessageId: sent.id, error: sent.error }, 'email not delivered');
      if (sent.status === 'skipped') ctx.log.info({ to: mail.to, reason: sent.reason }, 'email not queued: the recipient unsubscribed');
    });
  },
  async enqueueJob(queue: string, data: Record<string, unknown>, options: JobOptions = {}) {
    const { boss } = background(ctx);
    // Through the transaction: on PGlite, pg-boss's own connection waits until the transaction ends.
    const { rows } = await sql`SELECT 1 FROM ${sql.table(`${JOB_SCHEMA}.queue`)} WHERE name = ${queue}`.execute(trx);
    if (!rows.length) throw new Error(`No job queue named '${queue}': create it where the server starts its workers.`);
    afterCommit(async () => {
      await boss.send(queue, data, options);
    });
  },
});
