import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { probeVideo } from '../support/probeVideo.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

/** The demo's media links: every one is a file this server serves, to whoever may read its record. */
describe('media files of the demo', () => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  const rows = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(server.database.db)).rows;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, orgAdmin] = await Promise.all([signedIn(server.url, DEMO_USERS.admin), signedIn(server.url, DEMO_USERS.orgAdmin)]);
  });
  afterAll(() => server.close());

  it('links no media to a host that does not exist, and every media link the demo holds answers a real file', async () => {
    const links = await rows<{ source: string; url: string }>(`
      SELECT 'videos.original_video_url' AS source, original_video_url AS url FROM videos UNION ALL
      SELECT 'videos.thumbnail_url', thumbnail_url FROM videos UNION ALL
      SELECT 'videos.playback_url', playback_url FROM videos UNION ALL
      SELECT 'video_versions.url', url FROM video_versions WHERE NOT footage_deleted UNION ALL
      SELECT 'video_objects.url', url FROM video_objects UNION ALL
      SELECT 'event_videos.url', url FROM event_videos UNION ALL
      SELECT 'recordings.url', url FROM recordings UNION ALL
      SELECT 'video_encoding_jobs.log_url', log_url FROM video_encoding_jobs UNION ALL
      SELECT 'motioncrop_tests.test_video_url', test_video_url FROM motioncrop_tests UNION ALL
      SELECT 'motioncrop_test_reports.report_url', report_url FROM motioncrop_test_reports`);
    const present = links.filter((l) => l.url !== null);
    expect(present.filter((l) => !l.url.startsWith('/readmin/media/'))).toEqual([]);
    const distinct = [...new Map(present.map((l) => [l.url, l])).values()];
    expect(distinct.length).toBeGreaterThan(20);
    for (const link of distinct) {
      const answer = await admin.get(link.url);
      expect({ ...link, status: answer.status }).toEqual({ ...link, status: 200 });
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (answer.headers.get('content-type') === 'video/mp4') expect(probeVideo(bytes).codec).toBe('h264');
      else expect(answer.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('serves a highlight to its organisation’s admin and to no one else', async () => {
    const [own] = await rows<{ id: number; url: string }>(
      `SELECT ev.id, ev.url FROM event_videos ev JOIN events e ON e.id = ev.event_id JOIN games g ON g.id = e.game_id
       WHERE g.org_id = 1 AND ev.url IS NOT NULL ORDER BY ev.id LIMIT 1`,
    );
    const [foreign] = await rows<{ url: string }>(
      `SELECT ev.url FROM event_videos ev JOIN events e ON e.id = ev.event_id JOIN games g ON g.id = e.game_id
       WHERE g.org_id <> 1 AND ev.url IS NOT NULL ORDER BY ev.id LIMIT 1`,
    );
    expect((await orgAdmin.get(own.url)).status).toBe(200);
    const refused = await orgAdmin.get(foreign.url);
    expect(refused.status).toBe(404);
    // The refusal names its request, as the log lines do: the reference a person can quote.
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const [object] = await rows<{ url: string }>(`SELECT url FROM video_objects WHERE event_video_id = ${own.id}`);
    // Video Objects are the platform admins' to read: the organisation admin watches the highlight instead.
    expect((await orgAdmin.get(object.url)).status).toBe(404);
    expect((await admin.get(object.url)).status).toBe(200);
  });
});
