import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashSecretToken, newSecretToken } from './secretTokens.ts';

/**
 * A new email preferences link token for the user (256 random bits; only the SHA-256 is stored, migration
 * 0049). Issued for every email composed to the user, so each email carries its own link; the tokens do not
 * expire (an old email's unsubscribe link must keep working) and all they allow is changing three flags.
 */
export const issueUnsubscribeToken = async (db: Db, userId: number): Promise<string> => {
  const token = newSecretToken();
  await db
    .insertInto('unsubscribe_tokens')
    .values({ token_hash: hashSecretToken(token), user_id: userId })
    .execute();
  return token;
};

/** The email preferences page of the token's holder (spec 000 §2.10: /unsubscribe?token=). */
export const unsubscribeUrl = (publicUrl: string, token: string): string => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The user a token belongs to, or null for an unknown token (or one whose user was deleted). */
export const unsubscribeTokenUser = async (db: Db, token: string): Promise<number | null> => {
  const row = await db.selectFrom('unsubscribe_tokens').select('user_id').where('token_hash', '=', hashSecretToken(token)).executeTakeFirst();
  return (row?.user_id as number | undefined) ?? null;
};

/** The user whose email this is (compared case-insensitively, as sign-in does), or null. */
export const userIdForEmail = async (db: Db, email: string): Promise<number | null> => {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .executeTakeFirst();
  return (row?.id as number | undefined) ?? null;
};
