import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * venueServersRunCommand (spec 002 §2.11, §7: venueServerIds and content, "returns commands"): queues the
 * command once per selected server as a pending VenueServerCommand run by the caller; each server picks up
 * its pending commands when it next connects, and a pending one can still be cancelled
 * (venueServerCommandCancel). Every command is audited; the answer lists them.
 */
const venueServersRunCommand: OperationHandler = async (run) => {
  const content = String(run.args.content).trim();
  const inserted = await run.trx
    .insertInto('venue_server_commands')
    .values(run.rows.map((server) => ({ venue_server_id: server.id, content, state: 'pending', user_id: run.ctx.viewer!.userId })))
    .returningAll()
    .execute();
  await auditRows(
    run,
    'VenueServerCommand',
    'create',
    inserted.map((row) => ({ id: row.id, before: null, after: row })),
  );
  const names = new Map(run.rows.map((server) => [server.id, String(server.name)]));
  return inserted.map((row) => ({
    id: String(row.id),
    venueServerId: String(row.venue_server_id),
    venueServer: names.get(row.venue_server_id as number),
    content: row.content,
    state: row.state,
  }));
};

export default venueServersRunCommand;
