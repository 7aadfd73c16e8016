import { sql } from 'kysely';
import { issuePasswordToken, setPasswordUrl } from '../../auth/passwordTokens.ts';
import { auditRows } from '../../operations/auditRows.ts';
import { userWelcomeEmail } from './userWelcome.ts';
import type { OperationRun } from '../../context.ts';
import type { Row } from '../../db/row.ts';

/** Where links in emails point when the server was started without a public URL (tests, scripts). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * The user with this email (compared case-insensitively), or a new one made for it (spec 002 §2: "adding
 * an email that has no user creates the user"). A new user has no password and gets a welcome email with a
 * one-time link to set one, sent once the operation commits; the user's creation is audited with it. `role`
 * says in the email what they were made ("an admin of Hoops League").
 */
export const userForEmail = async (run: Pick<OperationRun, 'ctx' | 'trx' | 'sendEmail'>, email: string, role: string): Promise<number> => {
  const db = run.trx;
  const address = email.trim();
  const found = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${address})`)
    .executeTakeFirst();
  if (found) return found.id as number;
  const user = (await db.insertInto('users').values({ email: address, admin: false }).returningAll().executeTakeFirstOrThrow()) as Row;
  await auditRows(run, 'User', 'create', [{ id: user.id as number, before: null, after: user }]);
  const link = setPasswordUrl(run.ctx.exports?.publicUrl ?? DEFAULT_PUBLIC_URL, await issuePasswordToken(db, user.id as number, 'welcome'));
  run.sendEmail({ to: address, ...userWelcomeEmail({ role, setPasswordUrl: link }), delivery: { kind: 'user_welcome' } });
  return user.id as number;
};
