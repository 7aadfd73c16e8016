import type { Row, OperationHandler } from '../handlerTypes.ts';
import { auditRows } from '../auditRows.ts';

/**
 * currentUserRemoveLiveStreamFbAuth (spec 001 §4, §6, §7: the Facebook connection belongs to the current
 * user): removes the caller's own stored Facebook account, and only theirs; nothing to remove is no error
 * (the panel may be stale). Audited as the account's removal.
 */
const currentUserRemoveLiveStreamFbAuth: OperationHandler = async (run) => {
  const removed = (await run.trx
    .deleteFrom('live_stream_fb_auths')
    .where('user_id', '=', run.ctx.viewer!.userId)
    .returningAll()
    .execute()) as unknown as Row[];
  if (removed.length)
    await auditRows(
      run,
      'LiveStreamFbAuth',
      'destroy',
      removed.map((r) => ({ id: r.id, before: r, after: null })),
    );
};

export default currentUserRemoveLiveStreamFbAuth;
