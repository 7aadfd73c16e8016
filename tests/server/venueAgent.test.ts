import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runAgentOnce, type AgentOptions } from '../../scripts/venueAgent/agent.ts';
import { runAllowedCommand } from '../../scripts/venueAgent/allowedCommands.ts';
import { recordingKey } from '../../src/server/features/media/videoFiles.ts';
import { readAll } from '../../src/server/files/storage/objectStore.ts';
import { blobBytes } from '../../src/server/files/blobs.ts';
import { isStoredRef } from '../../src/server/files/storedFile.ts';

const ISSUE = 'mutation($input: VenueServerIssueCredentialInput!) { venueServerIssueCredential(input: $input) { credential } }';
const RUN = 'mutation($input: VenueServersRunCommandInput!) { venueServersRunCommand(input: $input) { commands } }';
const CANCEL = 'mutation($input: VenueServerCommandCancelInput!) { venueServerCommandCancel(input: $input) { id state } }';
/** What the venue server's Commands, Status and SMART state tabs read. */
const TABS = `query($id: ID!) { venueServer(id: $id) {
  smartState statusEntries lastContactAt
  readminAssociationObjects(associationName: "commands", limit: 50) { ... on VenueServerCommand { id content state output exitStatus progress sentAt finishedAt } }
} }`;

interface Command {
  id: string;
  content: string;
  state: string;
  output: string | null;
  exitStatus: number | null;
  progress: number | null;
  sentAt: string | null;
  finishedAt: string | null;
}
interface Tabs {
  venueServer: {
    smartState: string;
    statusEntries: { section: string; label: string; value: string }[];
    lastContactAt: string;
    readminAssociationObjects: Command[];
  };
}

