import { hashPassword } from '../../../auth/passwords.ts';
import { destroyOtherSessions } from '../../../auth/sessions.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * userResetPassword (spec 002 §2, §6, §7: full admins only, by the operation's roles): the user's password
 * becomes the new one, hashed as every password is, and every session the user has is ended, so whoever
 * knew the old password is signed out (the admin's own session stays when they reset their own). The
 * executor audits the change; a write-only field's version records only that it changed.
 */
const userResetPassword: OperationHandler = async ({ trx, rows, args, ctx }) => {
  const [user] = rows;
  await trx
    .updateTable('users')
    .set({ password_hash: await hashPassword(args.newPassword as string) })
    .where('id', '=', user.id as number)
    .execute();
  await destroyOtherSessions(trx, user.id as number, user.id === ctx.viewer?.userId ? ctx.sessionToken : undefined);
};

export default userResetPassword;
