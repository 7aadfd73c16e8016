import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { VENUE_API_COMMANDS, VENUE_API_STATUS, venueApiCommandReport } from '../../src/shared/venueServerApi.ts';

const RUN = 'mutation($input: VenueServersRunCommandInput!) { venueServersRunCommand(input: $input) { commands } }';
const CANCEL = 'mutation($input: VenueServerCommandCancelInput!) { venueServerCommandCancel(input: $input) { id state } }';
const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';

/**
 * The venue-server channel: a credential per server (hashed at rest, shown once, rotatable), and the
 * authenticated HTTP API through which a server fetches its commands and reports on them and on itself.
 */
describe.each(TEST_DATABASES)('venue server API on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const ids: Record<string, string> = {};
  const db = () => server.database.db;

  const issue = async (client: GraphqlClient, name: string) =>
    client.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, { input: { venueServerId: ids[name] } });
  const storedHash = async (name: string) =>
    (await db().selectFrom('venue_servers').select('credential_hash').where('id', '=', Number(ids[name])).executeTakeFirstOrThrow()).credential_hash;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, venueAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    for (const row of await db().selectFrom('venue_servers').select(['id', 'name']).execute()) ids[row.name] = String(row.id);
  });
  afterAll(() => server.close());

  it('issues a credential shown once, keeps only its SHA-256, and a new one replaces it', async () => {
    const first = await issue(admin, 'dhsc-vs-01');
    expect(first.errors).toBeUndefined();
    const credential = first.data!.venueServerIssueCredential.credential;
    expect(credential).toMatch(/^vsk_[A-Za-z0-9_-]{43}$/);
    expect(await storedHash('dhsc-vs-01')).toBe(hashSecretToken(credential));
    // Nothing the console reads gives it back, not even the audit trail.
    const audit = await db()
      .selectFrom('paper_trail_versions')
      .select('object_changes')
      .where('item_type', '=', 'VenueServer')
      .where('item_id', '=', Number(ids['dhsc-vs-01']))
      .execute();
    expect(JSON.stringify(audit)).not.toContain(hashSecretToken(credential));
    expect(JSON.stringify(audit)).not.toContain(credential);

    const second = (await issue(admin, 'dhsc-vs-01')).data!.venueServerIssueCredential.credential;
    expect(second).not.toBe(credential);
    expect(await storedHash('dhsc-vs-01')).toBe(hashSecretToken(second));
  });

  it('lets only platform admins issue one', async () => {
    const before = await storedHash('bondi-vs-01');
    const res = await issue(venueAdmin, 'bondi-vs-01');
    expect(res.errors?.[0].message).toMatch(/not allowed|permission|may not|No Venue ?Server/i);
    expect(await storedHash('bondi-vs-01')).toBe(before);
  });

  /** A call to the venue server API with a credential (or none). */
  const call = async (credential: string | null, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (credential !== null) headers.authorization = `Bearer ${credential}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(server.url + path, { method: body === undefined ? 'GET' : 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
  };
  const runCommand = async (name: string, content: string) =>
    (await admin.request<{ venueServersRunCommand: { commands: { id: string }[] } }>(RUN, { input: { venueServerIds: [ids[name]], content } })).data!
      .venueServersRunCommand.commands[0].id;
  const commandRow = (id: string) =>
    db()
      .selectFrom('venue_server_commands')
      .select(['state', 'output', 'exit_status', 'progress', 'sent_at', 'started_at', 'finished_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
  const credentialOf = async (name: string) => (await issue(admin, name)).data!.venueServerIssueCredential.credential;

  it('refuses a missing, malformed, unknown or replaced credential with 401, and a disabled server with 403', async () => {
    expect((await call(null, VENUE_API_COMMANDS)).status).toBe(401);
    const malformed = await call('not-a-credential', VENUE_API_COMMANDS);
    expect(malformed).toEqual({ status: 401, body: { error: "Send the venue server's credential as 'Authorization: Bearer vsk_…'." } });
    expect(await call(`vsk_${'A'.repeat(43)}`, VENUE_API_COMMANDS)).toEqual({
      status: 401,
      body: { error: 'Unknown or replaced venue server credential.' },
    });
    const old = await credentialOf('bondi-vs-01');
    expect((await call(old, VENUE_API_COMMANDS)).status).toBe(200);
    await credentialOf('bondi-vs-01');
    expect((await call(old, VENUE_API_COMMANDS)).status).toBe(401);
    expect((await call(old, VENUE_API_STATUS, { smartState: 'x' })).status).toBe(401);

    const spare = await credentialOf('spare-vs-07');
    expect(await call(spare, VENUE_API_COMMANDS)).toEqual({
      status: 403,
      body: { error: 'Venue server spare-vs-07 is disabled: only enabled servers can connect to the platform.' },
    });
  });

  it('hands out pending commands once (pending → sent), takes reports (→ running → completed or failed), never a cancelled one', async () => {
    const credential = await credentialOf('dhsc-vs-01');
    // Commands left from the seed or earlier tests are handed out first: start from none.
    await call(credential, VENUE_API_COMMANDS);
    const kept = await runCommand('dhsc-vs-01', 'ps auxf');
    const cancelled = await runCommand('dhsc-vs-01', 'sudo reboot');
    const failing = await runCommand('dhsc-vs-01', 'systemctl status --no-pager');
    expect((await admin.request(CANCEL, { input: { venueServerCommandId: cancelled } })).errors).toBeUndefined();

    const fetched = await call(credential, VENUE_API_COMMANDS);
    expect(fetched.status).toBe(200);
    expect(fetched.body.venueServer).toEqual({ id: ids['dhsc-vs-01'], name: 'dhsc-vs-01' });
    expect((fetched.body.commands as { id: string; content: string }[]).map((c) => [c.id, c.content])).toEqual([
      [kept, 'ps auxf'],
      [failing, 'systemctl status --no-pager'],
    ]);
    expect((await commandRow(kept)).state).toBe('sent');
    expect((await commandRow(kept)).sent_at).not.toBeNull();
    expect((await commandRow(cancelled)).state).toBe('cancelled');
    expect((await call(credential, VENUE_API_COMMANDS)).body.commands).toEqual([]);

    const running = await call(credential, venueApiCommandReport(kept), { progress: 40, output: 'USER PID\n' });
    expect(running).toEqual({ status: 200, body: { command: { id: kept, state: 'running', progress: 40, exitStatus: null } } });
    const done = await call(credential, venueApiCommandReport(kept), { output: 'USER PID\nroot 1\n', exitStatus: 0 });
    expect(done.body.command).toEqual({ id: kept, state: 'completed', progress: 100, exitStatus: 0 });
    const row = await commandRow(kept);
    expect(row).toMatchObject({ state: 'completed', output: 'USER PID\nroot 1\n', exit_status: 0 });
    expect(row.started_at).not.toBeNull();
    expect(row.finished_at).not.toBeNull();
    expect((await call(credential, venueApiCommandReport(kept), { exitStatus: 1 })).body).toEqual({
      error: `Command ${kept} has already finished (completed): its report cannot change.`,
    });

    expect(
      (await call(credential, venueApiCommandReport(failing), { output: 'Unit recorder.service could not be found.\n', exitStatus: 4 })).body.command,
    ).toMatchObject({
      state: 'failed',
      exitStatus: 4,
    });
    expect(await call(credential, venueApiCommandReport(cancelled), { exitStatus: 0 })).toEqual({
      status: 409,
      body: { error: `Command ${cancelled} was cancelled in the console: it must not run, and reports on it are refused.` },
    });
    expect((await commandRow(cancelled)).state).toBe('cancelled');

    // Each step is in the command's History, made through the API by no user.
    const history = await db()
      .selectFrom('paper_trail_versions')
      .select(['event', 'via', 'whodunnit_id', 'object_changes'])
      .where('item_type', '=', 'VenueServerCommand')
      .where('item_id', '=', Number(kept))
      .orderBy('id')
      .execute();
    expect(history.map((v) => [v.event, v.via, v.whodunnit_id])).toEqual([
      ['create', 'console', expect.any(Number)],
      ['update', 'venue server API', null],
      ['update', 'venue server API', null],
      ['update', 'venue server API', null],
    ]);
    expect(history.map((v) => (JSON.parse(JSON.stringify(v.object_changes)) as { state?: string[] }).state?.[1])).toEqual([
      'pending',
      'sent',
      'running',
      'completed',
    ]);
  });

  it('refuses a body at fault with 400 naming the field', async () => {
    const credential = await credentialOf('dhsc-vs-01');
    const id = await runCommand('dhsc-vs-01', 'ps auxf');
    await call(credential, VENUE_API_COMMANDS);
    const report = (body: unknown) => call(credential, venueApiCommandReport(id), body);
    expect(await report({ progress: 140 })).toEqual({
      status: 400,
      body: { error: 'progress: must be a whole number from 0 to 100', field: 'progress' },
    });
    expect((await report({ exitStatus: '0' })).body.field).toBe('exitStatus');
    expect((await report({ output: 'x'.repeat(100_001) })).body.field).toBe('output');
    expect((await report({ state: 'completed' })).body.field).toBe('state');
    expect((await report({})).body).toEqual({ error: 'body: send at least one of progress, output, exitStatus', field: 'body' });
    expect((await call(credential, VENUE_API_STATUS, { statusEntries: [{ section: 'Disk', label: '', value: '1 TB' }] })).body).toEqual({
      error: 'statusEntries[0].label: must not be blank',
      field: 'statusEntries[0].label',
    });
    expect((await call(credential, VENUE_API_STATUS, { smartState: 5 })).body.field).toBe('smartState');
    expect((await commandRow(id)).state).toBe('sent');
  });

  it("stores status entries and SMART state where the console's Status and SMART tabs read them", async () => {
    const credential = await credentialOf('dhsc-vs-01');
    const statusEntries = [
      { section: 'System', label: 'Uptime', value: '3 days, 2:04' },
      { section: 'Disk', label: 'Free space', value: '900 GB of 3.6 TB' },
    ];
    const smartState = 'SMART overall-health self-assessment test result: PASSED\n';
    expect(await call(credential, VENUE_API_STATUS, { statusEntries, smartState })).toEqual({ status: 200, body: { statusEntries, smartState } });
    const res = await admin.request<{ venueServer: { smartState: string; statusEntries: unknown } }>(
      'query($id: ID!) { venueServer(id: $id) { smartState statusEntries } }',
      { id: ids['dhsc-vs-01'] },
    );
    expect(res.data!.venueServer).toEqual({ smartState, statusEntries });
    // One part alone leaves the other as it was.
    await call(credential, VENUE_API_STATUS, { smartState: 'FAILED\n' });
    expect(
      (
        await admin.request<{ venueServer: { statusEntries: unknown } }>('query($id: ID!) { venueServer(id: $id) { statusEntries } }', {
          id: ids['dhsc-vs-01'],
        })
      ).data!.venueServer.statusEntries,
    ).toEqual(statusEntries);
  });

  it("keeps each server to its own commands: another server's command reads as missing", async () => {
    const dhsc = await credentialOf('dhsc-vs-01');
    const bondi = await credentialOf('bondi-vs-01');
    await call(bondi, VENUE_API_COMMANDS);
    const id = await runCommand('dhsc-vs-01', 'ps auxf');
    expect((await call(bondi, VENUE_API_COMMANDS)).body.commands).toEqual([]);
    expect(await call(bondi, venueApiCommandReport(id), { exitStatus: 0 })).toEqual({
      status: 404,
      body: { error: `No command ${id} for venue server bondi-vs-01.` },
    });
    expect((await call(dhsc, VENUE_API_COMMANDS)).body.commands).toEqual([expect.objectContaining({ id })]);
    expect(await call(bondi, venueApiCommandReport(id), { exitStatus: 0 })).toMatchObject({ status: 404 });
    expect((await commandRow(id)).state).toBe('sent');
    // An id past what a record id can be is missing too, not a database error.
    expect(await call(bondi, venueApiCommandReport('9999999999999999'), { exitStatus: 0 })).toEqual({
      status: 404,
      body: { error: 'No command 9999999999999999 for venue server bondi-vs-01.' },
    });
  });
});
