import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const DOWNLOAD = `mutation($input: GameDownloadScoresheetInput!) {
  gameDownloadScoresheet(input: $input) { scoresheetPdfBase64 mimeType filename }
}`;
type Answer = { gameDownloadScoresheet: { scoresheetPdfBase64: string; mimeType: string; filename: string } | null };

/** A game with everything its scoresheet prints, read straight from the database. */
interface GameFacts {
  id: number;
  org_id: number;
  completed_at: Date | null;
  played_at: Date;
  home_score: number | null;
  away_score: number | null;
  home: string;
  away: string;
  org: string;
  time_zone: string;
  league: string;
  court: string;
  venue: string;
}

// pdf.js reads the standard fonts' metrics from its own folder; without them it warns on every page.
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** The PDF parsed by Mozilla's pdf.js: its page count and the text of every page, spaces collapsed. */
const readPdf = async (bytes: Buffer) => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const result = { pages: pdf.numPages, text: pages.join(' ').replace(/\s+/g, ' ') };
  await pdf.destroy();
  return result;
};

/** A date and a clock time in a time zone, by Node's ICU rather than by the code under test. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
const clockIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** gameDownloadScoresheet: a read-only operation answering a PDF file, through the one executor. */
describe.each(TEST_DATABASES)('game scoresheet download on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let games: GameFacts[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [orgAdmin, venueAdmin] = await Promise.all([DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)));
    games = (
      await sql<GameFacts>`SELECT g.id, g.org_id, g.completed_at, g.played_at, g.home_score, g.away_score, h.name AS home,
          a.name AS away, o.name AS org, o.time_zone, l.name AS league, c.name AS court, v.name AS venue
        FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id JOIN orgs o ON o.id = g.org_id
        JOIN leagues l ON l.id = g.league_id JOIN courts c ON c.id = g.court_id JOIN venues v ON v.id = c.venue_id
        ORDER BY g.id`.execute(server.database.db)
    ).rows;
  });
  afterAll(() => server.close());

  const download = (client: GraphqlClient, gameId: number) => client.request<Answer>(DOWNLOAD, { input: { gameId: String(gameId) } });
  const completed = (orgId: number) => games.filter((g) => g.org_id === orgId && g.completed_at);
  const versionCount = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM paper_trail_versions`.execute(server.database.db)).rows[0].n;

  it('leaves the demo with games that have a scoresheet and games that have none', () => {
    expect(completed(1).length).toBeGreaterThan(0);
    expect(games.filter((g) => g.org_id === 1 && !g.completed_at).length).toBeGreaterThan(0);
  });

  it("answers a real PDF of the game's teams, final score, places and times, with its file name and type", async () => {
    const game = completed(1)[0];
    const res = await download(orgAdmin, game.id);
    expect(res.errors).toBeUndefined();
    const file = res.data!.gameDownloadScoresheet!;
    expect(file.mimeType).toBe('application/pdf');
    const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(file.filename).toBe(`scoresheet-${slug(game.home)}-vs-${slug(game.away)}-${dayIn(game.played_at, game.time_zone)}.pdf`);

    const bytes = Buffer.from(file.scoresheetPdfBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    for (const text of [game.home, game.away, `${game.home_score} – ${game.away_score}`, game.org, game.league, game.court, game.venue])
      expect(pdf.text).toContain(text);
    // Times in the organisation's zone, and the sheet says which zone that is.
    expect(pdf.text).toContain(clockIn(game.played_at, game.time_zone));
    expect(pdf.text).toContain(clockIn(game.completed_at!, game.time_zone));
    expect(pdf.text).toContain(`Times are in ${game.time_zone}.`);
  });

  it('lets every reader of the game download it, and refuses roles that may not read games', async () => {
    const atTheirVenue = completed(2).find((g) => g.venue === 'Lakeside Stadium')!;
    const venue = await download(venueAdmin, atTheirVenue.id);
    expect(venue.errors).toBeUndefined();
    expect(venue.data!.gameDownloadScoresheet!.scoresheetPdfBase64.length).toBeGreaterThan(0);

    for (const email of [DEMO_USERS.noRoles, DEMO_USERS.partnerAdmin]) {
      const res = await download(await signedIn(server.url, email), completed(1)[0].id);
      expect(res.errors?.[0]).toMatchObject({ message: 'You may not run gameDownloadScoresheet.', extensions: { code: 'FORBIDDEN' } });
      expect(res.data?.gameDownloadScoresheet ?? null).toBeNull();
    }
  });

  it("answers a game out of the caller's reach exactly as a missing one", async () => {
    const missing = games[games.length - 1].id + 1000;
    const answer = async (client: GraphqlClient, id: number) => {
      const res = await download(client, id);
      expect(res.data?.gameDownloadScoresheet ?? null).toBeNull();
      return { ...res.errors?.[0], message: res.errors?.[0].message.replace(String(id), '<id>') };
    };
    const none = await answer(orgAdmin, missing);
    expect(none).toMatchObject({ message: 'No Game you may read with id <id>.', extensions: { code: 'FORBIDDEN' } });
    expect(await answer(orgAdmin, completed(2)[0].id)).toEqual(none);
    // A venue admin reaches only the games on their venue's courts, even within the organisation.
    expect(await answer(venueAdmin, completed(2).find((g) => g.venue !== 'Lakeside Stadium')!.id)).toEqual(none);
  });

  it("refuses a game without a scoresheet with the rule's message, answering no file", async () => {
    const RULE = 'This game has no scoresheet: a game has one once it is completed and has both final scores.';
    const upcoming = games.find((g) => g.org_id === 1 && !g.completed_at)!;
    const res = await download(orgAdmin, upcoming.id);
    expect(res.errors?.[0]).toMatchObject({ message: RULE, extensions: { code: 'FORBIDDEN' } });
    expect(res.data?.gameDownloadScoresheet ?? null).toBeNull();

    // Completed but with a final score missing: still no scoresheet.
    const unscored = completed(1)[1];
    await server.database.db.updateTable('games').set({ away_score: null }).where('id', '=', unscored.id).execute();
    expect((await download(orgAdmin, unscored.id)).errors?.[0].message).toBe(RULE);
  });

  it('writes names outside the PDF fonts without breaking them, and in the file name as plain letters', async () => {
    const game = completed(1)[2];
    const home = await server.database.db.selectFrom('games').select('home_team_id').where('id', '=', game.id).executeTakeFirstOrThrow();
    await server.database.db.updateTable('teams').set({ name: 'Ōtautahi Café Owls' }).where('id', '=', home.home_team_id).execute();
    const file = (await download(orgAdmin, game.id)).data!.gameDownloadScoresheet!;
    expect(file.filename).toMatch(/^scoresheet-otautahi-cafe-owls-vs-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readPdf(Buffer.from(file.scoresheetPdfBase64, 'base64'));
    expect(pdf.text).toContain('Otautahi Café Owls');
    expect(pdf.text).toContain(game.away);
  });

  it('changes nothing: no audit version, the game row as it was', async () => {
    const game = completed(1)[3];
    const row = () => server.database.db.selectFrom('games').selectAll().where('id', '=', game.id).executeTakeFirstOrThrow();
    const [before, versions] = [await row(), await versionCount()];
    expect((await download(orgAdmin, game.id)).errors).toBeUndefined();
    expect(await versionCount()).toBe(versions);
    expect(await row()).toEqual(before);
  });
});
