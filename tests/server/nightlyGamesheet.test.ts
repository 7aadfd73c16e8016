import { publicUrlOf } from '../../src/server/config/publicUrl.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { zonedParts } from '../../src/shared/zonedParts.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { GAMESHEET_LOCAL_HOUR, sendNightlyGamesheets } from '../../src/server/features/downloads/nightlyGamesheetJob.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const HOUR = 3_600_000;
const localDate = (at: Date, timeZone: string) => {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
};
/** The first whole hour from `after` on at which it is `hour` o'clock in the zone. */
const whenLocalHour = (hour: number, timeZone: string, after: Date): Date => {
  const start = Math.ceil(after.getTime() / HOUR) * HOUR;
  for (let at = start; ; at += HOUR) if (Number(zonedParts(new Date(at), timeZone).hour) === hour) return new Date(at);
};

/** Spec 002 §7 "Downloads by link" and §2: the nightly gamesheet CSV of a day's games, and its nightly email to the admins who asked. */
describe.each(TEST_DATABASES)('the nightly gamesheet on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let org: { id: number; name: string; foreign: number; timeZone: string };
  const db = () => server.database.db;
  const download = (client: GraphqlClient | null, orgId: number, query = '') =>
    fetch(`${server.url}/readmin/orgs/${orgId}/nightly_gamesheet.csv${query}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  const csvOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return parseCsv(await res.text());
  };
  /** The organisation's games on a calendar day of its zone, as the database has them. */
  const gamesOn = async (date: string) =>
    (
      await sql<{ id: number }>`SELECT id FROM games WHERE org_id = ${org.id}
        AND (played_at AT TIME ZONE ${org.timeZone})::date = ${date}::date ORDER BY played_at, id`.execute(db())
    ).rows.map((r) => r.id);
  /** A copy of one of the organisation's games, played at `at`. */
  const addGame = async (at: Date) =>
    (
      await sql<{ id: number }>`INSERT INTO games (org_id, league_id, court_id, home_team_id, away_team_id, played_at, home_score, away_score)
        SELECT org_id, league_id, court_id, home_team_id, away_team_id, ${at}, 0, 0 FROM games WHERE org_id = ${org.id} ORDER BY id LIMIT 1
        RETURNING id`.execute(db())
    ).rows[0].id;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    const own = (
      await sql<{ id: number; name: string; tz: string }>`SELECT o.id, o.name, o.time_zone AS tz FROM orgs o JOIN org_admins a ON a.org_id = o.id
        JOIN users u ON u.id = a.user_id WHERE u.email = ${DEMO_USERS.orgAdmin}`.execute(db())
    ).rows[0];
    const foreign = (await sql<{ id: number }>`SELECT min(id) AS id FROM orgs WHERE id <> ${own.id}`.execute(db())).rows[0].id;
    org = { id: own.id, name: own.name, foreign, timeZone: own.tz };
  });
  afterAll(() => server.close());

  it("lists the day's games with where, who, the score and the video", async () => {
    const first = (
      await sql<{ id: number; played_at: Date }>`SELECT id, played_at FROM games WHERE org_id = ${org.id} AND completed_at IS NOT NULL
        AND EXISTS (SELECT 1 FROM videos v WHERE v.game_id = games.id AND NOT v.disabled) ORDER BY played_at, id LIMIT 1`.execute(db())
    ).rows[0];
    const day = localDate(new Date(first.played_at), org.timeZone);
    const res = await download(orgAdmin, org.id, `?date=${day}`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nightly_gamesheet.csv"');
    const [header, ...rows] = await csvOf(res);
    const tz = org.timeZone;
    expect(header).toEqual([
      'Game ID',
      `Played at (${tz})`,
      'League',
      'Venue',
      'Court',
      'Home team',
      'Away team',
      'Home score',
      'Away score',
      'Home forfeit',
      'Away forfeit',
      'Completed',
      `Completed at (${tz})`,
      'Video ID',
      'Video URL',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual(await gamesOn(day));
    const expected = (
      await sql<Record<string, unknown>>`SELECT l.name AS league, v.name AS venue, c.name AS court, h.name AS home, a.name AS away,
          g.home_score, g.away_score, to_char(g.played_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS') AS played,
          to_char(g.completed_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS') AS completed,
          (SELECT vd.id FROM videos vd WHERE vd.game_id = g.id AND NOT vd.disabled ORDER BY vd.id LIMIT 1) AS video,
          (SELECT vd.playback_url FROM videos vd WHERE vd.game_id = g.id AND NOT vd.disabled ORDER BY vd.id LIMIT 1) AS url
        FROM games g JOIN leagues l ON l.id = g.league_id JOIN courts c ON c.id = g.court_id JOIN venues v ON v.id = c.venue_id
        JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id WHERE g.id = ${first.id}`.execute(db())
    ).rows[0];
    const row = rows.find((r) => Number(r[0]) === first.id)!;
    expect(row.slice(1, 12)).toEqual([
      expected.played,
      expected.league,
      expected.venue,
      expected.court,
      expected.home,
      expected.away,
      String(expected.home_score),
      String(expected.away_score),
      'No',
      'No',
      'Yes',
    ]);
    expect(row[12]).toBe(expected.completed);
    expect(row[13]).toBe(String(expected.video));
    // The video's own media path, on the server's public address.
    expect(row[14]).toBe(`${publicUrlOf({})}${expected.url}`);
    expect(row[14]).toMatch(/^https?:\/\/[^/]+\/readmin\/media\/video_versions\/\d+\.mp4$/);
  });

  it("defaults to yesterday in the organisation's time zone", async () => {
    const yesterday = localDate(new Date(Date.now() - 24 * HOUR), org.timeZone);
    // Noon of yesterday there: whatever the zone's offset, a game on that local day.
    const [y, m, d] = yesterday.split('-').map(Number);
    const noonUtc = new Date(Date.UTC(y, m - 1, d, 12));
    const offsetHours = Number(zonedParts(noonUtc, org.timeZone).hour) - 12;
    const game = await addGame(new Date(noonUtc.getTime() - offsetHours * HOUR));
    const [, ...rows] = await csvOf(await download(orgAdmin, org.id));
    expect(rows.map((r) => Number(r[0]))).toContain(game);
    expect(rows.map((r) => Number(r[0]))).toEqual(await gamesOn(yesterday));
    const gameRow = rows.find((r) => Number(r[0]) === game)!;
    expect(gameRow.slice(11)).toEqual(['No', '', '', '']);
  });

  it('answers 400 naming the parameter for a bad date', async () => {
    const res = await download(orgAdmin, org.id, '?date=26-11-2026');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Parameter 'date' must be a date yyyy-MM-dd.");
  });

  it('answers 404 for another organisation and for a role that may not read the organisation, 401 when signed out', async () => {
    expect((await download(orgAdmin, org.foreign)).status).toBe(404);
    expect((await download(venueAdmin, org.id)).status).toBe(404);
    expect((await download(null, org.id)).status).toBe(401);
  });

  it('emails the gamesheet of the day before to exactly the admins who asked for it, once', async () => {
    const mailer = createMailer(db(), { smtpUrl: '' });
    const deps = { database: server.database, registry, mailer, publicUrl: 'http://localhost' };
    // A second admin of the organisation without the flag, and the other organisation's admin with it.
    const users = await Promise.all(
      ['quiet-admin@example.com', 'other-org-admin@example.com'].map(
        async (email) => (await db().insertInto('users').values({ email, admin: false }).returning('id').executeTakeFirstOrThrow()).id as number,
      ),
    );
    await db().insertInto('org_admins').values({ org_id: org.id, user_id: users[0], send_nightly_gamesheet: false, notify_outages: true }).execute();
    await db()
      .insertInto('org_admins')
      .values({ org_id: org.foreign, user_id: users[1], send_nightly_gamesheet: true, notify_outages: true })
      .execute();
    const foreignZone = (await sql<{ tz: string }>`SELECT time_zone AS tz FROM orgs WHERE id = ${org.foreign}`.execute(db())).rows[0].tz;
    // The next hour at which it is the sending hour in the organisation's zone, and not in the other organisation's.
    let at = whenLocalHour(GAMESHEET_LOCAL_HOUR, org.timeZone, new Date());
    while (Number(zonedParts(at, foreignZone).hour) === GAMESHEET_LOCAL_HOUR)
      at = whenLocalHour(GAMESHEET_LOCAL_HOUR, org.timeZone, new Date(at.getTime() + HOUR));
    const day = localDate(new Date(at.getTime() - 24 * HOUR), org.timeZone);
    const game = await addGame(new Date(at.getTime() - 20 * HOUR));
    expect(localDate(new Date(at.getTime() - 20 * HOUR), org.timeZone)).toBe(day);

    const before = await db()
      .selectFrom('outbox_messages')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const sinceBefore = () =>
      db()
        .selectFrom('outbox_messages')
        .select(['recipient', 'subject', 'text', 'raw'])
        .where('id', '>', Number(before.id ?? 0))
        .orderBy('id')
        .execute();
    expect(await sendNightlyGamesheets(deps, at)).toBe(1);
    const sent = await sinceBefore();
    expect(sent.map((m) => [m.recipient, m.subject])).toEqual([[DEMO_USERS.orgAdmin, `Nightly gamesheet: ${org.name}, ${day}`]]);
    const raw = String(sent[0].raw);
    expect(raw).toContain(`filename=nightly_gamesheet_${day}.csv`);
    const attachment = Buffer.from(
      /Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment[^\r]*\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1],
      'base64',
    );
    const [, ...rows] = parseCsv(attachment.toString('utf8'));
    expect(rows.map((r) => Number(r[0]))).toEqual(await gamesOn(day));
    expect(rows.map((r) => Number(r[0]))).toContain(game);
    expect(sent[0].text).toContain(`http://localhost/readmin/orgs/${org.id}/nightly_gamesheet.csv?date=${day}`);

    // A repeated run (a retry, a second server) sends nothing twice; an hour that is not the sending hour sends nothing.
    expect(await sendNightlyGamesheets(deps, at)).toBe(0);
    expect(await sendNightlyGamesheets(deps, new Date(at.getTime() + HOUR))).toBe(0);
    expect(await sinceBefore()).toHaveLength(1);
  });
});
