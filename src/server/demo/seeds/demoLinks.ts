import type { Db } from '../../db/database.ts';
import { withEngineTables } from '../../db/engineTables.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { DEMO_USERS } from '../demoUsers.ts';

/**
 * Fixed demo tokens for the email links (README "Public pages"), stored hashed like every real one. The
 * reset link is single use: after one password change it stops working (reseed, or ask for a new one on
 * /readmin/reset-password: without SMTP the email waits in the Email Outbox).
 */
export const DEMO_UNSUBSCRIBE_TOKEN = 'demo-unsubscribe-orgadmin-0000000000';
export const DEMO_RESET_PASSWORD_TOKEN = 'demo-reset-password-noroles-00000000';

/** A year: long enough for the demo database to keep a working reset link. */
const DEMO_RESET_TTL_MS = 365 * 24 * 3600_000;

export const seedDemoLinks = async (db: Db): Promise<void> => {
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
  await withEngineTables(db)
    .insertInto('unsubscribe_tokens')
    .values({ token_hash: hashSecretToken(DEMO_UNSUBSCRIBE_TOKEN), user_id: await userId(DEMO_USERS.orgAdmin) })
    .execute();
  await withEngineTables(db)
    .insertInto('password_tokens')
    .values({
      token_hash: hashSecretToken(DEMO_RESET_PASSWORD_TOKEN),
      user_id: await userId(DEMO_USERS.noRoles),
      purpose: 'reset',
      expires_at: new Date(Date.now() + DEMO_RESET_TTL_MS),
    })
    .execute();
};
