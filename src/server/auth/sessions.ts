import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { withEngineTables } from '../db/engineTables.ts';
import { hashSecretToken, newSecretToken } from './secretTokens.ts';

export const SESSION_COOKIE = 'readmin_session';
export const SESSION_DAYS = 14;

/** Starts a session and returns the token for the cookie: a fresh id on every login. */
export const createSession = async (db: Db, userId: number): Promise<string> => {
  const token = newSecretToken();
  await withEngineTables(db)
    .insertInto('sessions')
    .values({
      token_hash: hashSecretToken(token),
      user_id: userId,
      expires_at: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    })
    .execute();
  return token;
};

export const destroySession = async (db: Db, token: string | undefined): Promise<void> => {
  if (token) await withEngineTables(db).deleteFrom('sessions').where('token_hash', '=', hashSecretToken(token)).execute();
};

/** Ends every session of a user except the given one (after a password change). */
export const destroyOtherSessions = async (db: Db, userId: number, keepToken?: string): Promise<void> => {
  let q = withEngineTables(db).deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) q = q.where('token_hash', '!=', hashSecretToken(keepToken));
  await q.execute();
};
