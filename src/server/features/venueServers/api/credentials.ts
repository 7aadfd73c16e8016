import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecretToken, newSecretToken } from '../../../auth/secretTokens.ts';

/**
 * A venue server's credential is `vsk_<secret>`: 256 random bits, of which only the SHA-256 is stored (in
 * venue_servers.credential_hash, unique), as the partner API does with its keys. A secret of that entropy
 * needs no slow hash, and its hash finds the server directly, so the credential need not name the server.
 */
const PREFIX = 'vsk_';

export interface IssuedCredential {
  credential: string;
  hash: string;
}

export const issueVenueServerCredential = (): IssuedCredential => {
  const credential = PREFIX + newSecretToken();
  return { credential, hash: hashSecretToken(credential) };
};

/** The hash to look a server up by, from an `Authorization: Bearer vsk_…` header; null when it is not one. */
export const credentialHashOf = (authorization: string | undefined): string | null => {
  const match = /^Bearer (vsk_[A-Za-z0-9_-]{16,200})$/.exec(authorization?.trim() ?? '');
  return match ? hashSecretToken(match[1]) : null;
};

/** Gives the server a new credential, answered this once: its hash replaces the last, so the old one stops working. */
export const replaceVenueServerCredential = async (db: Db, serverId: number): Promise<string> => {
  const { credential, hash } = issueVenueServerCredential();
  await db
    .updateTable('venue_servers')
    .set({ credential_hash: hash, credential_issued_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', serverId)
    .execute();
  return credential;
};
