import { removeOwnAccount } from '../removeOwnAccount.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * currentUserRemoveLiveStreamYtAuth (spec 002 §3, §7: the YouTube connection belongs to the current user):
 * removes the caller's own stored YouTube account, and only theirs; nothing to remove is no error (the
 * panel may be stale). Audited as the account's removal.
 */
const currentUserRemoveLiveStreamYtAuth: OperationHandler = (run) => removeOwnAccount(run, 'LiveStreamYtAuth');

export default currentUserRemoveLiveStreamYtAuth;
