import type PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { smtpTransport } from './mailer.ts';
import { deliverOutboxMessage } from './smtpDelivery.ts';

/** One job per outbox row to deliver: { outboxMessageId }. */
export const MAIL_QUEUE = 'mail-deliver';

/** A passing failure is tried again after 30 s, 60 s, 120 s, ... (5 tries in all); a 5xx refusal at once fails. */
export const createMailQueue = (boss: PgBoss) =>
  boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 });

/** Queues an outbox row's delivery; given the transaction that writes the row, in it, so the job exists exactly when the row does. */
export const enqueueMail = (boss: PgBoss) => async (outboxMessageId: number, trx?: Db) => {
  const inTransaction = trx && { executeSql: (text: string, values: unknown[] = []) => trx.executeQuery(CompiledQuery.raw(text, values)) };
  await boss.send(MAIL_QUEUE, { outboxMessageId }, inTransaction ? { db: inTransaction } : {});
};

/** Delivers the outbox's rows over SMTP as their jobs come (one at a time: an SMTP server limits connections anyway). */
export const startMailWorker = (boss: PgBoss, db: Db, smtpUrl: string): Promise<string> => {
  const smtp = smtpTransport(smtpUrl);
  return boss.work<{ outboxMessageId: number }>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true }, async ([job]) => {
    await deliverOutboxMessage(db, smtp, job.data.outboxMessageId, { finalAttempt: job.retryCount >= job.retryLimit });
  });
};
