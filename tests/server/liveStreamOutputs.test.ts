import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD = `mutation($input: AddLiveStreamScorerInput!) { addLiveStreamScorer(input: $input) { scorerLink } }`;
const UPDATE = `mutation($input: LiveStreamScorersUpdateInput!) { liveStreamScorersUpdate(input: $input) { id team1Display } }`;
const REMOVE = `mutation($input: LiveStreamScorersRemoveInput!) { liveStreamScorersRemove(input: $input) { ids } }`;
const ADD_RTMP = `mutation($input: AddLiveStreamCustomOutputInput!) { addLiveStreamCustomOutput(input: $input) { id rtmpUrl } }`;

/** Live stream outputs: the live scorer (once per stream, both team names required) and the RTMP URL's validation. */
describe.each(TEST_DATABASES)('live stream outputs on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let own: number;
  let foreign: number;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    const streams = (
      await sql<{ id: number; org_id: number }>`SELECT s.id, c.org_id FROM live_streams s JOIN courts c ON c.id = s.court_id ORDER BY s.id`.execute(
        db(),
      )
    ).rows;
    own = streams.find((s) => s.org_id === 1)!.id;
    foreign = streams.find((s) => s.org_id === 2)!.id;
  });
  afterAll(() => server.close());

  const versions = async (id: number) =>
    (
      await sql<{
        event: string;
      }>`SELECT event FROM paper_trail_versions WHERE item_type = 'LiveStreamScorer' AND item_id = ${id} ORDER BY id`.execute(db())
    ).rows.map((v) => v.event);
  const scorers = async (liveStreamId: number) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_scorers WHERE live_stream_id = ${liveStreamId}`.execute(db())).rows[0].n;

  it('adds a live scorer once per live stream, edits and removes it, each audited', async () => {
    const input = { liveStreamId: String(own), team1Display: 'Pelicans', team2Display: 'Rockets' };
    expect((await orgAdmin.request(ADD, { input: { ...input, token: 'chosen' } })).errors).toBeDefined(); // the server makes the secret
    const added = await orgAdmin.request<{ addLiveStreamScorer: { scorerLink: string } }>(ADD, { input });
    expect(added.errors).toBeUndefined();
    // The link is answered once; only its hash is stored.
    const token = /\/live_scorer\/([A-Za-z0-9_-]{43})$/.exec(added.data!.addLiveStreamScorer.scorerLink)![1];
    const stored = (
      await sql<{ id: number; token_hash: string }>`SELECT id, token_hash FROM live_stream_scorers WHERE live_stream_id = ${own}`.execute(db())
    ).rows[0];
    expect(stored.token_hash).toBe(hashSecretToken(token));
    const id = stored.id;
    const again = await orgAdmin.request(ADD, { input: { ...input, team1Display: 'Other' } });
    expect(again.errors?.[0].message).toBe('This live stream already has a live scorer.');
    expect(await scorers(own)).toBe(1);

    const updated = await orgAdmin.request<{ liveStreamScorersUpdate: { team1Display: string }[] }>(UPDATE, {
      input: { ids: [String(id)], attributes: { team1Display: 'PYR' } },
    });
    expect(updated.data?.liveStreamScorersUpdate[0].team1Display).toBe('PYR');
    expect((await orgAdmin.request(UPDATE, { input: { ids: [String(id)], attributes: { team2Display: '' } } })).errors?.[0].message).toBe(
      'Team 2 display is required',
    );
    expect((await orgAdmin.request(REMOVE, { input: { ids: [String(id)] } })).errors).toBeUndefined();
    expect(await scorers(own)).toBe(0);
    expect(await versions(id)).toEqual(['create', 'update', 'destroy']);
  });

  it("requires both team names, and refuses another organisation's live stream", async () => {
    const missing = await orgAdmin.request(ADD, { input: { liveStreamId: String(own), team1Display: 'Pelicans' } });
    expect(missing.errors?.[0].message).toBe('Team 2 display is required');
    const foreignAdd = await orgAdmin.request(ADD, { input: { liveStreamId: String(foreign), team1Display: 'A', team2Display: 'B' } });
    expect(foreignAdd.errors?.[0].message).toMatch(/Live Stream/);
    expect((await venueAdmin.request(ADD, { input: { liveStreamId: String(foreign), team1Display: 'A', team2Display: 'B' } })).errors).toBeDefined();
    expect(await scorers(own)).toBe(0);
    expect(await scorers(foreign)).toBe(0);
  });

  it('requires an RTMP URL, and one that is an rtmp:// or rtmps:// URL', async () => {
    const add = (rtmpUrl?: string) => orgAdmin.request(ADD_RTMP, { input: { liveStreamId: String(own), ...(rtmpUrl !== undefined && { rtmpUrl }) } });
    expect((await add()).errors?.[0].message).toBe('RTMP URL is required');
    expect((await add('https://example.com/live')).errors?.[0].message).toBe('RTMP URL must be an rtmp:// or rtmps:// URL');
    expect((await add('rtmp://live.example.com/app/key-1')).errors).toBeUndefined();
  });
});
