import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { latestVersion } from '../support/auditTrail.ts';
import { sendOutageEmails } from '../../src/server/features/outageEmails/outageEmailJob.ts';
import type { Mail } from '../../src/server/mail/mail.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { enqueueMail, MAIL_QUEUE } from '../../src/server/mail/mailJob.ts';

const MINUTE = 60_000;

/**
 * Issue 54 item 5: the mailer honours each recipient's email preferences by the email's class, a notification
 * carries a working one-click List-Unsubscribe, and the outage email (spec 002 §9) reaches the right admins once.
 */
describe.each(TEST_DATABASES)('email by the recipient’s choice, and the outage email, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const deps = () => server.exports!.deps;
  const send = (mail: Mail) => deps().mailer.send(mail);
  const addUser = async (email: string, flags: { unsubscribed_notifications?: boolean; unsubscribed_competitions?: boolean } = {}) =>
    (
      await db()
        .insertInto('users')
        .values({ email, ...flags })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const outboxTo = (to: string) => db().selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('id').execute();
  const deliveriesTo = (to: string) => db().selectFrom('deliveries').selectAll().where('email', '=', to).orderBy('id').execute();
  /** The List-Unsubscribe address of a stored message, its header lines unfolded. */
  const listUnsubscribe = (raw: string) => /^List-Unsubscribe: <([^>]+)>\r$/m.exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1];
  const oneClick = (url: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

  describe('preferences before the outbox', () => {
    it('does not queue a notification to a user who turned notifications off, and queues a transactional email to them', async () => {
      const to = 'no.notifications@example.com';
      await addUser(to, { unsubscribed_notifications: true });
      const skipped = await send({ to, subject: 'Game tonight', text: 'Court 1 at 7.\n', delivery: { kind: 'game_notification' } });
      expect(skipped).toEqual({ id: null, status: 'skipped', error: null, reason: `${to} has turned off Game Notifications` });
      // An email that names no kind is a notification too.
      expect((await send({ to, subject: 'Unclassified', text: 'x\n' })).status).toBe('skipped');
      expect(await outboxTo(to)).toEqual([]);
      const reset = await send({ to, subject: 'Reset your password', text: 'Link.\n', delivery: { kind: 'password_reset' } });
      expect(reset.status).toBe('outbox');
      const [stored] = await outboxTo(to);
      expect(stored).toMatchObject({ id: reset.id, subject: 'Reset your password' });
      // A transactional email keeps its preferences link in the footer, but offers no one-click unsubscribe.
      expect(stored.text).toMatch(/unsubscribe\?token=/);
      expect(stored.raw).not.toMatch(/^List-Unsubscribe/m);
      // The stopped emails are Deliveries the console lists as not sent.
      expect((await deliveriesTo(to)).map((d) => [d.subject, d.kind, d.state, d.outbox_message_id])).toEqual([
        ['Game tonight', 'game_notification', 'unsubscribed', null],
        ['Unclassified', 'other', 'unsubscribed', null],
        ['Reset your password', 'password_reset', 'queued', reset.id],
      ]);
    });

    it('classes an email by the Delivery its sender wrote itself (a player portal welcome goes whatever the preferences)', async () => {
      const to = 'player@example.com';
      await addUser(to, { unsubscribed_notifications: true, unsubscribed_competitions: true });
      const delivery = await db()
        .insertInto('deliveries')
        .values({ email: to, subject: 'Welcome', kind: 'welcome', state: 'queued' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sent = await send({ to, subject: 'Welcome', text: 'Sign in.\n', delivery: { id: delivery.id as number } });
      expect(sent.status).toBe('outbox');
      expect(await db().selectFrom('deliveries').select(['state', 'outbox_message_id']).where('id', '=', delivery.id).executeTakeFirst()).toEqual({
        state: 'queued',
        outbox_message_id: sent.id,
      });
    });

    it('honours each class on its own, for an address with no user too', async () => {
      const to = 'parent@example.com';
      await sql`INSERT INTO email_preferences (email, unsubscribed_notifications, unsubscribed_competitions, unsubscribed_marketing)
        VALUES (${to}, false, true, false)`.execute(db());
      expect(
        (await send({ to: 'Parent@Example.com', subject: 'Plays of the week', text: 'x\n', delivery: { kind: 'potw_notification' } })).status,
      ).toBe('skipped');
      expect((await send({ to, subject: 'Game tonight', text: 'x\n', delivery: { kind: 'game_notification' } })).status).toBe('outbox');
      expect((await outboxTo(to)).map((m) => m.subject)).toEqual(['Game tonight']);
    });
  });

  describe('an email in the caller’s transaction', () => {
    it('writes the outbox row and its delivery job with the caller’s other writes: both or neither', async () => {
      // SMTP configured, but no mail worker runs in this server: the job waits in the queue to be counted.
      const mailer = createMailer(db(), { smtpUrl: 'smtp://127.0.0.1:9', enqueue: enqueueMail(deps().boss) });
      const jobsFor = async (id: number) =>
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = ${MAIL_QUEUE} AND data->>'outboxMessageId' = ${String(id)}`.execute(db())
        ).rows[0].n;
      let rolledBack = 0;
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            const { result } = await mailer.queue(trx, { to: 'rollback@example.com', subject: 'Never', text: 'x\n', delivery: { kind: 'outage' } });
            rolledBack = result.id!;
            throw new Error('the caller changed its mind');
          }),
      ).rejects.toThrow('the caller changed its mind');
      expect(rolledBack).toBeGreaterThan(0);
      expect(await outboxTo('rollback@example.com')).toEqual([]);
      expect(await jobsFor(rolledBack)).toBe(0);

      const queued = await db()
        .transaction()
        .execute((trx) => mailer.queue(trx, { to: 'commit@example.com', subject: 'Kept', text: 'x\n', delivery: { kind: 'outage' } }));
      expect(queued.result.status).toBe('sending');
      expect((await outboxTo('commit@example.com')).map((m) => m.status)).toEqual(['sending']);
      expect(await jobsFor(queued.result.id!)).toBe(1);
      expect(await queued.deliver()).toEqual(queued.result);
    });
  });

  describe('one-click List-Unsubscribe', () => {
    it('puts the headers on a notification, and its POST turns that class off for the user, so the next one is not queued', async () => {
      const to = 'one.click@example.com';
      const id = await addUser(to);
      const sent = await send({ to, subject: 'Game tonight', text: 'Court 1 at 7.\n', delivery: { kind: 'game_notification' } });
      expect(sent.status).toBe('outbox');
      const [stored] = await outboxTo(to);
      const url = listUnsubscribe(stored.raw as string);
      expect(url).toMatch(/^http:\/\/localhost\/unsubscribe\?token=[\w-]{43}$/);
      expect(stored.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      // The same link as the footer's.
      expect(stored.text).toContain(url);

      const at = (u: string) => u.replace('http://localhost', server.url);
      const bad = await oneClick(at(url!.replace(/token=.*/, 'token=not-a-real-token-000000000000000000000000')));
      expect(bad.status).toBe(404);
      expect(await bad.text()).toMatch(/invalid/);
      expect((await oneClick(at(url!.replace(/\?.*/, '')))).status).toBe(400);
      const flags = () =>
        db()
          .selectFrom('users')
          .select(['unsubscribed_notifications', 'unsubscribed_competitions', 'unsubscribed_marketing'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      expect(await flags()).toEqual({ unsubscribed_notifications: false, unsubscribed_competitions: false, unsubscribed_marketing: false });

      // The email was a game notification: its one-click turns off that class, not the others.
      const good = await oneClick(at(url!));
      expect(good.status).toBe(200);
      expect(await good.text()).toBe('You have been unsubscribed from Game Notifications.');
      expect(await flags()).toEqual({ unsubscribed_notifications: true, unsubscribed_competitions: false, unsubscribed_marketing: false });
      const version = await latestVersion(db(), 'User', id);
      expect(version).toMatchObject({ event: 'update', via: 'unsubscribe link', whodunnit_id: null });
      expect((await send({ to, subject: 'Game tomorrow', text: 'x\n', delivery: { kind: 'game_notification' } })).status).toBe('skipped');
      expect((await send({ to, subject: 'Plays of the week', text: 'x\n', delivery: { kind: 'potw_notification' } })).status).toBe('outbox');
      expect((await outboxTo(to)).map((m) => m.subject)).toEqual(['Game tonight', 'Plays of the week']);
    });
  });

  describe('the outage email', () => {
    let venue: { id: number; orgId: number; otherVenueId: number; otherOrgId: number; cameraId: number; cameraName: string };
    const expected = ['org.on@example.com', 'venue.on@example.com'];

    beforeAll(async () => {
      venue = (
        await sql<typeof venue>`SELECT v.id, v.org_id AS "orgId", c.id AS "cameraId", c.camera_id AS "cameraName",
            (SELECT min(w.id) FROM venues w WHERE w.org_id = v.org_id AND w.id <> v.id) AS "otherVenueId",
            (SELECT min(o.id) FROM orgs o WHERE o.id <> v.org_id) AS "otherOrgId"
          FROM venues v JOIN cameras c ON c.venue_id = v.id
          WHERE EXISTS (SELECT 1 FROM venues w WHERE w.org_id = v.org_id AND w.id <> v.id)
          ORDER BY v.id, c.id LIMIT 1`.execute(db())
      ).rows[0];
      // Only this test's admins ask for outage emails, and the demo's outages are already told.
      await sql`UPDATE org_admins SET notify_outages = false`.execute(db());
      await sql`UPDATE venue_admins SET notify_outages = false`.execute(db());
      await sql`UPDATE outages SET admins_notified_at = now()`.execute(db());
      const admin = async (email: string, role: 'org' | 'venue', of: number, notify: boolean, flags = {}) => {
        const userId = await addUser(email, flags);
        if (role === 'org') await db().insertInto('org_admins').values({ org_id: of, user_id: userId, notify_outages: notify }).execute();
        else await db().insertInto('venue_admins').values({ venue_id: of, user_id: userId, notify_outages: notify }).execute();
      };
      await admin('org.on@example.com', 'org', venue.orgId, true);
      await admin('venue.on@example.com', 'venue', venue.id, true);
      await admin('org.off@example.com', 'org', venue.orgId, false);
      await admin('venue.off@example.com', 'venue', venue.id, false);
      await admin('other.venue@example.com', 'venue', venue.otherVenueId, true);
      await admin('other.org@example.com', 'org', venue.otherOrgId, true);
      await admin('venue.unsubscribed@example.com', 'venue', venue.id, true, { unsubscribed_notifications: true });
    });

    const addOutage = async (startedAt: Date, finishedAt: Date | null = null) =>
      (
        await db()
          .insertInto('outages')
          .values({
            kind: 'camera',
            venue_id: venue.id,
            camera_id: venue.cameraId,
            started_at: startedAt,
            finished_at: finishedAt,
            details: 'No answer on PoE port 4.',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const outageMails = () =>
      db()
        .selectFrom('outbox_messages')
        .selectAll()
        .where('subject', 'like', `Outage: Camera ${venue.cameraName} at %`)
        .orderBy('recipient')
        .execute();

    it('waits for the hour, then emails the admins with outage notifications once, and never again', async () => {
      const started = new Date(Date.now() - 30 * MINUTE);
      const outageId = await addOutage(started);
      // A short outage that is over never gets an email.
      await addOutage(new Date(started.getTime() - 3 * 60 * MINUTE), new Date(started.getTime() - 2.5 * 60 * MINUTE));

      expect(await sendOutageEmails(deps())).toEqual({ outages: 0, queued: 0, skipped: 0 });
      expect(await outageMails()).toEqual([]);

      const anHourOn = new Date(started.getTime() + 61 * MINUTE);
      expect(await sendOutageEmails(deps(), anHourOn)).toEqual({ outages: 1, queued: 2, skipped: 1 });
      const mails = await outageMails();
      expect(mails.map((m) => m.recipient)).toEqual(expected);
      expect(mails[0].subject).toMatch(/^Outage: Camera \S+ at .+$/);
      expect(mails[0].text).toMatch(/has been out since .+, over an hour\./);
      expect(mails[0].text).toContain('Details: No answer on PoE port 4.');
      expect(mails[0].text).toContain(`http://localhost/readmin/cameras/${venue.cameraId}`);
      // A notification: its recipient can turn it off in one click.
      expect(listUnsubscribe(mails[0].raw as string)).toMatch(/\/unsubscribe\?token=/);
      expect((await deliveriesTo('venue.unsubscribed@example.com')).map((d) => [d.kind, d.state])).toEqual([['outage', 'unsubscribed']]);
      const outage = await db().selectFrom('outages').selectAll().where('id', '=', outageId).executeTakeFirstOrThrow();
      expect(outage.admins_notified_at).toEqual(anHourOn);
      const version = await latestVersion(db(), 'Outage', outageId);
      expect(version).toMatchObject({ event: 'update', via: 'job' });

      // Later runs, and two at once, find it done.
      const later = new Date(anHourOn.getTime() + 10 * MINUTE);
      expect(await sendOutageEmails(deps(), later)).toEqual({ outages: 0, queued: 0, skipped: 0 });
      await Promise.all([sendOutageEmails(deps(), later), sendOutageEmails(deps(), later)]);
      expect((await outageMails()).map((m) => m.recipient)).toEqual(expected);
    });

    it('emails an outage that ended after lasting over an hour between two runs, once, saying it is resolved', async () => {
      const started = new Date(Date.now() - 2 * 60 * MINUTE);
      await addOutage(started, new Date(started.getTime() + 65 * MINUTE));
      const before = (await outageMails()).length;
      expect(await sendOutageEmails(deps())).toEqual({ outages: 1, queued: 2, skipped: 1 });
      const resolved = (await outageMails()).filter((m) => String(m.subject).endsWith('(resolved)'));
      expect(resolved.map((m) => m.recipient)).toEqual(expected);
      expect(resolved[0].text).toMatch(/was out from .+ to .+, over an hour\./);
      expect((await outageMails()).length).toBe(before + 2);
      expect(await sendOutageEmails(deps())).toEqual({ outages: 0, queued: 0, skipped: 0 });
    });

    it('sends the others when one outage cannot be emailed, fails the run in the words of the problem, and sends that one once it can', async () => {
      const started = new Date(Date.now() - 90 * MINUTE);
      const good = await addOutage(started);
      const bad = (
        await db()
          .insertInto('outages')
          .values({ kind: 'camera', venue_id: venue.otherVenueId, started_at: started })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      // An address the mailer refuses (written past the User type's validation).
      const broken = await addUser('not an address');
      await db().insertInto('venue_admins').values({ venue_id: venue.otherVenueId, user_id: broken, notify_outages: true }).execute();
      const notified = async (id: number) =>
        (await db().selectFrom('outages').select('admins_notified_at').where('id', '=', id).executeTakeFirstOrThrow()).admins_notified_at;

      await expect(sendOutageEmails(deps())).rejects.toThrow(
        `Outage emails not sent for outage ${bad}: Email recipient 'not an address' is not one email address`,
      );
      expect(await notified(good)).toBeInstanceOf(Date);
      expect(await notified(bad)).toBeNull();
      // Nothing of the failed outage's transaction stays: not even the email to its other admin.
      expect(await outboxTo('other.venue@example.com')).toEqual([]);

      await db().deleteFrom('venue_admins').where('user_id', '=', broken).execute();
      // The other venue is the organisation's too: its admin and the organisation's.
      expect(await sendOutageEmails(deps())).toEqual({ outages: 1, queued: 2, skipped: 0 });
      expect(await notified(bad)).toBeInstanceOf(Date);
      expect((await outboxTo('other.venue@example.com')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Outage: Camera at /)]);
    });
  });
});
