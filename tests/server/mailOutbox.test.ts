import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { latestVersion } from '../support/auditTrail.ts';
import { createMailer, smtpTransport } from '../../src/server/mail/mailer.ts';
import { deliverOutboxMessage, RetryableDeliveryError } from '../../src/server/mail/smtpDelivery.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { withEngineTables } from '../../src/server/db/engineTables.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port that keeps what it is sent and refuses one mailbox. */
const startSmtp = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== 'refused@example.com') return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom as SMTPServerAddress;
        received.push({ from: from.address, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A local port nobody listens on. */
const closedPort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

const LIST = `query($bar: FilterBarInput) { readminObjects(typename: "OutboxMessage", filterBar: $bar, limit: 100) {
  id ... on OutboxMessage { recipient subject status sentAt error createdAt } } }`;
type Listed = { id: string; recipient: string; subject: string; status: string; sentAt: string | null; error: string | null; createdAt: string };

describe.each(TEST_DATABASES)('the mail outbox on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ kind, exports: true, smtpUrl: smtp.url });
    [admin, orgAdmin] = await Promise.all([signedIn(server.url, DEMO_USERS.admin), signedIn(server.url, DEMO_USERS.orgAdmin)]);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const db = () => server.database.db;
  const row = (id: number) => db().selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mailer = () => server.exports!.deps.mailer;
  /** The mail job's outcome: the row once it is no longer 'sending'. */
  const deliveryOutcome = async (id: number) => {
    await expect.poll(async () => (await row(id)).status, { timeout: 30_000, interval: 50 }).not.toBe('sending');
    return row(id);
  };

  it('stores the message, and the mail job delivers exactly those bytes over SMTP, then marks it sent', async () => {
    const sent = await mailer().send({ to: 'coach@example.com', subject: 'Season draw — round 1', text: 'The draw is out.\n' });
    expect(sent).toMatchObject({ status: 'sending', error: null });
    const stored = await deliveryOutcome(sent.id!);
    expect(stored).toMatchObject({
      recipient: 'coach@example.com',
      subject: 'Season draw — round 1',
      status: 'sent',
      error: null,
    });
    expect(stored.sent_at).toBeInstanceOf(Date);
    // An address with no user gets a link to the address's own email preferences (migration 0057).
    expect(stored.text).toMatch(
      /^The draw is out\.\n\n--\nManage your email preferences or unsubscribe: http:\/\/localhost\/unsubscribe\?token=[\w-]{43}\n$/,
    );
    const holders = await withEngineTables(db())
      .selectFrom('unsubscribe_tokens')
      .select(['user_id', 'email'])
      .where('email', '=', 'coach@example.com')
      .execute();
    expect(holders).toEqual([{ user_id: null, email: 'coach@example.com' }]);
    const delivered = smtp.received.filter((m) => m.to.includes('coach@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].from).toBe('no-reply@readmin.local');
    expect(delivered[0].data.trimEnd()).toBe((stored.raw as string).trimEnd());
    // The raw message is a whole RFC 822 message: headers (the subject encoded), a blank line, the body.
    expect(stored.raw).toMatch(/^To: coach@example\.com\r$/m);
    expect(stored.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(stored.raw).toMatch(/\r\n\r\nThe draw is out\.\r\n/);
  });

  it("marks a message the SMTP server refuses as failed, with the server's answer", async () => {
    const sent = await mailer().send({ to: 'refused@example.com', subject: 'Not wanted', text: 'x' });
    // A 5xx refusal is final: failed on the first try, not retried.
    const stored = await deliveryOutcome(sent.id!);
    expect(stored).toMatchObject({ status: 'failed', sent_at: null });
    expect(stored.error).toMatch(/550/);
    expect(stored.error).toMatch(/Mailbox unavailable/);
    expect(smtp.received.some((m) => m.to.includes('refused@example.com'))).toBe(false);
  });

  it('marks a message failed when no SMTP server answers', async () => {
    // Without a queue the mailer delivers at once (its last try: the job's earlier tries keep it 'sending').
    const unreachable = createMailer(db(), { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const sent = await unreachable.send({ to: 'coach@example.com', subject: 'Nobody home', text: 'x' });
    expect(sent.status).toBe('failed');
    expect((await row(sent.id!)).error).toMatch(/ECONNREFUSED/);
  });

  it('keeps a message the SMTP server cannot take yet as sending, with the error, for the job to try again', async () => {
    const unreachable = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    const id = (await createMailer(db(), { smtpUrl: '' }).send({ to: 'later@example.com', subject: 'Later', text: 'x' })).id!;
    await expect(deliverOutboxMessage(db(), unreachable, id, { finalAttempt: false })).rejects.toBeInstanceOf(RetryableDeliveryError);
    expect(await row(id)).toMatchObject({ status: 'sending', sent_at: null });
    expect((await row(id)).error).toMatch(/ECONNREFUSED/);
  });

  it("gives an email to a user that user's own unsubscribe link, footer and List-Unsubscribe headers, recorded as an audited Delivery", async () => {
    const sent = await mailer().send({
      to: DEMO_USERS.orgAdmin.toUpperCase(),
      subject: 'Your export is ready',
      text: 'Ready.\n',
      html: '<p>Ready &amp; waiting.</p>',
      delivery: { kind: 'game_notification' },
    });
    const stored = await deliveryOutcome(sent.id!);
    expect(stored.status).toBe('sent');
    const url = /^Manage your email preferences or unsubscribe: (http:\/\/localhost\/unsubscribe\?token=[A-Za-z0-9_-]{43})$/m.exec(
      stored.text as string,
    )?.[1];
    expect(url).toBeDefined();
    expect(stored.html).toContain(`<a href="${url}">email preferences</a>`);
    expect(stored.html).toMatch(/^<p>Ready &amp; waiting\.<\/p>/);
    // Header lines unfolded (a long one continues on the next line after whitespace).
    const raw = smtp.received.find((m) => m.data.includes('Subject: Your export is ready'))!.data.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    // Stored hashed: the token itself is nowhere in the database.
    const token = new URL(url!).searchParams.get('token')!;
    const tokens = await withEngineTables(db()).selectFrom('unsubscribe_tokens').select('token_hash').execute();
    expect(tokens.some((t) => t.token_hash === token)).toBe(false);
    expect(tokens.some((t) => t.token_hash === hashSecretToken(token))).toBe(true);
    const delivery = await db().selectFrom('deliveries').selectAll().where('outbox_message_id', '=', sent.id!).executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ kind: 'game_notification', state: 'sent', org_id: null, subject: 'Your export is ready' });
    expect(delivery.sent_at).toBeInstanceOf(Date);
    const version = await latestVersion(db(), 'Delivery', delivery.id);
    expect(version).toMatchObject({ event: 'create', via: 'mailer' });
  });

  it('keeps the message in the outbox, whole, when no SMTP server is configured', async () => {
    const sent = await createMailer(db(), { smtpUrl: '' }).send({ to: 'coach@example.com', subject: 'Kept', text: 'Kept here.\n' });
    const stored = await row(sent.id!);
    expect(stored).toMatchObject({ status: 'outbox', sent_at: null, error: null });
    expect(stored.raw).toMatch(/^Subject: Kept\r$/m);
    expect(smtp.received.some((m) => m.data.includes('Subject: Kept'))).toBe(false);
  });

  it('refuses a malformed mail with an error naming the problem, storing nothing', async () => {
    const before = (await db().selectFrom('outbox_messages').select('id').execute()).length;
    await expect(mailer().send({ to: 'a@example.com, b@example.com', subject: 'Two', text: 'x' })).rejects.toThrow(
      "Email recipient 'a@example.com, b@example.com' is not one email address",
    );
    await expect(mailer().send({ to: 'a@example.com', subject: 'Line\nBcc: evil@example.com', text: 'x' })).rejects.toThrow(
      'Email subject must be one line',
    );
    expect((await db().selectFrom('outbox_messages').select('id').execute()).length).toBe(before);
  });

  it('shows the outbox to platform admins, newest first, by status and recipient', async () => {
    const newest = await admin.request<{ readminObjects: Listed[] }>(LIST, { bar: { orderOption: 'newest' } });
    expect(newest.errors).toBeUndefined();
    const rows = newest.data!.readminObjects;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0].subject).toBe('Kept');

    const failed = await admin.request<{ readminObjects: Listed[] }>(LIST, { bar: { filtersHash: { status: 'failed' } } });
    expect(failed.data!.readminObjects.map((r) => r.subject).sort()).toEqual(['Nobody home', 'Not wanted']);
    const toCoach = await admin.request<{ readminObjects: Listed[] }>(LIST, { bar: { filtersHash: { recipient: 'coach@example.com' } } });
    expect(toCoach.data!.readminObjects.map((r) => r.subject).sort()).toEqual(['Kept', 'Nobody home', 'Season draw — round 1']);
    const bad = await admin.request(LIST, { bar: { filtersHash: { status: 'lost' } } });
    expect(bad.errors?.[0].message).toBe("'lost' is not an option of filter status");
  });

  it('hides the outbox from everyone else, and nobody can change it', async () => {
    const [first] = (await db().selectFrom('outbox_messages').select('id').orderBy('id').limit(1).execute()) as { id: number }[];
    expect((await orgAdmin.request(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await orgAdmin.request('{ readminObjectsCount(typename: "OutboxMessage") }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const one = await orgAdmin.request(`{ readminObject(typename: "OutboxMessage", id: "${first.id}") { id } }`);
    expect(one.data?.readminObject ?? null).toBeNull();
    const { create, update, remove, custom } = registry.types.OutboxMessage.operations;
    expect([create, update, remove, Object.keys(custom)]).toEqual([undefined, undefined, undefined, []]);
    const write = await admin.request(`mutation { outboxMessagesRemove(input: { ids: ["${first.id}"] }) { id } }`);
    expect(write.errors?.[0].message).toMatch(/Cannot query field "outboxMessagesRemove"/);
  });
});
