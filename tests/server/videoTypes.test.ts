import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { type GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const VIDEO_ORG = 'SELECT v.id, c.org_id, c.venue_id FROM videos v JOIN courts c ON c.id = v.court_id';
const STREAM_CHILD = (table: string) =>
  `SELECT x.id, c.org_id, c.venue_id FROM ${table} x JOIN live_streams s ON s.id = x.live_stream_id JOIN courts c ON c.id = s.court_id`;

/**
 * The video types owned by an organisation, with the SQL giving each row's organisation and venue along
 * its ownership path, so the tests compare what each role lists with what the database holds.
 */
const OWNED: Record<string, string> = {
  Video: VIDEO_ORG,
  VideoVersion: `SELECT x.id, o.org_id, o.venue_id FROM video_versions x JOIN (${VIDEO_ORG}) o ON o.id = x.video_id`,
  Recording: 'SELECT r.id, c.org_id, c.venue_id FROM recordings r JOIN courts c ON c.id = r.court_id',
  LiveStream: 'SELECT s.id, c.org_id, c.venue_id FROM live_streams s JOIN courts c ON c.id = s.court_id',
  LiveStreamCustomOutput: STREAM_CHILD('live_stream_custom_outputs'),
  LiveStreamYtOutput: STREAM_CHILD('live_stream_yt_outputs'),
  LiveStreamFbOutput: STREAM_CHILD('live_stream_fb_outputs'),
  LiveStreamLog: STREAM_CHILD('live_stream_logs'),
  EncodingTimelineItem: STREAM_CHILD('encoding_timeline_items'),
};
/** The platform's own: nobody but platform admins reads them. */
const PLATFORM: Record<string, string> = {
  VideoCutAttempt: 'video_cut_attempts',
  VideoObject: 'video_objects',
  VideoEncodingJobRequest: 'video_encoding_job_requests',
  VideoEncodingJob: 'video_encoding_jobs',
  OriginalVideoRequest: 'original_video_requests',
  MotioncropTest: 'motioncrop_tests',
  MotioncropTestReport: 'motioncrop_test_reports',
};
/** What a venue admin reads: the footage of their venue's courts. */
const VENUE_READABLE = ['Video', 'VideoVersion', 'Recording'];

type Owned = { id: number; org_id: number; venue_id: number };
type Listed = { readminObjects: { id: string; readminName: string }[]; readminObjectsCount: number };
const LIST = `query($typename: String!, $orgId: ID) {
  readminObjects(typename: $typename, orgId: $orgId, limit: 100) { id readminName }
  readminObjectsCount(typename: $typename, orgId: $orgId)
}`;
const ids = (rows: { id: string | number }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);
const idStrings = (rows: { id: number }[]) => rows.map((r) => String(r.id));

describe.each(TEST_DATABASES)('video record types on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let secondOrg: number;

  const query = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(server.database.db)).rows;
  const scalar = async (text: string) => (await query<{ v: unknown }>(text))[0]?.v;
  const list = async (client: GraphqlClient, typename: string, orgId?: number) =>
    client.request<Listed>(LIST, { typename, orgId: orgId === undefined ? null : String(orgId) });
  const tab = async (client: GraphqlClient, typename: string, id: unknown, association: string) =>
    (
      await client.request<{ readminObject: { readminAssociationObjects: { id: string }[] } }>(
        `{ readminObject(typename: "${typename}", id: "${String(id)}") { readminAssociationObjects(associationName: "${association}", limit: 100) { id } } }`,
      )
    ).data!.readminObject.readminAssociationObjects;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((email) => signedIn(server.url, email)),
    );
    secondOrg = Number(await scalar(`SELECT id AS v FROM orgs WHERE name = 'Southern Lakes Netball League'`));
  });
  afterAll(() => server.close());

  it.each([...Object.keys(OWNED), ...Object.keys(PLATFORM)])('platform admins list every seeded %s', async (typename) => {
    const rows = await query<{ id: number }>(OWNED[typename] ?? `SELECT id FROM ${PLATFORM[typename]}`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const { data, errors } = await list(admin, typename);
    expect(errors).toBeUndefined();
    expect(ids(data!.readminObjects)).toEqual(ids(rows));
    expect(data!.readminObjectsCount).toBe(rows.length);
    for (const o of data!.readminObjects) expect(o.readminName).not.toMatch(/^\s*$|undefined|null/);
  });

  it.each(Object.keys(OWNED))("the organisation admin lists only the first organisation's %s rows", async (typename) => {
    const rows = await query<Owned>(OWNED[typename]);
    const mine = rows.filter((r) => r.org_id === 1);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(rows.length);
    const { data, errors } = await list(orgAdmin, typename);
    expect(errors).toBeUndefined();
    expect(ids(data!.readminObjects)).toEqual(ids(mine));
  });

  it('lists videos, recordings and live streams under the organisation route, and nothing of another organisation there', async () => {
    for (const typename of ['Video', 'Recording', 'LiveStream']) {
      const mine = (await query<Owned>(OWNED[typename])).filter((r) => r.org_id === 1);
      expect(ids((await list(orgAdmin, typename, 1)).data!.readminObjects)).toEqual(ids(mine));
      expect((await list(orgAdmin, typename, secondOrg)).data).toEqual({ readminObjects: [], readminObjectsCount: 0 });
    }
  });

  it.each(Object.keys(PLATFORM))('keeps %s for platform admins', async (typename) => {
    for (const client of [orgAdmin, venueAdmin, partnerAdmin]) expect((await list(client, typename)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("shows the venue admin the footage of their venue's courts only, and no live streams", async () => {
    const venue = Number(
      await scalar(`SELECT va.venue_id AS v FROM venue_admins va JOIN users u ON u.id = va.user_id WHERE u.email = '${DEMO_USERS.venueAdmin}'`),
    );
    for (const typename of VENUE_READABLE) {
      const rows = await query<Owned>(OWNED[typename]);
      const theirs = rows.filter((r) => r.venue_id === venue);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.length).toBeLessThan(rows.length);
      const { data, errors } = await list(venueAdmin, typename);
      expect(errors).toBeUndefined();
      expect(ids(data!.readminObjects)).toEqual(ids(theirs));
    }
    for (const typename of ['LiveStream', 'LiveStreamCustomOutput', 'LiveStreamLog'])
      expect((await list(venueAdmin, typename)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await list(partnerAdmin, 'Video')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("lists a video's recordings, encoding requests and encoded versions, a game's video and a court's footage in their tabs", async () => {
    const video = Number(await scalar('SELECT v.id AS v FROM videos v JOIN courts c ON c.id = v.court_id WHERE c.org_id = 1 ORDER BY v.id LIMIT 1'));
    const recordings = await query<{ id: number }>(`SELECT id FROM recordings WHERE ${video} = ANY(video_ids)`);
    expect(recordings.length).toBe(2);
    expect(ids(await tab(orgAdmin, 'Video', video, 'recordings'))).toEqual(ids(recordings));
    const versions = await query<{ id: number }>(`SELECT id FROM video_versions WHERE video_id = ${video}`);
    expect(versions.length).toBeGreaterThan(1);
    expect(ids(await tab(orgAdmin, 'Video', video, 'versions'))).toEqual(ids(versions));
    const requests = await query<{ id: number }>(`SELECT id FROM video_encoding_job_requests WHERE video_id = ${video}`);
    expect(ids(await tab(admin, 'Video', video, 'encodingRequests'))).toEqual(ids(requests));
    const jobs = await query<{ id: number }>(`SELECT id FROM video_encoding_jobs WHERE video_encoding_job_request_id = ${requests[0].id}`);
    expect(ids(await tab(admin, 'VideoEncodingJobRequest', requests[0].id, 'jobs'))).toEqual(ids(jobs));

    const game = await scalar(`SELECT game_id AS v FROM videos WHERE id = ${video}`);
    expect(ids(await tab(orgAdmin, 'Game', game, 'video'))).toEqual([video]);
    const court = await scalar(`SELECT court_id AS v FROM videos WHERE id = ${video}`);
    const courtVideos = await query<{ id: number }>(`SELECT id FROM videos WHERE court_id = ${court}`);
    expect(ids(await tab(orgAdmin, 'Court', court, 'videos'))).toEqual(ids(courtVideos));
    const courtRecordings = await query<{ id: number }>(`SELECT id FROM recordings WHERE court_id = ${court}`);
    expect(ids(await tab(orgAdmin, 'Court', court, 'recordings'))).toEqual(ids(courtRecordings));
  });

  it("lists a live stream's outputs and log in its tabs", async () => {
    const stream = Number(await scalar('SELECT live_stream_id AS v FROM live_stream_logs ORDER BY id LIMIT 1'));
    for (const [association, table] of [
      ['rtmpOutputs', 'live_stream_custom_outputs'],
      ['youtubeOutputs', 'live_stream_yt_outputs'],
      ['logs', 'live_stream_logs'],
    ]) {
      const rows = await query<{ id: number }>(`SELECT id FROM ${table} WHERE live_stream_id = ${stream}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(ids(await tab(orgAdmin, 'LiveStream', stream, association))).toEqual(ids(rows));
    }
  });

  describe('videos', () => {
    const UPDATE = 'mutation($input: VideosUpdateInput!) { videosUpdate(input: $input) { id ... on Video { courtId disabled preventDeletion } } }';
    const DISABLE = 'mutation($ids: [ID!]!) { videosDisable(input: { videoIds: $ids }) { id ... on Video { disabled } } }';
    const ENABLE = 'mutation($ids: [ID!]!) { videosEnable(input: { videoIds: $ids }) { id ... on Video { disabled } } }';
    const mine = async () =>
      query<{ id: number; court_id: number; disabled: boolean }>(
        'SELECT v.id, v.court_id, v.disabled FROM videos v JOIN courts c ON c.id = v.court_id WHERE c.org_id = 1 ORDER BY v.id',
      );

    it('an organisation admin changes the settings of their videos, but not what only platform admins or the cutter set', async () => {
      const [video] = await mine();
      const otherCourt = Number(await scalar(`SELECT id AS v FROM courts WHERE org_id = 1 AND id <> ${video.court_id} ORDER BY id LIMIT 1`));
      const changed = await orgAdmin.request<{ videosUpdate: { courtId: string }[] }>(UPDATE, {
        input: { ids: [String(video.id)], attributes: { courtId: String(otherCourt) } },
      });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.videosUpdate[0].courtId).toBe(String(otherCourt));

      const prevent = await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { preventDeletion: true } } });
      expect(prevent.errors?.[0].message).toBe('Prevent deletion may only be set by a platform admin');
      const archived = await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { originalVideoArchived: true } } });
      // What the cutter and the archiver set is not even part of the input.
      expect(archived.errors?.[0].message).toMatch(/Field "originalVideoArchived" is not defined by type "VideoAttributesInput"/);
      const foreignCourt = Number(await scalar(`SELECT id AS v FROM courts WHERE org_id = ${secondOrg} ORDER BY id LIMIT 1`));
      const moved = await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { courtId: String(foreignCourt) } } });
      expect(moved.errors?.[0].message).toBe(`Court: no Court with id ${foreignCourt}`);
      const noCourt = await orgAdmin.request(UPDATE, { input: { ids: [String(video.id)], attributes: { courtId: null } } });
      expect(noCourt.errors?.[0].message).toBe('Court is required');
      expect(await scalar(`SELECT court_id AS v FROM videos WHERE id = ${video.id}`)).toBe(otherCourt);

      const byAdmin = await admin.request<{ videosUpdate: { preventDeletion: boolean }[] }>(UPDATE, {
        input: { ids: [String(video.id)], attributes: { preventDeletion: true } },
      });
      expect(byAdmin.data!.videosUpdate[0].preventDeletion).toBe(true);

      const theirs = Number(await scalar(`SELECT v.id AS v FROM videos v JOIN courts c ON c.id = v.court_id WHERE c.org_id = ${secondOrg} LIMIT 1`));
      const refused = await orgAdmin.request(UPDATE, { input: { ids: [String(theirs)], attributes: { disabled: true } } });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('disables and enables videos only when some selected one can change', async () => {
      const videos = await mine();
      const enabled = videos.filter((v) => !v.disabled);
      const disabled = videos.filter((v) => v.disabled);
      expect(enabled.length).toBeGreaterThan(1);
      expect(disabled.length).toBeGreaterThan(0);

      const again = await orgAdmin.request(DISABLE, { ids: idStrings(disabled) });
      expect(again.errors?.[0].message).toBe('Disable is offered only when some selected video is enabled.');
      const off = await orgAdmin.request<{ videosDisable: { disabled: boolean }[] }>(DISABLE, { ids: idStrings(enabled.slice(0, 2)) });
      expect(off.errors).toBeUndefined();
      expect(off.data!.videosDisable.map((v) => v.disabled)).toEqual([true, true]);
      const on = await orgAdmin.request<{ videosEnable: { disabled: boolean }[] }>(ENABLE, { ids: idStrings([...enabled.slice(0, 2), ...disabled]) });
      expect(on.data!.videosEnable.map((v) => v.disabled)).toEqual([false, false, false]);
      const none = await orgAdmin.request(ENABLE, { ids: idStrings(enabled.slice(0, 1)) });
      expect(none.errors?.[0].message).toBe('Enable is offered only when some selected video is disabled.');
      expect(await scalar(`SELECT count(*)::int AS v FROM paper_trail_versions WHERE item_type = 'Video' AND event = 'update'`)).toBeGreaterThan(3);
    });

    it('video versions are disabled and enabled by platform admins only', async () => {
      const version = Number(await scalar('SELECT id AS v FROM video_versions WHERE NOT disabled ORDER BY id LIMIT 1'));
      const DISABLE_VERSIONS =
        'mutation($ids: [ID!]!) { videoVersionsDisable(input: { videoVersionIds: $ids }) { id ... on VideoVersion { disabled } } }';
      expect((await orgAdmin.request(DISABLE_VERSIONS, { ids: [String(version)] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const off = await admin.request<{ videoVersionsDisable: { disabled: boolean }[] }>(DISABLE_VERSIONS, { ids: [String(version)] });
      expect(off.data!.videoVersionsDisable[0].disabled).toBe(true);
      const on = await admin.request<{ videoVersionsEnable: { disabled: boolean }[] }>(
        'mutation($ids: [ID!]!) { videoVersionsEnable(input: { videoVersionIds: $ids }) { id ... on VideoVersion { disabled } } }',
        { ids: [String(version)] },
      );
      expect(on.data!.videoVersionsEnable[0].disabled).toBe(false);
    });

    it('cancels encoding requests that are not cancelled yet', async () => {
      const CANCEL =
        'mutation($ids: [ID!]!) { videoEncodingJobRequestsCancel(input: { videoEncodingJobRequestIds: $ids }) { id ... on VideoEncodingJobRequest { cancelled } } }';
      const cancelled = idStrings(await query<{ id: number }>('SELECT id FROM video_encoding_job_requests WHERE cancelled'));
      const open = idStrings(await query<{ id: number }>('SELECT id FROM video_encoding_job_requests WHERE NOT cancelled ORDER BY id LIMIT 1'));
      expect(cancelled.length).toBeGreaterThan(0);
      expect((await admin.request(CANCEL, { ids: cancelled })).errors?.[0].message).toBe(
        'Cancel is offered only when some selected request is not cancelled.',
      );
      expect((await orgAdmin.request(CANCEL, { ids: open })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const done = await admin.request<{ videoEncodingJobRequestsCancel: { cancelled: boolean }[] }>(CANCEL, { ids: [...open, ...cancelled] });
      expect(done.data!.videoEncodingJobRequestsCancel.every((r) => r.cancelled)).toBe(true);
    });
  });

  describe('live streams and their outputs', () => {
    const ADD =
      'mutation($input: AddLiveStreamInput!) { addLiveStream(input: $input) { id readminUrl ... on LiveStream { outputResolution motioncropEnabled } } }';
    const court = async (org: number) => String(await scalar(`SELECT id AS v FROM courts WHERE org_id = ${org} ORDER BY id LIMIT 1`));

    it('an organisation admin schedules a live stream on their court, with the defaults of the spec', async () => {
      const input = {
        name: 'Glebe Giants v Balmain Tigers',
        courtId: await court(1),
        startAt: '2026-11-07T08:00:00Z',
        finishAt: '2026-11-07T10:00:00Z',
      };
      const made = await orgAdmin.request<{
        addLiveStream: { id: string; readminUrl: string; outputResolution: string; motioncropEnabled: boolean };
      }>(ADD, {
        input,
      });
      expect(made.errors).toBeUndefined();
      expect(made.data!.addLiveStream).toMatchObject({ outputResolution: '720p', motioncropEnabled: true });
      expect(made.data!.addLiveStream.readminUrl).toBe(`/readmin/live_streams/${made.data!.addLiveStream.id}`);

      const missing = await orgAdmin.request(ADD, { input: { courtId: input.courtId, outputResolution: '4k' } });
      expect(missing.errors?.[0].extensions?.problems).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'startAt', message: 'Start at is required' },
        { field: 'finishAt', message: 'Finish at is required' },
        { field: 'outputResolution', message: expect.stringMatching(/^Output resolution must be one of/) },
      ]);
      const foreign = await court(secondOrg);
      expect((await orgAdmin.request(ADD, { input: { ...input, courtId: foreign } })).errors?.[0].message).toBe(`Court: no Court with id ${foreign}`);

      const cancel = await orgAdmin.request<{ liveStreamsUpdate: { id: string; readminLabels: { content: string }[] }[] }>(
        'mutation($ids: [ID!]!) { liveStreamsUpdate(input: { ids: $ids, attributes: { cancelled: true } }) { id readminLabels { content } } }',
        { ids: [made.data!.addLiveStream.id] },
      );
      expect(cancel.data!.liveStreamsUpdate[0].readminLabels.map((l) => l.content)).toEqual(['Cancelled']);
    });

    it('adds, edits and removes RTMP outputs, refusing a URL that is not RTMP and a move to another stream', async () => {
      const stream = String(
        await scalar('SELECT s.id AS v FROM live_streams s JOIN courts c ON c.id = s.court_id WHERE c.org_id = 1 ORDER BY s.id LIMIT 1'),
      );
      const ADD_OUTPUT =
        'mutation($input: AddLiveStreamCustomOutputInput!) { addLiveStreamCustomOutput(input: $input) { id ... on LiveStreamCustomOutput { rtmpUrl } } }';
      const bad = await orgAdmin.request(ADD_OUTPUT, { input: { liveStreamId: stream, rtmpUrl: 'https://example.com/live' } });
      expect(bad.errors?.[0].message).toBe('RTMP URL must be an rtmp:// or rtmps:// URL');
      const made = await orgAdmin.request<{ addLiveStreamCustomOutput: { id: string } }>(ADD_OUTPUT, {
        input: { liveStreamId: stream, rtmpUrl: 'rtmp://live.example.com/app/key-1' },
      });
      expect(made.errors).toBeUndefined();
      const id = made.data!.addLiveStreamCustomOutput.id;
      const UPDATE =
        'mutation($input: LiveStreamCustomOutputsUpdateInput!) { liveStreamCustomOutputsUpdate(input: $input) { id ... on LiveStreamCustomOutput { rtmpUrl } } }';
      const edited = await orgAdmin.request<{ liveStreamCustomOutputsUpdate: { rtmpUrl: string }[] }>(UPDATE, {
        input: { ids: [id], attributes: { rtmpUrl: 'rtmps://live.example.com:443/app/key-2' } },
      });
      expect(edited.data!.liveStreamCustomOutputsUpdate[0].rtmpUrl).toBe('rtmps://live.example.com:443/app/key-2');
      const moved = await orgAdmin.request(UPDATE, { input: { ids: [id], attributes: { liveStreamId: stream } } });
      expect(moved.errors?.[0].message).toBe('Live stream cannot be changed after creation');

      const theirs = String(
        await scalar(`SELECT x.id AS v FROM (${STREAM_CHILD('live_stream_custom_outputs')}) x WHERE x.org_id = ${secondOrg} LIMIT 1`),
      );
      const REMOVE = 'mutation($ids: [ID!]!) { liveStreamCustomOutputsRemove(input: { ids: $ids }) { ids } }';
      expect((await orgAdmin.request(REMOVE, { ids: [theirs] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const removed = await orgAdmin.request<{ liveStreamCustomOutputsRemove: { ids: string[] } }>(REMOVE, { ids: [id] });
      expect(removed.data!.liveStreamCustomOutputsRemove.ids).toEqual([id]);
      expect(await scalar(`SELECT count(*)::int AS v FROM live_stream_custom_outputs WHERE id IN (${id}, ${theirs})`)).toBe(1);
    });

    /** The first channel or profile of the user's account, connected through the local stand-in's consent as the panel does. */
    const ownDestination = async (client: GraphqlClient, service: 'youtube' | 'facebook') => {
      let res = await client.get(`/readmin/${service}/connect?returnTo=%2Freadmin`);
      for (let hops = 0; res.status === 302 && hops < 5 && !res.headers.get('location')!.startsWith('/readmin?'); hops++)
        res = await client.get(res.headers.get('location')!);
      const listed = (await (await client.get(`/readmin/${service}/destinations`)).json()) as { destinations: { value: string }[] };
      return listed.destinations[0].value;
    };

    it('adds and removes YouTube outputs and adds and edits Facebook outputs, each with its required fields', async () => {
      const stream = String(
        await scalar('SELECT s.id AS v FROM live_streams s JOIN courts c ON c.id = s.court_id WHERE c.org_id = 1 ORDER BY s.id LIMIT 1'),
      );
      // Outputs go live on the connected account's own channels and profiles (liveStreamOutputDestinations.test.ts).
      const [channel, profile] = [await ownDestination(orgAdmin, 'youtube'), await ownDestination(orgAdmin, 'facebook')];
      const ADD_YT =
        'mutation($input: AddLiveStreamYtOutputInput!) { addLiveStreamYtOutput(input: $input) { id ... on LiveStreamYtOutput { unlisted } } }';
      const missing = await orgAdmin.request(ADD_YT, { input: { liveStreamId: stream } });
      expect(missing.errors?.[0].message).toBe('YouTube channel is required; Title is required');
      const yt = await orgAdmin.request<{ addLiveStreamYtOutput: { id: string; unlisted: boolean } }>(ADD_YT, {
        input: { liveStreamId: stream, ytChannelId: channel, title: 'Finals live' },
      });
      expect(yt.data!.addLiveStreamYtOutput.unlisted).toBe(false);
      const removed = await orgAdmin.request<{ liveStreamYtOutputsRemove: { ids: string[] } }>(
        'mutation($ids: [ID!]!) { liveStreamYtOutputsRemove(input: { ids: $ids }) { ids } }',
        { ids: [yt.data!.addLiveStreamYtOutput.id] },
      );
      expect(removed.data!.liveStreamYtOutputsRemove.ids).toEqual([yt.data!.addLiveStreamYtOutput.id]);

      const ADD_FB = 'mutation($input: AddLiveStreamFbOutputInput!) { addLiveStreamFbOutput(input: $input) { id } }';
      const badProfile = await orgAdmin.request(ADD_FB, { input: { liveStreamId: stream, fbProfileId: 'me', title: 'Live' } });
      expect(badProfile.errors?.[0].message).toBe('Facebook profile must be a Facebook profile or page id (digits)');
      const fb = await orgAdmin.request<{ addLiveStreamFbOutput: { id: string } }>(ADD_FB, {
        input: { liveStreamId: stream, fbProfileId: profile, title: 'Grand Final live' },
      });
      const edited = await orgAdmin.request<{ liveStreamFbOutputsUpdate: { title: string }[] }>(
        'mutation($ids: [ID!]!) { liveStreamFbOutputsUpdate(input: { ids: $ids, attributes: { title: "Grand Final replay" } }) { id ... on LiveStreamFbOutput { title } } }',
        { ids: [fb.data!.addLiveStreamFbOutput.id] },
      );
      expect(edited.data!.liveStreamFbOutputsUpdate[0].title).toBe('Grand Final replay');
    });
  });

  describe('original video requests and motioncrop tests', () => {
    it('makes the secret of a new original video link on the server, shows it once and stores its hash, for platform admins only', async () => {
      const game = String(await scalar('SELECT game_id AS v FROM videos WHERE original_video_available ORDER BY id LIMIT 1'));
      const ADD = 'mutation($input: AddOriginalVideoRequestInput!) { addOriginalVideoRequest(input: $input) { downloadLink } }';
      const input = { gameId: game, expiresAt: '2026-12-01T00:00:00Z' };
      expect((await orgAdmin.request(ADD, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await admin.request(ADD, { input: { gameId: game } })).errors?.[0].message).toBe('Expires at is required');
      expect((await admin.request(ADD, { input: { ...input, uuid: 'chosen-by-me' } })).errors?.[0].message).toMatch(
        /Field "uuid" is not defined by type "AddOriginalVideoRequestInput"/,
      );
      const secretOf = (answer: { data?: { addOriginalVideoRequest: { downloadLink: string } } }) =>
        /\/original_videos\/([A-Za-z0-9_-]{43})$/.exec(answer.data!.addOriginalVideoRequest.downloadLink)![1];
      const made = secretOf(await admin.request<{ addOriginalVideoRequest: { downloadLink: string } }>(ADD, { input }));
      const other = secretOf(await admin.request<{ addOriginalVideoRequest: { downloadLink: string } }>(ADD, { input }));
      expect(other).not.toBe(made);
      const id = await scalar(`SELECT id AS v FROM original_video_requests WHERE uuid_hash = '${hashSecretToken(made)}'`);
      const extended = await admin.request<{ originalVideoRequestsUpdate: { expiresAt: string }[] }>(
        'mutation($ids: [ID!]!) { originalVideoRequestsUpdate(input: { ids: $ids, attributes: { expiresAt: "2027-01-31T00:00:00Z" } }) { id ... on OriginalVideoRequest { expiresAt } } }',
        { ids: [String(id)] },
      );
      expect(new Date(extended.data!.originalVideoRequestsUpdate[0].expiresAt).toISOString()).toBe('2027-01-31T00:00:00.000Z');
    });

    it('adds a motioncrop test only on a video whose original is available, and never moves it to another video', async () => {
      const ADD =
        'mutation($input: AddMotioncropTestInput!) { addMotioncropTest(input: $input) { id ... on MotioncropTest { active expectedRect { x y width height } } } }';
      const available = String(await scalar('SELECT id AS v FROM videos WHERE original_video_available ORDER BY id LIMIT 1'));
      const archived = String(await scalar('SELECT id AS v FROM videos WHERE NOT original_video_available ORDER BY id LIMIT 1'));
      const input = {
        sourceVideoId: available,
        name: 'Baseline jumper',
        sport: 'basketball',
        expectedRect: { x: 100, y: 100, width: 640, height: 360 },
      };
      const before = Number(await scalar('SELECT count(*)::int AS v FROM motioncrop_tests'));
      expect((await admin.request(ADD, { input: { ...input, sourceVideoId: archived } })).errors?.[0].message).toBe(
        'Original video unavailable, please restore it first.',
      );
      expect((await admin.request(ADD, { input: { ...input, expectedRect: { x: 900, y: 100, width: 640, height: 360 } } })).errors?.[0].message).toBe(
        'Expected rectangle must lie inside the 1280x720 canvas',
      );
      expect((await admin.request(ADD, { input: { ...input, sport: 'cricket' } })).errors?.[0].message).toMatch(/^Sport must be one of/);
      expect((await orgAdmin.request(ADD, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(Number(await scalar('SELECT count(*)::int AS v FROM motioncrop_tests'))).toBe(before);

      const made = await admin.request<{ addMotioncropTest: { id: string; active: boolean; expectedRect: unknown } }>(ADD, { input });
      expect(made.errors).toBeUndefined();
      expect(made.data!.addMotioncropTest).toMatchObject({ active: true, expectedRect: input.expectedRect });
      const UPDATE = 'mutation($input: MotioncropTestsUpdateInput!) { motioncropTestsUpdate(input: $input) { id ... on MotioncropTest { active } } }';
      const moved = await admin.request(UPDATE, { input: { ids: [made.data!.addMotioncropTest.id], attributes: { sourceVideoId: archived } } });
      expect(moved.errors?.[0].message).toBe('Source video cannot be changed after creation');
      const off = await admin.request<{ motioncropTestsUpdate: { active: boolean }[] }>(UPDATE, {
        input: { ids: [made.data!.addMotioncropTest.id], attributes: { active: false } },
      });
      expect(off.data!.motioncropTestsUpdate[0].active).toBe(false);
    });
  });
});
