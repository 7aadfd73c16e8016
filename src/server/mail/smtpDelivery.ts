import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { markDeliveries } from './deliveries.ts';
import { MAIL_FROM } from './from.ts';
import type { OutboxStatus, SentMail } from './mail.ts';

/** SMTP's 5xx answers are final (no such mailbox, refused): trying again cannot help. */
const isPermanent = (e: unknown): boolean => ((e as { responseCode?: number }).responseCode ?? 0) >= 500;

export class RetryableDeliveryError extends Error {}

/**
 * Sends one outbox row's stored bytes over SMTP and records the outcome on it and its Delivery. A passing
 * failure (no answer, 4xx) before the last attempt keeps the row 'sending' with the error and throws a
 * RetryableDeliveryError, so the job is tried again; a final one marks the row 'failed'.
 */
export const deliverOutboxMessage = async (db: Db, smtp: Transporter, id: number, opts: { finalAttempt: boolean }): Promise<SentMail> => {
  const row = await db.selectFrom('outbox_messages').select(['recipient', 'raw', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new Error(`Outbox message ${id} does not exist`);
  if (row.status === 'sent') return { id, status: 'sent', error: null };
  // The outbox row and its Delivery change together: nobody reads a sent message whose Delivery is still queued.
  const finish = async (status: OutboxStatus, error: string | null): Promise<SentMail> => {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('outbox_messages')
        .set({ status, error, sent_at: status === 'sent' ? sql`now()` : null, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      if (status !== 'sending') await markDeliveries(trx, id, status === 'sent');
    });
    return { id, status, error };
  };
  try {
    await smtp.sendMail({ envelope: { from: MAIL_FROM, to: [row.recipient as string] }, raw: row.raw as string });
    return await finish('sent', null);
  } catch (e) {
    const error = (e as Error).message || String(e);
    if (opts.finalAttempt || isPermanent(e)) return await finish('failed', error);
    await finish('sending', error);
    throw new RetryableDeliveryError(error);
  }
};
