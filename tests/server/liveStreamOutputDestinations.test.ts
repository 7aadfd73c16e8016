import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_YT = `mutation($input: AddLiveStreamYtOutputInput!) { addLiveStreamYtOutput(input: $input) { id ytChannelId } }`;
const ADD_FB = `mutation($input: AddLiveStreamFbOutputInput!) { addLiveStreamFbOutput(input: $input) { id fbProfileId } }`;
const UPDATE_FB = `mutation($input: LiveStreamFbOutputsUpdateInput!) { liveStreamFbOutputsUpdate(input: $input) { id fbProfileId } }`;

interface Destinations {
  connected: boolean;
  destinations: { value: string; label: string }[];
}

/**
 * YouTube and Facebook outputs go live on the connected account's own destinations (spec 002 §3 ytChannelId, spec
 * 001 §7 "Facebook profiles are read from the connected account"): /readmin/{youtube,facebook}/destinations lists
 * them for the dialog, and addLiveStreamYtOutput, addLiveStreamFbOutput and liveStreamFbOutputsUpdate take no
 * other id. Through the local provider, whose lists are the same on every call and each account's own.
 */
describe.each(TEST_DATABASES)('live stream output destinations on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let admin: GraphqlClient;
  let stream: string;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, admin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.admin].map((u) => signedIn(server.url, u)));
    stream = String(
      (
        await sql<{
          id: number;
        }>`SELECT s.id FROM live_streams s JOIN courts c ON c.id = s.court_id WHERE c.org_id = 1 ORDER BY s.id LIMIT 1`.execute(db())
      ).rows[0].id,
    );
  });
  afterAll(() => server.close());

  /** The local consent flow, as the account panel's Connect runs it. */
  const connect = async (client: GraphqlClient, service: 'youtube' | 'facebook') => {
    let res = await client.get(`/readmin/${service}/connect?returnTo=${encodeURIComponent('/readmin/live_streams')}`);
    for (let hops = 0; res.status === 302 && hops < 5; hops++) {
      const location = res.headers.get('location')!;
      if (location.startsWith('/readmin/live_streams')) break;
      res = await client.get(location);
    }
  };
  const destinations = async (client: GraphqlClient, service: 'youtube' | 'facebook') =>
    (await (await client.get(`/readmin/${service}/destinations`)).json()) as Destinations;
  const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db())).rows[0].n;

  it('asks for a connected YouTube account first, then takes only one of its channels', async () => {
    const before = await count('live_stream_yt_outputs');
    const output = (ytChannelId: string) => ({ input: { liveStreamId: stream, ytChannelId, title: 'Live now' } });
    expect(await destinations(orgAdmin, 'youtube')).toEqual({ connected: false, destinations: [] });
    expect(problemsOf(await orgAdmin.request(ADD_YT, output('UCh4rb0urC1tyB4sk3tb4ll0')))).toEqual([
      {
        field: 'ytChannelId',
        message:
          "You have not connected YouTube account for live streaming. Connect your YouTube account first, on the live stream's YouTube Account tab.",
      },
    ]);

    await connect(orgAdmin, 'youtube');
    await connect(admin, 'youtube');
    const own = await destinations(orgAdmin, 'youtube');
    expect(own.connected).toBe(true);
    expect(own.destinations).toHaveLength(2);
    for (const d of own.destinations) expect(d.value).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    expect(own.destinations[0].label).toBe(`Local YouTube account of ${DEMO_USERS.orgAdmin}: main channel`);
    expect(await destinations(orgAdmin, 'youtube')).toEqual(own);
    const others = await destinations(admin, 'youtube');
    expect(others.destinations.map((d) => d.value)).not.toContain(own.destinations[0].value);

    // Another user's channel, well-formed, is still not this account's.
    const foreign = others.destinations[0].value;
    expect((await orgAdmin.request(ADD_YT, output(foreign))).errors?.[0].message).toBe(
      `YouTube channel '${foreign}' is not one of the channels of your connected YouTube account (Local YouTube account of ${DEMO_USERS.orgAdmin}).`,
    );
    expect(await count('live_stream_yt_outputs')).toBe(before);

    const added = await orgAdmin.request<{ addLiveStreamYtOutput: { id: string; ytChannelId: string } }>(ADD_YT, output(own.destinations[1].value));
    expect(added.errors).toBeUndefined();
    const stored = await sql<{
      yt_channel_id: string;
    }>`SELECT yt_channel_id FROM live_stream_yt_outputs WHERE id = ${Number(added.data!.addLiveStreamYtOutput.id)}`.execute(db());
    expect(stored.rows[0].yt_channel_id).toBe(own.destinations[1].value);
  });

  it("takes a Facebook output's profile or page from the connected account, on add and on edit", async () => {
    const output = (fbProfileId: string) => ({ input: { liveStreamId: stream, fbProfileId, title: 'On Facebook' } });
    expect((await orgAdmin.request(ADD_FB, output('104839271655123'))).errors?.[0].message).toMatch(
      /^You have not connected Facebook account for live streaming\. Connect your Facebook account first/,
    );
    await connect(orgAdmin, 'facebook');
    const { destinations: own } = await destinations(orgAdmin, 'facebook');
    expect(own.map((d) => d.label)).toEqual([
      `Local Facebook account of ${DEMO_USERS.orgAdmin}: profile`,
      `Local Facebook account of ${DEMO_USERS.orgAdmin}: page`,
    ]);
    for (const d of own) expect(d.value).toMatch(/^[0-9]{5,20}$/);

    expect((await orgAdmin.request(ADD_FB, output('104839271655123'))).errors?.[0].message).toBe(
      `Facebook profile '104839271655123' is not one of the profiles and pages of your connected Facebook account (Local Facebook account of ${DEMO_USERS.orgAdmin}).`,
    );
    const added = await orgAdmin.request<{ addLiveStreamFbOutput: { id: string; fbProfileId: string } }>(ADD_FB, output(own[0].value));
    expect(added.errors).toBeUndefined();
    const id = added.data!.addLiveStreamFbOutput.id;
    const profileOf = async () =>
      (await sql<{ fb_profile_id: string }>`SELECT fb_profile_id FROM live_stream_fb_outputs WHERE id = ${Number(id)}`.execute(db())).rows[0]
        .fb_profile_id;
    expect(await profileOf()).toBe(own[0].value);

    const refused = await orgAdmin.request(UPDATE_FB, { input: { ids: [id], attributes: { fbProfileId: '100064829371042' } } });
    expect(refused.errors?.[0].message).toMatch(/^Facebook profile '100064829371042' is not one of the profiles and pages/);
    expect(await profileOf()).toBe(own[0].value);
    expect((await orgAdmin.request(UPDATE_FB, { input: { ids: [id], attributes: { fbProfileId: own[1].value } } })).errors).toBeUndefined();
    expect(await profileOf()).toBe(own[1].value);
    // An edit that leaves the profile alone does not ask the account again.
    expect((await admin.request(UPDATE_FB, { input: { ids: [id], attributes: { title: 'Renamed by the platform' } } })).errors).toBeUndefined();
  });

  it('answers the destinations to a signed-in user only', async () => {
    expect((await fetch(new URL('/readmin/youtube/destinations', server.url))).status).toBe(401);
  });
});
