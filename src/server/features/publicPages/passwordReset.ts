import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import { runtimeTables, type Db } from '../../db/database.ts';
import { withEngineTables } from '../../db/engineTables.ts';
import type { RequestContext } from '../../context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { destroyOtherSessions } from '../../auth/sessions.ts';
import { PASSWORD_RESET_QUEUE } from './passwordResetJob.ts';
import { recordVersions } from '../../audit/versions.ts';
import { invalidInput } from '../../errors.ts';
import { checkValue, fieldMessage } from '../../fieldTypes/validation.ts';
import { BAD_RESET_LINK } from '../../../shared/publicApi/passwordReset.ts';
import type { PublicApi } from './publicApi.ts';

/** RFC 5321's longest address: anything longer is refused before it costs a job. */
const MAX_EMAIL = 320;
/** Who a password change through a reset or welcome link is audited as (the user, by the link). */
const VIA_LINK = 'password link';

const badLink = () => new GraphQLError(BAD_RESET_LINK, { extensions: { code: 'INVALID_LINK' } });

/** The user of a token that can still set a password (known, unused, unexpired), or null. */
const usableTokenUser = async (db: Db, token: string): Promise<number | null> => {
  const row = await withEngineTables(db)
    .selectFrom('password_tokens')
    .select('user_id')
    .where('token_hash', '=', hashSecretToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id ?? null;
};

/**
 * Spec 000 §2.7: the same answer and the same work whether or not an account has the email: the request is
 * throttled per email and per address, then only queued; the job looks the user up and sends the email.
 */
const requestResetPassword = async (ctx: RequestContext, { email }: { email: string }) => {
  if (email.length > MAX_EMAIL) throw invalidInput([{ field: 'email', message: `Email is longer than ${MAX_EMAIL} characters` }]);
  if (!email.trim()) throw invalidInput([{ field: 'email', message: 'Email is required' }]);
  // A malformed address belongs to no account, so refusing it tells nothing about who has one.
  const emailField = ctx.registry.types.User.fields.find((f) => f.name === 'email')!;
  const checked = checkValue(emailField, email.trim());
  if (!checked.ok) throw invalidInput([{ field: 'email', message: fieldMessage('Email', checked.message) }]);
  if (!ctx.exports) throw new Error('This server runs no job queue, so it cannot send password reset emails.');
  await ctx.resetThrottle.take(email, ctx.clientAddress);
  await ctx.exports.boss.send(PASSWORD_RESET_QUEUE, { email: email.trim() });
  return { success: true };
};

const verifyResetPasswordToken = async (ctx: RequestContext, { resetPasswordToken }: { resetPasswordToken: string }) => {
  const userId = await ctx.linkThrottle.lookup(ctx.clientAddress, () => usableTokenUser(ctx.db, resetPasswordToken));
  return { valid: userId !== null };
};

/**
 * Spec 000 §2.8: the password rules of the User type (as the console's change password), then in one
 * transaction: the token is used up (atomically, so two tabs cannot both use it), with every other
 * outstanding link of the user, the password set and audited, and every session of the user ended.
 */
const resetPassword = async (ctx: RequestContext, input: { resetPasswordToken: string; newPassword: string }) => {
  const userType = ctx.registry.types.User;
  const field = userType.fields.find((f) => f.type === 'password')!;
  const holder = await ctx.linkThrottle.lookup(ctx.clientAddress, () => usableTokenUser(ctx.db, input.resetPasswordToken));
  if (holder === null) throw badLink();
  const checked = checkValue(field, input.newPassword);
  if (!checked.ok) throw invalidInput([{ field: 'newPassword', message: fieldMessage('New password', checked.message) }]);
  const hashed = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const tokens = withEngineTables(trx);
    const used = await tokens
      .updateTable('password_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', hashSecretToken(input.resetPasswordToken))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw badLink();
    const userId = used.user_id;
    await tokens
      .updateTable('password_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const users = runtimeTables(trx);
    const before = await users.selectFrom(userType.table).selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const after = await users
      .updateTable(userType.table)
      .set({ [field.column]: hashed, updated_at: sql`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, ctx.registry, userType, 'update', { userId, via: VIA_LINK }, [{ id: userId, before, after }]);
    await destroyOtherSessions(trx, userId);
  });
  return { success: true };
};

type Input<T> = { input: T };

export const passwordResetApi: PublicApi = {
  Mutation: {
    requestResetPassword: (_p, a, ctx) => requestResetPassword(ctx, (a as Input<{ email: string }>).input),
    verifyResetPasswordToken: (_p, a, ctx) => verifyResetPasswordToken(ctx, (a as Input<{ resetPasswordToken: string }>).input),
    resetPassword: (_p, a, ctx) => resetPassword(ctx, (a as Input<{ resetPasswordToken: string; newPassword: string }>).input),
  },
};
