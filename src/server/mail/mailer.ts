import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';

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
}

/** An outbox row's status (the OutboxMessage type's options): 'outbox' means no SMTP server is configured. */
export type OutboxStatus = 'outbox' | 'sending' | 'sent' | 'failed';

export interface SentMail {
  /** The OutboxMessage row. */
  id: number;
  status: OutboxStatus;
  error: string | null;
}

export interface Mailer {
  /**
   * Stores the message in the outbox and, with SMTP configured, delivers it. A delivery failure is
   * recorded on the row (status 'failed' and the error), not thrown: the platform admins see it in the
   * Email Outbox. Throws only for a malformed mail or when the row cannot be written.
   */
  send(mail: Mail): Promise<SentMail>;
}

const FROM = process.env.MAIL_FROM ?? 'Readmin <no-reply@readmin.local>';
/** The same rule as the email field type: one address, no display name, no list. */
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
/** RFC 5322's line limit for a header; nodemailer folds longer ones, but a subject this long is a bug. */
const MAX_SUBJECT = 998;

/** The mail's problems, named, so a handler that builds a bad one fails inside its transaction. */
export const mailProblems = (mail: Mail): string[] => [
  ...(ADDRESS.test(mail.to) ? [] : [`Email recipient '${mail.to}' is not one email address`]),
  ...(mail.subject.trim() ? [] : ['Email subject is required']),
  ...(mail.subject.length > MAX_SUBJECT ? [`Email subject is longer than ${MAX_SUBJECT} characters`] : []),
  ...(/[\r\n]/.test(mail.subject) ? ['Email subject must be one line'] : []),
  ...(mail.attachments ?? []).flatMap((a) => (a.filename.trim() && a.content.length ? [] : [`Email attachment '${a.filename}' is empty or unnamed`])),
];

export const assertMail = (mail: Mail): void => {
  const problems = mailProblems(mail);
  if (problems.length) throw new Error(problems.join('; '));
};

// Builds the RFC 822 message once, so the bytes stored in the outbox are the bytes delivered.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

const compose = async (mail: Mail): Promise<string> => {
  const info = await composer.sendMail({ from: FROM, ...mail });
  return (info.message as Buffer).toString('utf8');
};

/**
 * The one way the product sends email: every message becomes a row of outbox_messages (the read-only
 * OutboxMessage type, platform admins only). When SMTP_URL is set it is also delivered over SMTP and
 * marked sent or failed; otherwise it stays in the outbox with status 'outbox'.
 */
export const createMailer = (db: Db, smtpUrl = process.env.SMTP_URL): Mailer => {
  // Short timeouts: a mail sent after an operation's commit is awaited by that request.
  const smtp: Transporter | null = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const finish = async (id: number, status: OutboxStatus, error: string | null): Promise<SentMail> => {
    await db
      .updateTable('outbox_messages')
      .set({ status, error, sent_at: status === 'sent' ? sql`now()` : null, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { id, status, error };
  };
  return {
    async send(mail) {
      assertMail(mail);
      const raw = await compose(mail);
      const row = await db
        .insertInto('outbox_messages')
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, raw, status: smtp ? 'sending' : 'outbox' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = row.id as number;
      if (!smtp) return { id, status: 'outbox', error: null };
      try {
        await smtp.sendMail({ envelope: { from: FROM, to: [mail.to] }, raw });
        return await finish(id, 'sent', null);
      } catch (e) {
        return await finish(id, 'failed', (e as Error).message || String(e));
      }
    },
  };
};
