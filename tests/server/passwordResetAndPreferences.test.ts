import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { issuePasswordToken } from '../../src/server/auth/passwordTokens.ts';
import { issueUnsubscribeToken } from '../../src/server/mail/unsubscribeTokens.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { BAD_RESET_LINK, REQUEST_RESET_PASSWORD, RESET_PASSWORD, VERIFY_RESET_PASSWORD_TOKEN } from '../../src/shared/publicApi/passwordReset.ts';
import { BAD_UNSUBSCRIBE_LINK, USER_UNSUBSCRIBE_EMAILS, USER_UNSUBSCRIBE_STATUS } from '../../src/shared/publicApi/emailPreferences.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

const CURRENT_USER = '{ currentUser { id } }';

describe.each(TEST_DATABASES)('password reset and email preferences on %s', (kind) => {
  let server: TestServer;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true, resetThrottle: { perEmail: 2, perAddress: 100, windowSeconds: 3600 } });
    visitor = new GraphqlClient(server.url);
    await visitor.loadPage('/readmin/reset-password');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const userId = async (email: string) =>
    (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
  const mailsTo = (to: string) => db().selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('id').execute();
  const request = (email: string) => visitor.request<{ requestResetPassword: { success: boolean } }>(REQUEST_RESET_PASSWORD, { input: { email } });
  const verify = async (token: string) =>
    (await visitor.request<{ verifyResetPasswordToken: { valid: boolean } }>(VERIFY_RESET_PASSWORD_TOKEN, { input: { resetPasswordToken: token } }))
      .data?.verifyResetPasswordToken.valid;
  const reset = (token: string, newPassword: string) => visitor.request(RESET_PASSWORD, { input: { resetPasswordToken: token, newPassword } });

  describe('requestResetPassword', () => {
    it('answers an existing and an unknown email identically, and emails only the account a working link', async () => {
      // Each answer has its own request id; everything else is the same.
      const { requestId: knownId, ...known } = await request(DEMO_USERS.venueAdmin.toUpperCase());
      const { requestId: unknownId, ...unknown } = await request('nobody-here@example.com');
      expect(knownId).not.toBe(unknownId);
      expect(known).toEqual({ status: 200, data: { requestResetPassword: { success: true } }, errors: undefined });
      expect(unknown).toEqual(known);
      await expect.poll(async () => (await mailsTo(DEMO_USERS.venueAdmin)).length, { timeout: 30_000, interval: 50 }).toBe(1);
      const [mail] = await mailsTo(DEMO_USERS.venueAdmin);
      expect(mail).toMatchObject({ subject: 'Reset your password', status: 'outbox' });
      const token = /\/passwords\/edit\?reset_password_token=([A-Za-z0-9_-]{43})/.exec(String(mail.text))![1];
      expect(mail.html).toContain(`/passwords/edit?reset_password_token=${token}`);
      expect(mail.text).toMatch(/unsubscribe\?token=/);
      // A transactional email keeps its preferences link but has no one-click unsubscribe: that cannot stop it.
      expect(mail.raw).not.toMatch(/^List-Unsubscribe/m);
      expect(await verify(token)).toBe(true);
      const delivery = await db().selectFrom('deliveries').selectAll().where('outbox_message_id', '=', mail.id).executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ kind: 'password_reset', user_id: await userId(DEMO_USERS.venueAdmin) });
      // The unknown address got nothing, once its job has run (the reset queue is empty again).
      await expect
        .poll(
          async () =>
            Number(
              (
                await sql<{
                  n: number;
                }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'password-reset-request' AND state < 'completed'`.execute(db())
              ).rows[0].n,
            ),
          {
            timeout: 30_000,
            interval: 50,
          },
        )
        .toBe(0);
      expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    });

    it('refuses a third request for the same email within the window, whether or not the account exists', async () => {
      for (const email of ['throttled@example.com', DEMO_USERS.noRoles]) {
        expect((await request(email)).errors).toBeUndefined();
        expect((await request(email)).errors).toBeUndefined();
        const third = await request(email);
        expect(third.status).toBe(429);
        expect(third.errors?.[0]).toMatchObject({
          message: 'Too many password reset requests. Please wait an hour and try again.',
          extensions: { code: 'THROTTLED' },
        });
      }
    });

    it('requires the CSRF header', async () => {
      const res = await visitor.request(REQUEST_RESET_PASSWORD, { input: { email: DEMO_USERS.admin } }, { csrf: false });
      expect(res.errors?.[0].extensions?.code).toBe('CSRF');
    });
  });

  describe('verifyResetPasswordToken and resetPassword', () => {
    it('tells a valid token from an unknown, expired or used one', async () => {
      const id = await userId(DEMO_USERS.partnerAdmin);
      const valid = await issuePasswordToken(db(), id, 'reset');
      const expired = await issuePasswordToken(db(), id, 'reset');
      await sql`UPDATE password_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = ${id} AND token_hash = encode(sha256(convert_to(${expired}, 'UTF8')), 'hex')`.execute(
        db(),
      );
      const used = await issuePasswordToken(db(), id, 'reset');
      await sql`UPDATE password_tokens SET used_at = now() WHERE token_hash = encode(sha256(convert_to(${used}, 'UTF8')), 'hex')`.execute(db());
      expect(await verify(valid)).toBe(true);
      expect(await verify('not-a-token-at-all-0000000000000000000000')).toBe(false);
      expect(await verify(expired)).toBe(false);
      expect(await verify(used)).toBe(false);
      expect((await reset(expired, 'a brand new password')).errors?.[0].message).toBe(BAD_RESET_LINK);
    });

    it('sets the password, uses the token up and ends every session of the user; a weak password is refused', async () => {
      const email = DEMO_USERS.orgAdmin;
      const elsewhere = await signedIn(server.url, email);
      expect((await elsewhere.request<{ currentUser: { id: string } | null }>(CURRENT_USER)).data?.currentUser).not.toBeNull();
      const token = await issuePasswordToken(db(), await userId(email), 'welcome');

      const weak = await reset(token, 'short');
      expect(problemsOf(weak)[0]).toMatchObject({ field: 'newPassword' });
      expect(problemsOf(weak)[0].message).toMatch(/^New password .*10/);
      expect(await verify(token)).toBe(true);

      expect((await reset(token, 'new password 2026')).data).toEqual({ resetPassword: { success: true } });
      expect(await verify(token)).toBe(false);
      expect((await reset(token, 'another password 2026')).errors?.[0].message).toBe(BAD_RESET_LINK);
      expect((await elsewhere.request<{ currentUser: unknown }>(CURRENT_USER)).data?.currentUser).toBeNull();
      expect((await new GraphqlClient(server.url).login(email, 'new password 2026')).errors).toBeUndefined();
      expect((await new GraphqlClient(server.url).login(email, 'demo-password-1')).errors?.[0].message).toBe('Invalid email or password.');
      const version = await db()
        .selectFrom('paper_trail_versions')
        .selectAll()
        .where('item_type', '=', 'User')
        .where('item_id', '=', await userId(email))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(version).toMatchObject({ event: 'update', via: 'password link', whodunnit_id: await userId(email) });
    });
  });

  describe('userUnsubscribeStatus and userUnsubscribeEmails', () => {
    const status = async (token: string) =>
      (await visitor.request<{ userUnsubscribeStatus: unknown }>(USER_UNSUBSCRIBE_STATUS, { unsubscribeToken: token })).data?.userUnsubscribeStatus;

    it('reads and sets the three subscriptions of the link user, audited as the link', async () => {
      const id = await userId(DEMO_USERS.admin);
      const token = await issueUnsubscribeToken(db(), { userId: id });
      expect(await status(token)).toEqual({ subscribedNotifications: true, subscribedCompetitions: true, subscribedMarketing: true });
      const saved = await visitor.request(USER_UNSUBSCRIBE_EMAILS, {
        input: { unsubscribeToken: token, subscribedNotifications: true, subscribedCompetitions: false, subscribedMarketing: false },
      });
      expect(saved.data).toEqual({
        userUnsubscribeEmails: { subscribedNotifications: true, subscribedCompetitions: false, subscribedMarketing: false },
      });
      expect(await db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        unsubscribed_notifications: false,
        unsubscribed_competitions: true,
        unsubscribed_marketing: true,
      });
      expect(await status(token)).toEqual({ subscribedNotifications: true, subscribedCompetitions: false, subscribedMarketing: false });
      const version = await db()
        .selectFrom('paper_trail_versions')
        .selectAll()
        .where('item_type', '=', 'User')
        .where('item_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(version).toMatchObject({ event: 'update', via: 'unsubscribe link', whodunnit_id: null });
      expect(version.object_changes).toEqual({ unsubscribedCompetitions: [false, true], unsubscribedMarketing: [false, true] });
    });

    it('keeps the preferences of an address with no user, from the link its email carried', async () => {
      const to = 'New.Coach@Example.com';
      const sent = await createMailer(db(), { smtpUrl: '' }).send({ to, subject: 'Registration form', text: 'Fill it in.\n' });
      const text = (await db().selectFrom('outbox_messages').select('text').where('id', '=', sent.id).executeTakeFirstOrThrow()).text as string;
      const token = new URL(/(http:\S+\/unsubscribe\?token=\S+)/.exec(text)![1]).searchParams.get('token')!;
      const preferences = () =>
        runtimeTables(db()).selectFrom('email_preferences').selectAll().where('email', '=', 'new.coach@example.com').executeTakeFirst();
      // Nobody has unsubscribed the address yet: every subscription is on, and nothing is stored.
      expect(await status(token)).toEqual({ subscribedNotifications: true, subscribedCompetitions: true, subscribedMarketing: true });
      expect(await preferences()).toBeUndefined();
      const saved = await visitor.request(USER_UNSUBSCRIBE_EMAILS, {
        input: { unsubscribeToken: token, subscribedNotifications: false, subscribedCompetitions: true, subscribedMarketing: false },
      });
      expect(saved.errors).toBeUndefined();
      expect(await preferences()).toMatchObject({ unsubscribed_notifications: true, unsubscribed_competitions: false, unsubscribed_marketing: true });
      expect(await status(token)).toEqual({ subscribedNotifications: false, subscribedCompetitions: true, subscribedMarketing: false });
      const oneClick = await fetch(`${server.url}/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      // The email named no kind, so it was a notification: its one-click turns notifications off and leaves the rest.
      expect(await preferences()).toMatchObject({ unsubscribed_notifications: true, unsubscribed_competitions: false, unsubscribed_marketing: true });
      // No user was made for the address.
      expect(
        await db()
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`lower(email) = 'new.coach@example.com'`)
          .execute(),
      ).toEqual([]);
    });

    it('answers an unknown link with null, and refuses to change anything through it', async () => {
      expect(await status('unknown-unsubscribe-token-000000000000000')).toBeNull();
      const refused = await visitor.request(USER_UNSUBSCRIBE_EMAILS, {
        input: {
          unsubscribeToken: 'unknown-unsubscribe-token-000000000000000',
          subscribedNotifications: false,
          subscribedCompetitions: false,
          subscribedMarketing: false,
        },
      });
      expect(refused.errors?.[0]).toMatchObject({ message: BAD_UNSUBSCRIBE_LINK, extensions: { code: 'INVALID_LINK' } });
    });

    it('unsubscribes from everything by the one-click POST of List-Unsubscribe', async () => {
      const id = await userId(DEMO_USERS.venueAdmin);
      const token = await issueUnsubscribeToken(db(), { userId: id });
      const res = await fetch(`${server.url}/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(await db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        unsubscribed_notifications: true,
        unsubscribed_competitions: true,
        unsubscribed_marketing: true,
      });
      const unknown = await fetch(`${server.url}/unsubscribe?token=nope`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unknown.status).toBe(404);
    });
  });
});
