import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import { recordVersions } from '../../../audit/versions.ts';
import type { Row } from '../../../db/row.ts';
import type { CommandReport, VenueCommand } from '../../../../shared/venueServerApi.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { parseRecordId } from '../../../input/ids.ts';

/** Commands change through the API on the server's word, not a user's: the History tab says so. */
const VIA = 'venue server API';

const audit = (trx: Db, registry: Registry, pairs: { id: number; before: Row; after: Row }[]) =>
  recordVersions(trx, registry, registry.types.VenueServerCommand, 'update', { userId: null, via: VIA }, pairs);

/**
 * The server's pending commands, oldest first, each marked sent (with its time) under a row lock, so a
 * command is handed out once; a command cancelled in the console is no longer pending and never handed out.
 */
export const takePendingCommands = (db: Db, registry: Registry, server: VenueCaller): Promise<VenueCommand[]> =>
  db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('venue_server_commands')
      .selectAll()
      .where('venue_server_id', '=', server.id)
      .where('state', '=', 'pending')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (before.length === 0) return [];
    const after = await trx
      .updateTable('venue_server_commands')
      .set({ state: 'sent', sent_at: sql`now()`, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        before.map((r) => r.id),
      )
      .returningAll()
      .execute();
    const byId = new Map(after.map((r) => [r.id, r]));
    await audit(
      trx,
      registry,
      before.map((r) => ({ id: r.id, before: r as Row, after: byId.get(r.id) as Row })),
    );
    return before.map((r) => ({ id: String(r.id), content: r.content, createdAt: new Date(r.created_at).toISOString() }));
  });

/** Why a command in this state takes no report, in words the server's operator acts on. */
const refusalFor = (id: number, state: string): VenueApiRefusal | null => {
  if (state === 'cancelled')
    return new VenueApiRefusal(409, `Command ${id} was cancelled in the console: it must not run, and reports on it are refused.`);
  if (state === 'pending') return new VenueApiRefusal(409, `Command ${id} has not been fetched yet: fetch the pending commands first.`);
  if (state === 'completed' || state === 'failed')
    return new VenueApiRefusal(409, `Command ${id} has already finished (${state}): its report cannot change.`);
  return null;
};

/**
 * Records a report on one of the server's own commands: without an exit status it is running (its start
 * noted once); with one it is completed (0) or failed, and finished. Another server's command reads as
 * missing, so ids of other servers' commands do not leak.
 */
export const recordCommandReport = (db: Db, registry: Registry, server: VenueCaller, rawId: string, report: CommandReport) =>
  db.transaction().execute(async (trx) => {
    const id = parseRecordId(rawId);
    const before = id
      ? await trx
          .selectFrom('venue_server_commands')
          .selectAll()
          .where('id', '=', id)
          .where('venue_server_id', '=', server.id)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (!before) throw new VenueApiRefusal(404, `No command ${rawId} for venue server ${server.name}.`);
    const refusal = refusalFor(before.id, before.state);
    if (refusal) throw refusal;
    const finished = report.exitStatus !== undefined;
    const state = !finished ? 'running' : report.exitStatus === 0 ? 'completed' : 'failed';
    const progress = report.progress ?? (state === 'completed' ? 100 : undefined);
    const after = await trx
      .updateTable('venue_server_commands')
      .set({
        state,
        started_at: sql`coalesce(started_at, now())`,
        updated_at: sql`now()`,
        ...(finished ? { finished_at: sql`now()`, exit_status: report.exitStatus } : {}),
        ...(progress !== undefined ? { progress } : {}),
        ...(report.output !== undefined ? { output: report.output } : {}),
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, registry, [{ id: before.id, before: before as Row, after: after as Row }]);
    return { id: String(after.id), state: after.state, progress: after.progress, exitStatus: after.exit_status };
  });
