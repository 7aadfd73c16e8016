import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { credentialHashOf } from './credentials.ts';

/** The venue server a request comes from. */
export interface VenueCaller {
  id: number;
  name: string;
}

/** A request the API refuses before it reads anything: its HTTP status and the reason. */
export class VenueApiRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The server whose credential the request carries (its SHA-256 finds it; only one server holds a given
 * hash, and issuing a new one replaces it, so an old credential finds nothing). Only enabled servers may
 * connect (VenueServer.enabled); each accepted call notes the server's last contact.
 */
export const authenticateVenueServer = async (db: Db, authorization: string | undefined): Promise<VenueCaller> => {
  const hash = credentialHashOf(authorization);
  if (!hash) throw new VenueApiRefusal(401, "Send the venue server's credential as 'Authorization: Bearer vsk_…'.");
  const server = await db
    .selectFrom('venue_servers')
    .select(['id', 'name', 'enabled'])
    .where(sql<string>`lower(credential_hash)`, '=', hash)
    .executeTakeFirst();
  if (!server) throw new VenueApiRefusal(401, 'Unknown or replaced venue server credential.');
  if (!server.enabled) throw new VenueApiRefusal(403, `Venue server ${server.name} is disabled: only enabled servers can connect to the platform.`);
  await db
    .updateTable('venue_servers')
    .set({ last_contact_at: sql`now()` })
    .where('id', '=', server.id)
    .execute();
  return { id: server.id, name: server.name };
};
