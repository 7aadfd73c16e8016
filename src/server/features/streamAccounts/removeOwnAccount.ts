import { auditRows } from '../../operations/auditRows.ts';
import type { OperationRun } from '../../context.ts';
import type { Row } from '../../db/row.ts';

/**
 * Removes the caller's own stored account of a streaming service (its table, by code), and only theirs,
 * audited as the account's removal. Nothing to remove is no error: the panel may be stale.
 */
export const removeOwnAccount = async (run: OperationRun, table: 'live_stream_fb_auths' | 'live_stream_yt_auths', typename: string) => {
  const removed = (await run.trx
    .deleteFrom(table as 'live_stream_fb_auths')
    .where('user_id', '=', run.ctx.viewer!.userId)
    .returningAll()
    .execute()) as unknown as Row[];
  if (removed.length)
    await auditRows(
      run,
      typename,
      'destroy',
      removed.map((r) => ({ id: r.id, before: r, after: null })),
    );
};
