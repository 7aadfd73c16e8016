import { removeOwnAccount } from '../removeOwnAccount.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * currentUserRemoveLiveStreamFbAuth (spec 001 §4, §6, §7: the Facebook connection belongs to the current
 * user): removes the caller's own stored Facebook account, and only theirs; nothing to remove is no error
 * (the panel may be stale). Audited as the account's removal.
 */
const currentUserRemoveLiveStreamFbAuth: OperationHandler = (run) => removeOwnAccount(run, 'LiveStreamFbAuth');

export default currentUserRemoveLiveStreamFbAuth;
