import type { Db } from '../db/database.ts';
import type { DeliveryInfo } from './deliveries.ts';

/** What the mailer takes and answers: a mail, and its outbox row's status. */

/** A file carried by a mail; with a `cid`, its HTML part shows it inline (`<img src="cid:...">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part, always sent (and what the outbox lists as the body). */
  text: string;
  /** An HTML alternative, for mails that show pictures (an ad asset's email preview). */
  html?: string;
  attachments?: MailAttachment[];
  /** How the email is recorded as a Delivery (default: kind 'other', no organisation); its kind gives its class (emailClasses.ts). */
  delivery?: DeliveryInfo;
}

/** An outbox row's status (the OutboxMessage type's options): 'outbox' means no SMTP server is configured. */
export type OutboxStatus = 'outbox' | 'sending' | 'sent' | 'failed';

export interface SentMail {
  /** The OutboxMessage row. */
  id: number;
  status: OutboxStatus;
  error: string | null;
}

/** An email not queued because its recipient turned its class off (recorded as a Delivery in state 'unsubscribed'). */
export interface SkippedMail {
  id: null;
  status: 'skipped';
  error: null;
  /** Who turned off what, in words for a log. */
  reason: string;
}

export type SendResult = SentMail | SkippedMail;

/** An email written in the caller's transaction: `deliver` hands it to SMTP once that transaction has committed. */
export interface MailInTransaction {
  result: SendResult;
  deliver(): Promise<SendResult>;
}

export interface Mailer {
  /**
   * Stores the message in the outbox (with its Delivery) and, with SMTP configured, has it delivered: by the
   * mail job when the mailer has a queue (status 'sending' until the job marks it 'sent' or 'failed'), else
   * at once. A delivery failure is recorded on the row, not thrown: the platform admins see it in the Email
   * Outbox. An email of a class its recipient turned off is not stored in the outbox: the answer says
   * 'skipped'. Throws only for a malformed mail or when the row cannot be written.
   */
  send(mail: Mail): Promise<SendResult>;
  /**
   * As send, but the outbox row is written in the caller's transaction (so it exists only if the caller's
   * other writes commit, as a record that the email went); call `deliver` after the commit.
   */
  queue(trx: Db, mail: Mail): Promise<MailInTransaction>;
}
