import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { StatusReport } from '../../../../shared/venueServerApi.ts';
import type { VenueCaller } from './authenticate.ts';

/**
 * Stores what the server reports about itself where the Status and SMART state tabs read it; each part
 * replaces the last. Not audited: it is telemetry a server sends every round (its uptime alone changes each
 * minute), which would bury the server's History in versions.
 */
export const recordStatusReport = (db: Db, server: VenueCaller, report: StatusReport) =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('venue_servers')
      .set({
        updated_at: sql`now()`,
        ...(report.statusEntries !== undefined ? { status_entries: JSON.stringify(report.statusEntries) } : {}),
        ...(report.smartState !== undefined ? { smart_state: report.smartState } : {}),
      })
      .where('id', '=', server.id)
      .returning(['status_entries', 'smart_state'])
      .executeTakeFirstOrThrow();
    return { statusEntries: row.status_entries, smartState: row.smart_state };
  });
