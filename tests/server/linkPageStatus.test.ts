import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_RESET_PASSWORD_TOKEN, DEMO_UNSUBSCRIBE_TOKEN } from '../../src/server/demo/seeds/demoLinks.ts';
import { DEMO_WIDGET_TOKEN } from '../../src/server/demo/seeds/liveStreamWidget.ts';
import { DEMO_TEAM_REGISTRATION_TOKEN } from '../../src/server/demo/seeds/people.ts';
import { DEMO_LIVE_SCORER_LINK } from '../../src/server/demo/seeds/video.ts';

/**
 * The public link pages answer with their link's status while still rendering the page (whose own query
 * shows 'Invalid Request' or the page's message): 200 working, 404 unknown, 410 expired or used up.
 */
describe.each(TEST_DATABASES)('public link page statuses on %s', (kind) => {
  let server: TestServer;
  const status = async (path: string) => {
    const res = await fetch(server.url + path);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8'); // the page, whatever the status
    return res.status;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('answers 200 for each demo link and 404 for an unknown one', async () => {
    const pages: [string, string][] = [
      ['/team_registrations/', DEMO_TEAM_REGISTRATION_TOKEN],
      ['/live_scorer/', DEMO_LIVE_SCORER_LINK],
      ['/live_stream_widget/', DEMO_WIDGET_TOKEN],
      ['/passwords/edit?reset_password_token=', DEMO_RESET_PASSWORD_TOKEN],
      ['/unsubscribe?token=', DEMO_UNSUBSCRIBE_TOKEN],
    ];
    for (const [path, token] of pages) {
      expect(await status(path + token), path).toBe(200);
      expect(await status(`${path}unknown-link-0000000000000000`), path).toBe(404);
    }
    expect(await status('/unsubscribe')).toBe(404);
  });

  it('answers 410 Gone for an expired registration form and a used password link', async () => {
    const db = server.database.db;
    await sql`UPDATE team_registrations SET expires_at = now() - interval '1 minute' WHERE token_hash = encode(sha256(convert_to(${DEMO_TEAM_REGISTRATION_TOKEN}, 'UTF8')), 'hex')`.execute(
      db,
    );
    expect(await status(`/team_registrations/${DEMO_TEAM_REGISTRATION_TOKEN}`)).toBe(410);
    await sql`UPDATE password_tokens SET used_at = now() WHERE token_hash = encode(sha256(convert_to(${DEMO_RESET_PASSWORD_TOKEN}, 'UTF8')), 'hex')`.execute(
      db,
    );
    expect(await status(`/passwords/edit?reset_password_token=${DEMO_RESET_PASSWORD_TOKEN}`)).toBe(410);
  });
});
