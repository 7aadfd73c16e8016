import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = process.env.MAIL_FROM ?? 'Readmin <no-reply@readmin.local>';

/**
 * Real messages through nodemailer: over SMTP when SMTP_URL is set, otherwise written as .eml files to
 * a local outbox folder (open them with any mail program).
 */
export const createMailer = (outboxDir: string, smtpUrl = process.env.SMTP_URL): Mailer => {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      if (smtpUrl) return;
      mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`;
      writeFileSync(join(outboxDir, name), (info as unknown as { message: Buffer }).message);
    },
  };
};
