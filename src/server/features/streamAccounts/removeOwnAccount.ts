import { runtimeTables } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import { auditRows } from '../../operations/auditRows.ts';
import type { OperationRun } from '../../context.ts';

/**
 * Removes the caller's own stored account of a streaming service (the table of its record type, by code), and
 * only theirs, audited as the account's removal. Nothing to remove is no error: the panel may be stale.
 */
export const removeOwnAccount = async (run: OperationRun, typename: string) => {
  const removed = (await runtimeTables(run.trx)
    .deleteFrom(run.ctx.registry.types[typename].table)
    .where('user_id', '=', run.ctx.viewer!.userId)
    .returningAll()
    .execute()) as Row[];
  if (removed.length)
    await auditRows(
      run,
      typename,
      'destroy',
      removed.map((r) => ({ id: r.id, before: r, after: null })),
    );
};
