import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const RUN = `mutation($input: VenueServersRunCommandInput!) { venueServersRunCommand(input: $input) { commands } }`;
const ISSUES = `mutation($input: VenueServersUpdateIssuesInput!) { venueServersUpdateIssues(input: $input) { id issues issuesCheckedAt readminLabels { content } } }`;
const SSH = `mutation($input: GenerateVenueServersSshConfigInput!) { generateVenueServersSshConfig(input: $input) { sshConfig filename mimeType } }`;
const CANCEL = `mutation($input: VenueServerCommandCancelInput!) { venueServerCommandCancel(input: $input) { id state } }`;

/**
 * The venue server actions of spec 002 §2.11 (run command, cancel command, check issues, generate SSH
 * config): full admins only (§6), so organisation and venue admins are refused even on servers of their
 * own venues; each write is audited, the SSH config writes nothing.
 */
describe.each(TEST_DATABASES)('venue server actions on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const ids: Record<string, string> = {};
  const db = () => server.database.db;
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db())).rows[0].n);
  const versions = (itemType: string) =>
    sql<{ item_id: number; event: string }>`SELECT item_id, event FROM paper_trail_versions WHERE item_type = ${itemType} ORDER BY id`
      .execute(db())
      .then((r) => r.rows);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    for (const row of await db().selectFrom('venue_servers').select(['id', 'name']).execute()) ids[row.name] = String(row.id);
  });
  afterAll(() => server.close());

  /** The id of a server a venue admin (and an organisation admin) administers: their own venue's. */
  const ownServerOf = async (email: string) =>
    String(
      (
        await sql<{
          id: number;
        }>`SELECT vs.id FROM venue_servers vs JOIN venue_admins va ON va.venue_id = vs.venue_id JOIN users u ON u.id = va.user_id
          WHERE u.email = ${email} ORDER BY vs.id LIMIT 1`.execute(db())
      ).rows[0].id,
    );

  it('runs a command on each selected server as a pending command of the caller, answering the commands, audited', async () => {
    const res = await admin.request<{ venueServersRunCommand: { commands: Record<string, string>[] } }>(RUN, {
      input: { venueServerIds: [ids['dhsc-vs-01'], ids['bondi-vs-01']], content: '  sudo reboot ' },
    });
    expect(res.errors).toBeUndefined();
    const commands = res.data!.venueServersRunCommand.commands;
    expect(commands.map(({ venueServer, content, state }) => ({ venueServer, content, state }))).toEqual([
      { venueServer: 'dhsc-vs-01', content: 'sudo reboot', state: 'pending' },
      { venueServer: 'bondi-vs-01', content: 'sudo reboot', state: 'pending' },
    ]);
    const stored = await db()
      .selectFrom('venue_server_commands')
      .innerJoin('users', 'users.id', 'venue_server_commands.user_id')
      .select(['venue_server_commands.id', 'venue_server_id', 'content', 'state', 'users.email'])
      .where(
        'venue_server_commands.id',
        'in',
        commands.map((c) => Number(c.id)),
      )
      .orderBy('venue_server_commands.id')
      .execute();
    expect(stored).toEqual(
      commands.map((c) => ({
        id: Number(c.id),
        venue_server_id: Number(c.venueServerId),
        content: 'sudo reboot',
        state: 'pending',
        email: DEMO_USERS.admin,
      })),
    );
    const created = (await versions('VenueServerCommand')).filter((v) => commands.some((c) => Number(c.id) === v.item_id));
    expect(created.map((v) => v.event)).toEqual(['create', 'create']);

    // Cancel is allowed only while the command is pending (§4).
    const cancelled = await admin.request<{ venueServerCommandCancel: { state: string } }>(CANCEL, {
      input: { venueServerCommandId: commands[0].id },
    });
    expect(cancelled.data!.venueServerCommandCancel.state).toBe('cancelled');
    const again = await admin.request(CANCEL, { input: { venueServerCommandId: commands[0].id } });
    expect(again.errors?.[0].message).toBe('Only a pending command can be cancelled.');
  });

  it('refuses a blank command and a disabled server, creating nothing', async () => {
    const before = await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM venue_server_commands`);
    const blank = (await admin.request(RUN, { input: { venueServerIds: [ids['dhsc-vs-01']], content: '' } })) as Answer;
    expect(blank.errors?.[0].extensions?.problems).toEqual([{ field: 'content', message: 'Command is required' }]);
    const disabled = await admin.request(RUN, { input: { venueServerIds: [ids['dhsc-vs-01'], ids['spare-vs-07']], content: 'ps auxf' } });
    expect(disabled.errors?.[0].message).toBe('Commands run only on enabled servers: a disabled server cannot connect to pick them up.');
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM venue_server_commands`)).toBe(before);
  });

  it('refuses organisation and venue admins every venue server action, even on their own venue, and cancel of a command', async () => {
    const own = await ownServerOf(DEMO_USERS.venueAdmin);
    const pending = await db()
      .selectFrom('venue_server_commands')
      .select('id')
      .where('state', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM venue_server_commands WHERE state = 'pending'`);
    for (const client of [orgAdmin, venueAdmin]) {
      for (const [query, input] of [
        [RUN, { venueServerIds: [own], content: 'sudo reboot' }],
        [ISSUES, { venueServerIds: [own] }],
        [SSH, { venueServerIds: [own] }],
        [CANCEL, { venueServerCommandId: String(pending.id) }],
      ] as const) {
        const res = (await client.request(query, { input })) as Answer;
        expect(res.errors?.[0].message, query).toMatch(/not allowed|permission|may not|No Venue ?Server|No Venue Server Command/i);
        expect(res.data?.[Object.keys(res.data ?? {})[0]] ?? null).toBeNull();
      }
    }
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM venue_server_commands WHERE state = 'pending'`)).toBe(before);
    const checked = await db().selectFrom('venue_servers').select('issues_checked_at').where('id', '=', Number(own)).executeTakeFirstOrThrow();
    expect(checked.issues_checked_at).toBeNull();
  });

  it('refuses a server that does not exist', async () => {
    const res = await admin.request(ISSUES, { input: { venueServerIds: ['999999'] } });
    expect(res.errors?.[0].message).toMatch(/999999/);
  });

  it('checks issues: stores what is wrong (null when nothing), labels the server and audits the change', async () => {
    const bondi = Number(ids['bondi-vs-01']);
    await db()
      .updateTable('venue_servers')
      .set({
        internal_network_ip_address: '10.99.2.50',
        static_ip_address: '203.0.113.99',
        static_gateway_address: null,
        static_primary_dns_server: null,
      })
      .where('id', '=', bondi)
      .execute();
    await sql`UPDATE venue_servers SET enabled = true, state = 'decommissioned' WHERE id = ${Number(ids['dhsc-vs-00'])}`.execute(db());
    const venue = (await db().selectFrom('venue_servers').select('venue_id').where('id', '=', bondi).executeTakeFirstOrThrow()).venue_id!;
    await db()
      .insertInto('outages')
      .values({ kind: 'venue_server', venue_id: venue, venue_server_id: bondi, started_at: '2026-11-01T10:00:00Z' } as never)
      .execute();
    await db()
      .insertInto('internet_speed_tests')
      .values({ venue_id: venue, venue_server_id: bondi, tested_at: '2026-11-20T10:00:00Z', upload_mbps: 20, download_mbps: 100 } as never)
      .execute();
    await db().updateTable('venue_servers').set({ uploader_rate_limit_kbytes: 2500 }).where('id', '=', bondi).execute();
    // The demo's lakeside server measured 9.6 Mbit/s up: within 80% of it, nothing is wrong.
    await db().updateTable('venue_servers').set({ uploader_rate_limit_kbytes: 900 }).where('id', '=', Number(ids['lakeside-vs-01'])).execute();

    const res = await admin.request<{
      venueServersUpdateIssues: { id: string; issues: string[] | null; issuesCheckedAt: string; readminLabels: { content: string }[] }[];
    }>(ISSUES, { input: { venueServerIds: [String(bondi), ids['dhsc-vs-00'], ids['lakeside-vs-01']] } });
    expect(res.errors).toBeUndefined();
    const byId = Object.fromEntries(res.data!.venueServersUpdateIssues.map((s) => [s.id, s]));
    expect(byId[String(bondi)].issues).toEqual([
      'Static IP address set without a static gateway address.',
      'Static IP address set without a static primary DNS server.',
      'Internal network IP address 10.99.2.50 is outside the internal network 10.20.2.0/24.',
      'Unreachable since 2026-11-01T10:00:00.000Z (outage not finished).',
      'Uploader rate limit 2500 KB/s is over 80% of the last measured upload (20 Mbit/s, about 2000 KB/s).',
    ]);
    expect(byId[String(bondi)].readminLabels.map((l) => l.content)).toContain('Has issues');
    expect(byId[ids['dhsc-vs-00']].issues).toEqual(['Decommissioned but still enabled: it can still connect to the platform.']);
    expect(byId[ids['lakeside-vs-01']]).toMatchObject({ issues: null, readminLabels: [] });
    expect(byId[ids['lakeside-vs-01']].issuesCheckedAt).toEqual(expect.any(String));
    const audited = (await versions('VenueServer')).filter((v) => v.event === 'update').map((v) => v.item_id);
    expect(audited).toEqual(expect.arrayContaining([bondi, Number(ids['dhsc-vs-00']), Number(ids['lakeside-vs-01'])]));
  });

  it('generates an SSH config of the selected servers as a text file, writing nothing', async () => {
    const versionsBefore = await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM paper_trail_versions`);
    await db().updateTable('venue_servers').set({ name: 'qec-vs-01\nHost evil' }).where('id', '=', Number(ids['qec-vs-01'])).execute();
    const res = await admin.request<{ generateVenueServersSshConfig: { sshConfig: string; filename: string; mimeType: string } }>(SSH, {
      input: { venueServerIds: [ids['lakeside-vs-01'], ids['dhsc-vs-01'], ids['spare-vs-07'], ids['qec-vs-01']] },
    });
    expect(res.errors).toBeUndefined();
    const { sshConfig, filename, mimeType } = res.data!.generateVenueServersSshConfig;
    expect({ filename, mimeType }).toEqual({ filename: 'ssh_config_venue_servers.txt', mimeType: 'text/plain' });
    // Static address, else (locally accessible) the internal one; none → commented out.
    expect(sshConfig).toContain('Host dhsc-vs-01\n  HostName 203.0.113.24\n  User readmin');
    expect(sshConfig).toContain('Host lakeside-vs-01\n  HostName 10.30.1.50\n');
    expect(sshConfig).toContain('# Host spare-vs-07');
    // A line break in a stored name starts no directive of its own.
    expect(sshConfig).not.toMatch(/^Host evil/m);
    expect(sshConfig.match(/^Host /gm)).toHaveLength(2);
    const single = await admin.request<{ generateVenueServersSshConfig: { filename: string } }>(SSH, {
      input: { venueServerIds: [ids['dhsc-vs-01']] },
    });
    expect(single.data!.generateVenueServersSshConfig.filename).toBe('ssh_config_dhsc-vs-01.txt');
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM paper_trail_versions`)).toBe(versionsBefore);
  });
});
