import { issueRegistrationToken, registrationLinkOf } from '../teamRegistrationLinks.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * teamRegistrationRegenerateLink: a new secret link for the form, answered once (only its hash is kept,
 * so the console cannot show a link again later); the previous link stops working. Audited by the executor.
 */
const teamRegistrationRegenerateLink: OperationHandler = async ({ ctx, trx, rows }) =>
  registrationLinkOf(ctx, await issueRegistrationToken(trx, rows[0].id));

export default teamRegistrationRegenerateLink;