/** `npm run venue-agent`'s core, in process, as one venue server against a test server: what the console then shows. */
describe('venue agent', () => {
  let server: TestServer;
  let admin: GraphqlClient;
  const ids: Record<string, string> = {};
  let agent: AgentOptions;

  const run = async (content: string) =>
    (
      await admin.request<{ venueServersRunCommand: { commands: { id: string }[] } }>(RUN, {
        input: { venueServerIds: [ids['dhsc-vs-01']], content },
      })
    ).data!.venueServersRunCommand.commands[0].id;
  const tabs = async () => (await admin.request<Tabs>(TABS, { id: ids['dhsc-vs-01'] })).data!.venueServer;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'pglite' });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    for (const row of await server.database.db.selectFrom('venue_servers').select(['id', 'name']).execute()) ids[row.name] = String(row.id);
    const issued = await admin.request<{ venueServerIssueCredential: { credential: string } }>(ISSUE, {
      input: { venueServerId: ids['dhsc-vs-01'] },
    });
    agent = { url: server.url, credential: issued.data!.venueServerIssueCredential.credential, serverName: 'dhsc-vs-01', disk: '/dev/nonexistent' };
    // The seed's pending commands go first, so the test sees only its own.
    await runAgentOnce(agent);
  });
  afterAll(() => server.close());

  it('runs a command issued in the console and the Commands tab shows it completed with its output; a cancelled one is never run', async () => {
    const ps = await run('ps auxf');
    const reboot = await run('sudo reboot');
    const forbidden = await run('rm -rf /tmp/anything');
    const cancelled = await run('sudo chef-client');
    await admin.request(CANCEL, { input: { venueServerCommandId: cancelled } });

    const runs = await runAgentOnce(agent);
    expect(runs.map((r) => [r.id, r.state, r.exitStatus])).toEqual([
      [ps, 'completed', 0],
      [reboot, 'completed', 0],
      [forbidden, 'failed', 126],
    ]);

    const commands = new Map((await tabs()).readminAssociationObjects.map((c) => [c.id, c]));
    expect(commands.get(ps)).toMatchObject({ state: 'completed', exitStatus: 0, progress: 100 });
    // ps's own header and the agent's process are in the real process tree.
    expect(commands.get(ps)!.output).toMatch(/^USER\s+PID/);
    expect(commands.get(ps)!.output).toContain('ps auxf');
    expect(commands.get(ps)!.sentAt).not.toBeNull();
    expect(commands.get(ps)!.finishedAt).not.toBeNull();
    expect(commands.get(reboot)!.output).toMatch(/^\[simulated by venue-agent: this machine is not rebooted\]/);
    expect(commands.get(forbidden)).toMatchObject({ state: 'failed', exitStatus: 126 });
    expect(commands.get(forbidden)!.output).toContain("'rm -rf /tmp/anything' is not an allowed command");
    expect(commands.get(cancelled)).toMatchObject({ state: 'cancelled', output: null, sentAt: null });

    // Nothing is left to run.
    expect(await runAgentOnce(agent)).toEqual([]);
  });

  it("reports the machine's status entries and SMART state, which the Status and SMART tabs show", async () => {
    await runAgentOnce(agent);
    const { statusEntries, smartState, lastContactAt } = await tabs();
    expect(statusEntries.find((e) => e.label === 'Host')?.value).toContain(hostname());
    expect(statusEntries.map((e) => e.section)).toEqual(expect.arrayContaining(['System', 'Disk', 'Network', 'Services']));
    expect(smartState).toContain('SMART overall-health self-assessment test result');
    expect(smartState).toContain('could not read /dev/nonexistent');
    expect(Date.now() - Date.parse(lastContactAt)).toBeLessThan(60_000);
  });

  it("posts a snapshot of each of the server's cameras, with the time it was taken, which Live Image shows", async () => {
    const before = new Date();
    await runAgentOnce(agent);
    const cameras = await server.database.db
      .selectFrom('cameras')
      .select(['id', 'camera_id', 'snapshot', 'snapshot_taken_at'])
      .where('venue_server_id', '=', Number(ids['dhsc-vs-01']))
      .orderBy('camera_id')
      .execute();
    expect(cameras.map((c) => c.camera_id)).toEqual(['cam-dhsc-court1', 'cam-dhsc-court2']);
    for (const camera of cameras) {
      expect(new Date(camera.snapshot_taken_at!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(camera.snapshot).toMatchObject({ name: `${camera.camera_id}-snapshot.jpg`, type: 'image/jpeg' });
      const jpeg = await blobBytes(server.database.db, server.storage, isStoredRef(camera.snapshot) ? camera.snapshot.blobId : '');
      expect(jpeg!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const res = await admin.request<{ camera: { snapshotTakenAt: string } }>('query($id: ID!) { camera(id: $id) { snapshotTakenAt } }', {
      id: String(cameras[0].id),
    });
    expect(res.data!.camera.snapshotTakenAt).toBe(new Date(cameras[0].snapshot_taken_at!).toISOString());
    const image = await fetch(`${server.url}/readmin/cameras/${cameras[0].id}/live_image.jpg`, { headers: { cookie: admin.cookieHeader() } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it("with recordSeconds records a clip per court and uploads it as the court's recording, its file in storage", async () => {
    const started = Date.now();
    await runAgentOnce({ ...agent, snapshots: false, recordSeconds: 1 });
    const recordings = await server.database.db
      .selectFrom('recordings as r')
      .innerJoin('courts as c', 'c.id', 'r.court_id')
      .select(['r.id', 'r.state', 'r.started_at', 'r.finished_at', 'r.duration_seconds', 'c.name'])
      .where('r.created_at', '>=', new Date(started - 1000))
      .execute();
    // One per court the server's cameras film, each started when the agent began recording it.
    expect(recordings.length).toBeGreaterThanOrEqual(2);
    for (const r of recordings) {
      expect(r).toMatchObject({ state: 'uploaded', duration_seconds: 1 });
      expect(Math.abs(new Date(r.started_at).getTime() - started)).toBeLessThan(10_000);
      const stored = await server.storage.get(recordingKey(r.id));
      const bytes = await readAll(stored!);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
  });

  it("refuses to act as another server with that server's credential", async () => {
    await expect(runAgentOnce({ ...agent, serverName: 'bondi-vs-01' })).rejects.toThrow(
      'The credential belongs to venue server dhsc-vs-01, not bondi-vs-01.',
    );
    await expect(runAgentOnce({ ...agent, credential: `vsk_${'B'.repeat(43)}` })).rejects.toThrow(/401 Unknown or replaced venue server credential/);
  });
});

describe('venue agent allow-list', () => {
  it('runs a command only when it is one of the allowed ones exactly, never through a shell', async () => {
    const progress = async () => {};
    for (const content of ['ps auxf; touch /tmp/venue-agent-escaped', 'ps auxf && id', '$(id)', 'sudo rm -rf /']) {
      const outcome = await runAllowedCommand(content, progress);
      expect(outcome.exitStatus, content).toBe(126);
      expect(outcome.output).toContain('is not an allowed command');
    }
    expect(existsSync('/tmp/venue-agent-escaped')).toBe(false);
    // Spacing aside, an allowed command is recognised.
    expect((await runAllowedCommand('  ps   auxf ', progress)).exitStatus).toBe(0);
  });
});
