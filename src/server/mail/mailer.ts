import nodemailer, { type Transporter } from 'nodemailer';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { issueUnsubscribeToken, unsubscribeUrl, userIdForEmail } from './unsubscribeTokens.ts';
import { recordDelivery, type DeliveryKind } from './deliveries.ts';
import type { Mail, Mailer, SendResult } from './mail.ts';
import { EMAIL_CLASS_LABELS, emailClassOf } from './emailClasses.ts';
import { unsubscribedClasses } from './recipientPreferences.ts';
import { appendHtml, unsubscribeFooter } from './templates/layout.ts';
import { deliverOutboxMessage } from './smtpDelivery.ts';
import { MAIL_FROM } from './from.ts';

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

/**
 * The whole message. An email the recipient may turn off carries List-Unsubscribe (RFC 2369) and the one-click
 * POST of RFC 8058, which mail clients show as an "Unsubscribe" button; POST /unsubscribe?token= answers it.
 * A transactional email has no such button: unsubscribing cannot stop it.
 */
const compose = async (mail: Mail, unsubscribe: string | null): Promise<string> => {
  const { delivery: _delivery, ...message } = mail;
  const info = await composer.sendMail({
    from: MAIL_FROM,
    ...message,
    ...(unsubscribe ? { list: { unsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  });
  return (info.message as Buffer).toString('utf8');
};

/** The mail with its unsubscribe footer in the text part and, when there is one, the HTML part. */
const withFooter = (mail: Mail, url: string): Mail => {
  const footer = unsubscribeFooter(url);
  return { ...mail, text: `${mail.text.replace(/\n*$/, '\n')}${footer.text}`, ...(mail.html ? { html: appendHtml(mail.html, footer.html) } : {}) };
};

/** The email's kind: as the mail says, else its linked Delivery's (one the sender wrote itself), else none. */
const kindOf = async (trx: Db, mail: Mail): Promise<DeliveryKind | undefined> => {
  const { kind, id } = mail.delivery ?? {};
  if (kind !== undefined || id === undefined) return kind;
  const linked = await trx.selectFrom('deliveries').select('kind').where('id', '=', id).executeTakeFirst();
  return linked?.kind as DeliveryKind | undefined;
};

export interface MailerOptions {
  /** Deliver over this SMTP server (default SMTP_URL; empty: the email stays in the outbox). */
  smtpUrl?: string;
  /** Where the links in emails point (the unsubscribe link). */
  publicUrl?: string;
  /** Audits each Delivery (absent: the Delivery is written unaudited, as in scripts). */
  registry?: Registry;
  /** Hands an outbox row to the mail job (mailJob.ts), in the transaction when given; absent: delivered at once, in this call. */
  enqueue?: (outboxMessageId: number, trx?: Db) => Promise<void>;
}

/**
 * The one way the product sends email: every message becomes a row of outbox_messages (the read-only
 * OutboxMessage type, platform admins only) and a Delivery. Before that, the recipient's preferences are
 * consulted: an email of a class (emailClasses.ts) they turned off is recorded as an 'unsubscribed' Delivery
 * and not queued. Every email carries its own email preferences link in its footer (the user's, or the
 * address's when no user has it), and one the recipient may turn off also in its List-Unsubscribe header.
 * When SMTP is configured it is delivered over SMTP and marked sent or failed; otherwise it stays in the
 * outbox with status 'outbox'.
 */
export const createMailer = (db: Db, opts: MailerOptions = {}): Mailer => {
  const smtpUrl = opts.smtpUrl ?? process.env.SMTP_URL;
  const publicUrl = opts.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
  // Short timeouts: a mail delivered without the job is awaited by its caller.
  const smtp: Transporter | null = smtpUrl ? smtpTransport(smtpUrl) : null;

  /** Writes the outbox row and Delivery (or the 'unsubscribed' Delivery) in the transaction given. */
  const store = async (trx: Db, mail: Mail): Promise<SendResult> => {
    assertMail(mail);
    const emailClass = emailClassOf(await kindOf(trx, mail));
    const userId = await userIdForEmail(trx, mail.to);
    if (emailClass !== 'transactional' && (await unsubscribedClasses(trx, userId, mail.to)).has(emailClass)) {
      await recordDelivery(trx, opts.registry, mail, null, userId, 'unsubscribed');
      return { id: null, status: 'skipped', error: null, reason: `${mail.to} has turned off ${EMAIL_CLASS_LABELS[emailClass]}` };
    }
    // Every email carries its own link: to the user's preferences, or the address's when it has no user.
    const subscriber = userId === null ? { email: mail.to } : { userId };
    const unsubscribe = unsubscribeUrl(
      publicUrl,
      await issueUnsubscribeToken(trx, subscriber, emailClass === 'transactional' ? undefined : emailClass),
    );
    const final = withFooter(mail, unsubscribe);
    const raw = await compose(final, emailClass === 'transactional' ? null : unsubscribe);
    const row = await trx
      .insertInto('outbox_messages')
      .values({ recipient: mail.to, subject: mail.subject, text: final.text, html: final.html ?? null, raw, status: smtp ? 'sending' : 'outbox' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id as number;
    await recordDelivery(trx, opts.registry, mail, id, userId);
    return { id, status: smtp ? 'sending' : 'outbox', error: null };
  };

  /** Hands a stored row to SMTP: through the mail job when there is a queue, else at once. */
  const deliver = async (stored: SendResult): Promise<SendResult> => {
    if (stored.status === 'skipped' || !smtp) return stored;
    if (opts.enqueue) {
      await opts.enqueue(stored.id);
      return stored;
    }
    return deliverOutboxMessage(db, smtp, stored.id, { finalAttempt: true });
  };

  return {
    async send(mail) {
      return deliver(await db.transaction().execute((trx) => store(trx, mail)));
    },
    async queue(trx, mail) {
      const result = await store(trx, mail);
      // With a mail job, its job is queued in the caller's transaction too: no row is left without one.
      if (result.status === 'skipped' || !smtp || !opts.enqueue) return { result, deliver: () => deliver(result) };
      await opts.enqueue(result.id, trx);
      return { result, deliver: async () => result };
    },
  };
};

/** An SMTP transport with short timeouts, so a dead server fails a delivery attempt instead of hanging it. */
export const smtpTransport = (url: string): Transporter =>
  nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
