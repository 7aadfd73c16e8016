import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context.ts';
import { sql } from 'kysely';
import { runtimeTables } from '../db/database.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { checkValue, fieldMessage } from '../fieldTypes/validation.ts';
import { invalidInput } from '../errors.ts';
import { playerPortalUrl, scorekeeperAppUrl } from '../config/publicUrl.ts';
import { recordVersions } from '../audit/versions.ts';
import { createSession, destroyOtherSessions, destroySession, SESSION_COOKIE, SESSION_DAYS } from '../auth/sessions.ts';
import { loadViewer } from '../auth/viewer.ts';
import { RecordStore } from '../records/store.ts';
import { myExports } from './exportResolvers.ts';
import { viewerAccess } from '../../shared/viewerAccess.ts';
import { externalLinksFor } from '../config/externalLinks.ts';
import { rolesOf } from '../access/ruleUser.ts';

const INVALID_LOGIN = 'Invalid email or password.';

/** Sign-in and the current user (spec 000 §7.2, §7.4). */
export const currentUser = async (ctx: RequestContext) => {
  const v = ctx.viewer;
  if (!v) return null;
  return {
    id: v.userId,
    email: v.email,
    isAdmin: v.isAdmin,
    orgAdmins: () => ctx.store.pointing('User', { typename: 'OrgAdmin', via: ['user'], from: [] }, v.userId),
    venueAdmins: () => ctx.store.pointing('User', { typename: 'VenueAdmin', via: ['user'], from: [] }, v.userId),
    apiAdmins: () => ctx.store.pointing('User', { typename: 'ApiAdmin', via: ['user'], from: [] }, v.userId),
    readminCsvExports: () => (ctx.exports ? myExports(ctx) : []),
    // The viewer's own roles only: the console bundle carries no grants or action roles at all.
    access: () => viewerAccess(ctx.registry, rolesOf(v)),
    externalLinks: () => externalLinksFor(v.isAdmin),
    // Null rather than an address that leads nowhere: the console then offers no link.
    onsenUrl: playerPortalUrl(ctx),
    scorekeeperUrl: scorekeeperAppUrl(),
  };
};

/** Longer than any password the User field accepts: refused before hashing, so a huge one costs nothing. */
const MAX_PASSWORD_ATTEMPT = 1024;

/**
 * Checks a password under the login throttle. Unknown emails, throttled attempts and over-long passwords
 * all still pay for a hash check, so neither the answer nor its timing tells them from a wrong password.
 */
const checkPassword = async (ctx: RequestContext, account: string, hash: string | null | undefined, password: string): Promise<boolean> => {
  if (password.length > MAX_PASSWORD_ATTEMPT) return (await burnPasswordCheck(''), false);
  const verdict = await ctx.loginThrottle.attempt(account, ctx.clientAddress, async () =>
    hash ? verifyPassword(hash, password) : (await burnPasswordCheck(password), false),
  );
  if (verdict === 'throttled') {
    ctx.log.warn({ address: ctx.clientAddress }, 'password check throttled');
    await burnPasswordCheck(password);
    return false;
  }
  return verdict;
};

export const login = async (ctx: RequestContext, input: { email: string; password: string }) => {
  const userType = ctx.registry.types.User;
  const user = await runtimeTables(ctx.db)
    .selectFrom(userType.table)
    .select(['id', 'password_hash'])
    .where(({ fn }) => fn('lower', ['email']), '=', input.email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = await checkPassword(ctx, input.email, user?.password_hash as string | undefined, input.password);
  if (!user || !valid) throw new GraphQLError(INVALID_LOGIN, { extensions: { code: 'INVALID_LOGIN' } });
  await destroySession(ctx.db, ctx.sessionToken); // a new session id on every login
  const token = await createSession(ctx.db, user.id as number);
  ctx.setCookie(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_DAYS * 86400 });
  ctx.sessionToken = token;
  ctx.viewer = await loadViewer(ctx.db, ctx.registry, user.id as number);
  ctx.store = new RecordStore(ctx.db, ctx.registry, ctx.viewer); // later reads of this request see the new viewer
  return { currentUser: await currentUser(ctx) };
};

export const logout = async (ctx: RequestContext) => {
  await destroySession(ctx.db, ctx.sessionToken);
  ctx.setCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0 });
  ctx.viewer = null;
  ctx.store = new RecordStore(ctx.db, ctx.registry, null);
  return { success: true };
};

/**
 * Proof first (as Django and Devise ask): the current password, checked under the login throttle, so a
 * borrowed session can neither take over the account nor guess its password. Then the same rules as the
 * password field of User; the other sessions end, this one stays until the prompt to sign in again.
 */
export const changePassword = async (ctx: RequestContext, input: { currentPassword: string; newPassword: string }) => {
  const userType = ctx.registry.types.User;
  const field = userType.fields.find((f) => f.type === 'password')!;
  const userId = ctx.viewer!.userId;
  const current = await runtimeTables(ctx.db).selectFrom(userType.table).select(field.column).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await checkPassword(ctx, ctx.viewer!.email, current[field.column] as string | null, input.currentPassword))) {
    throw invalidInput([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  const checked = checkValue(field, input.newPassword);
  if (!checked.ok) throw invalidInput([{ field: 'newPassword', message: fieldMessage('New password', checked.message) }]);
  await ctx.db.transaction().execute(async (trx) => {
    const users = runtimeTables(trx);
    const before = await users.selectFrom(userType.table).selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const after = await users
      .updateTable(userType.table)
      .set({ [field.column]: await hashPassword(input.newPassword), updated_at: sql`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, ctx.registry, userType, 'update', { userId, via: 'console' }, [{ id: userId, before, after }]);
  });
  await destroyOtherSessions(ctx.db, userId, ctx.sessionToken);
  return { success: true };
};
