import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { passwordResetEmail } from './passwordResetEmail.ts';
import { issuePasswordToken, setPasswordUrl } from '../../auth/passwordTokens.ts';
import type { Mailer } from '../../mail/mail.ts';

/**
 * requestResetPassword only queues { email } here, whether or not a user has it: the request does the
 * same work either way, so neither its answer nor its timing tells whether an account exists.
 */
export const PASSWORD_RESET_QUEUE = 'password-reset-request';

export const createPasswordResetQueue = (boss: PgBoss) =>
  boss.createQueue(PASSWORD_RESET_QUEUE, { name: PASSWORD_RESET_QUEUE, retryLimit: 2, retryDelay: 10, expireInSeconds: 120 });

/** Emails the user with this address (case-insensitive) a reset link; an unknown address gets nothing. Returns whether one was sent. */
export const sendPasswordReset = async (db: Db, mailer: Mailer, publicUrl: string, email: string): Promise<boolean> => {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .executeTakeFirst();
  if (!user) return false;
  const resetUrl = setPasswordUrl(publicUrl, await issuePasswordToken(db, user.id as number, 'reset'));
  await mailer.send({ to: user.email as string, ...passwordResetEmail({ resetUrl }), delivery: { kind: 'password_reset' } });
  return true;
};

export const startPasswordResetWorker = (boss: PgBoss, db: Db, mailer: Mailer, publicUrl: string): Promise<string> =>
  boss.work<{ email: string }>(PASSWORD_RESET_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await sendPasswordReset(db, mailer, publicUrl, job.data.email);
  });
