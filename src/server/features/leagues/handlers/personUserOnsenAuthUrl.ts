import { playerPortalSignInUrl } from '../playerPortal.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * personUserOnsenAuthUrl (spec 002 §2.11, §3 Person.userOnsenAuthUrl): the player portal's sign-in link for
 * the person's user, which the console copies ('URL copied to clipboard.'). A person without a user cannot
 * sign in, so there is no link (the console says so: the operation's emptyMessage). It changes nothing, so it
 * writes no audit version; the server's log names who was given a link.
 */
const personUserOnsenAuthUrl: OperationHandler = async ({ ctx, rows }) => {
  const [person] = rows;
  if (typeof person.user_id !== 'number') return null;
  ctx.log.info({ personId: person.id, userId: person.user_id }, 'player portal sign-in link issued');
  return playerPortalSignInUrl(person.user_id, ctx);
};

export default personUserOnsenAuthUrl;
