import { sql } from 'kysely';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { recordVersions } from '../audit/versions.ts';
import type { Row } from '../db/row.ts';

/** The Delivery type's kinds (metadata/Delivery.json). */
export type DeliveryKind =
  | 'game_notification'
  | 'potw_notification'
  | 'welcome'
  | 'team_registration'
  | 'nightly_gamesheet'
  | 'password_reset'
  | 'user_welcome'
  | 'csv_export'
  | 'ad_preview'
  | 'outage'
  | 'other';

/** How a mail is recorded as a Delivery: its kind and what it is about; `id` links a row the sender wrote itself. */
export interface DeliveryInfo {
  kind?: DeliveryKind;
  orgId?: number | null;
  personId?: number | null;
  gameId?: number | null;
  /** A Delivery the operation already wrote (and audited) in its transaction: linked, not duplicated. */
  id?: number;
}

/** A Delivery's state when it is recorded: queued in the outbox, or not sent because the recipient unsubscribed. */
export type RecordedState = 'queued' | 'unsubscribed';

/**
 * Records one email as a Delivery (audited, whodunnit 'mailer'), in the transaction that stores its outbox
 * row, so the two cannot disagree. A Delivery the sender wrote itself is linked to the outbox row instead.
 * An email the recipient's preferences stopped has no outbox row: its Delivery says 'unsubscribed'.
 */
export const recordDelivery = async (
  trx: Db,
  registry: Registry | undefined,
  mail: { to: string; subject: string; delivery?: DeliveryInfo },
  outboxMessageId: number | null,
  userId: number | null,
  state: RecordedState = 'queued',
): Promise<void> => {
  const info = mail.delivery ?? {};
  if (info.id !== undefined) {
    await trx
      .updateTable('deliveries')
      .set({ outbox_message_id: outboxMessageId, user_id: userId, state, updated_at: sql`now()` })
      .where('id', '=', info.id)
      .execute();
    return;
  }
  const after = (await trx
    .insertInto('deliveries')
    .values({
      org_id: info.orgId ?? null,
      person_id: info.personId ?? null,
      game_id: info.gameId ?? null,
      user_id: userId,
      email: mail.to,
      subject: mail.subject.slice(0, 255),
      kind: info.kind ?? 'other',
      state,
      outbox_message_id: outboxMessageId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  if (registry?.types.Delivery)
    await recordVersions(trx, registry, registry.types.Delivery, 'create', { userId: null, via: 'mailer' }, [
      { id: after.id as number, before: null, after },
    ]);
};

/** The Delivery state that follows an outbox message's delivery: sent, or failed (with SMTP's refusal on the outbox row). */
export const markDeliveries = (db: Db, outboxMessageId: number, sent: boolean) =>
  db
    .updateTable('deliveries')
    .set({ state: sent ? 'sent' : 'failed', sent_at: sent ? sql`now()` : null, updated_at: sql`now()` })
    .where('outbox_message_id', '=', outboxMessageId)
    .execute();
