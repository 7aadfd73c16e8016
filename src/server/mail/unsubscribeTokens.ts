import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { withEngineTables } from '../db/engineTables.ts';
import { hashSecretToken, newSecretToken } from '../auth/secretTokens.ts';
import type { UnsubscribableClass } from './emailClasses.ts';

/**
 * Whose email preferences a link changes: a user's (the User's three flags) or, for an address with no
 * user, the address's (email_preferences, migration 0057).
 */
export type Subscriber = { userId: number; email?: undefined } | { userId?: undefined; email: string };

/** The stored form of an address: trimmed and lower-cased, as sign-in compares them. */
export const normalizedAddress = (email: string): string => email.trim().toLowerCase();

/**
 * A new email preferences link token for the subscriber (256 random bits; only the SHA-256 is stored,
 * migration 0049). Issued for every email composed, so each email carries its own link; the tokens do not
 * expire (an old email's unsubscribe link must keep working) and all they allow is changing three flags.
 * The email's class, when it has one the recipient may turn off, is what its one-click unsubscribe turns off.
 */
export const issueUnsubscribeToken = async (db: Db, subscriber: Subscriber, emailClass?: UnsubscribableClass): Promise<string> => {
  const token = newSecretToken();
  await withEngineTables(db)
    .insertInto('unsubscribe_tokens')
    .values({
      token_hash: hashSecretToken(token),
      user_id: subscriber.userId ?? null,
      email: subscriber.email === undefined ? null : normalizedAddress(subscriber.email),
      email_class: emailClass ?? null,
    })
    .execute();
  return token;
};

/** The email preferences page of the token's holder (spec 000 §2.10: /unsubscribe?token=). */
export const unsubscribeUrl = (publicUrl: string, token: string): string => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** Whose link this is, or null for an unknown token (or one whose user was deleted). */
export const unsubscribeTokenSubscriber = async (db: Db, token: string): Promise<Subscriber | null> =>
  (await unsubscribeTokenHolder(db, token))?.subscriber ?? null;

/** Whose link this is and the class of the email that carried it (null: none, or a link from before classes). */
export const unsubscribeTokenHolder = async (
  db: Db,
  token: string,
): Promise<{ subscriber: Subscriber; emailClass: UnsubscribableClass | null } | null> => {
  const row = await withEngineTables(db)
    .selectFrom('unsubscribe_tokens')
    .select(['user_id', 'email', 'email_class'])
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return { subscriber: row.user_id === null ? { email: row.email as string } : { userId: row.user_id }, emailClass: row.email_class };
};

/** The user whose email this is (compared case-insensitively, as sign-in does), or null. */
export const userIdForEmail = async (db: Db, email: string): Promise<number | null> => {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .executeTakeFirst();
  return row?.id ?? null;
};
