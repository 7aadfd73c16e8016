import type { Db } from '../db/database.ts';
import { withEngineTables } from '../db/engineTables.ts';
import { hashSecretToken, newSecretToken } from './secretTokens.ts';

/** Why a token was issued: the welcome of a user added by email, or a password reset. */
export type PasswordTokenPurpose = 'welcome' | 'reset';

/** How long each kind of link works: a welcome waits for the new user a week, a reset two hours. */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = { welcome: 7 * 24 * 3600_000, reset: 2 * 3600_000 };

/** A new one-time token for the user: 256 random bits, of which only the hash is stored (migration 0042). */
export const issuePasswordToken = async (db: Db, userId: number, purpose: PasswordTokenPurpose): Promise<string> => {
  const token = newSecretToken();
  await withEngineTables(db)
    .insertInto('password_tokens')
    .values({ token_hash: hashSecretToken(token), user_id: userId, purpose, expires_at: new Date(Date.now() + PASSWORD_TOKEN_TTL_MS[purpose]) })
    .execute();
  return token;
};

/** The page where the token's holder sets a password (spec 000 §2: /passwords/edit). */
export const setPasswordUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/passwords/edit?reset_password_token=${encodeURIComponent(token)}`;
