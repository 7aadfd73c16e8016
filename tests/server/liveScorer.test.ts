import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_LIVE_SCORER_LINK } from '../../src/server/demo/seeds/video.ts';
import { LIVE_SCORER_QUERY, UPDATE_LIVE_SCORER, type LiveScorer, type UpdateLiveScorerInput } from '../../src/shared/publicApi/liveScorer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const NEW_LINK = `mutation($input: LiveStreamScorerNewLinkInput!) { liveStreamScorerNewLink(input: $input) { scorerLink } }`;

/** The live scorer remote's API (spec 000 §2.2, §7.1–7.2): the link's token is the only credential. */
describe.each(TEST_DATABASES)('live scorer on %s', (kind) => {
  let server: TestServer;
  let visitor: GraphqlClient;
  let id: number;
  const db = () => server.database.db;
  const read = async (token = DEMO_LIVE_SCORER_LINK) =>
    (await visitor.request<{ liveScorer: LiveScorer | null }>(LIVE_SCORER_QUERY, { token })).data?.liveScorer;
  const update = (input: Partial<UpdateLiveScorerInput>, client = visitor) =>
    client.request<{ updateLiveScorer: LiveScorer }>(UPDATE_LIVE_SCORER, { input: { token: DEMO_LIVE_SCORER_LINK, ...input } });
  const reset = () => update({ team1Score: 0, team2Score: 0, period: 'Q1' });

  beforeAll(async () => {
    server = await startTestServer({ kind, linkThrottle: { requests: 100_000, misses: 5, windowSeconds: 600 } });
    visitor = new GraphqlClient(server.url);
    await visitor.loadPage(`/live_scorer/${DEMO_LIVE_SCORER_LINK}`);
    id = (await sql<{ id: number }>`SELECT id FROM live_stream_scorers ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
  });
  afterAll(() => server.close());

  it('answers the scorer of a known link, with an SVG overlay of its score, and null for an unknown one', async () => {
    await reset();
    const scorer = await read();
    expect(scorer).toMatchObject({
      id: String(id),
      team1Score: 0,
      team2Score: 0,
      team1Display: 'Bondi Breakers',
      team2Display: 'Glebe Giants',
      period: 'Q1',
    });
    const overlay = await fetch(server.url + scorer!.overlaySvgUrl);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(overlay.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await overlay.text()).toMatch(/<svg[^>]*>.*Bondi Breakers.*Glebe Giants.*Q1/);
    expect(await read('not-a-real-scorer-link-000000000')).toBeNull();
    expect((await fetch(`${server.url}/live_scorer/not-a-real-scorer-link-000000000/overlay.svg`)).status).toBe(404);
  });

  it('adds deltas to the stored score, never below 0, and sets absolute scores and the period', async () => {
    await reset();
    expect((await update({ team1ScoreDelta: 3 })).data?.updateLiveScorer).toMatchObject({ team1Score: 3, team2Score: 0 });
    expect((await update({ team2ScoreDelta: -1 })).data?.updateLiveScorer).toMatchObject({ team1Score: 3, team2Score: 0 });
    expect((await update({ team1ScoreDelta: -5 })).data?.updateLiveScorer.team1Score).toBe(0);
    expect((await update({ team2Score: 12, period: 'OT' })).data?.updateLiveScorer).toMatchObject({ team2Score: 12, period: 'OT' });
    expect(await read()).toMatchObject({ team1Score: 0, team2Score: 12, period: 'OT' });
  });

  it('refuses a period outside the list, a negative score and a score with a delta, naming the field', async () => {
    expect((await update({ period: 'Q5' })).errors?.[0].message).toBe('period must be one of Q1, Q2, Q3, Q4, OT, H1, H2');
    expect((await update({ team1Score: -1 })).errors?.[0].message).toBe('team1Score must be between 0 and 9999');
    expect((await update({ team2Score: 1, team2ScoreDelta: 1 })).errors?.[0].message).toBe('Give team2Score or team2ScoreDelta, not both');
    expect((await update({ token: 'unknown-scorer-link-0000000000000', team1ScoreDelta: 1 })).errors?.[0].message).toBe(
      'This live scorer link is invalid.',
    );
    expect((await update({ team1ScoreDelta: 1 }, new GraphqlClient(server.url))).errors?.[0].message).toMatch(/CSRF/i);
  });

  it('never loses a point: 2 clients × 50 concurrent +1 requests end at exactly +100', async () => {
    await reset();
    const other = new GraphqlClient(server.url);
    await other.loadPage(`/live_scorer/${DEMO_LIVE_SCORER_LINK}`);
    const answers = await Promise.all(
      [visitor, other].flatMap((client) => Array.from({ length: 50 }, () => update({ team1ScoreDelta: 1, team2ScoreDelta: 2 }, client))),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(await read()).toMatchObject({ team1Score: 100, team2Score: 200 });
    // Each answer is the server's total after its own increment: all different, the last one 100.
    expect(new Set(answers.map((a) => a.data!.updateLiveScorer.team1Score)).size).toBe(100);
    expect(Math.max(...answers.map((a) => a.data!.updateLiveScorer.team1Score))).toBe(100);
  });

  it('audits each change as made through the scorer link', async () => {
    await reset();
    await update({ team1ScoreDelta: 2, period: 'Q3' });
    const last = (
      await sql<{ whodunnit_id: number | null; via: string; object_changes: unknown }>`
        SELECT whodunnit_id, via, object_changes FROM paper_trail_versions WHERE item_type = 'LiveStreamScorer' AND item_id = ${id} ORDER BY id DESC LIMIT 1`.execute(
        db(),
      )
    ).rows[0];
    expect(last.whodunnit_id).toBeNull();
    expect(last.via).toBe('live scorer link');
    const changes = typeof last.object_changes === 'string' ? JSON.parse(last.object_changes) : last.object_changes;
    expect(changes).toEqual({ team1Score: [0, 2], period: ['Q1', 'Q3'] });
  });

  it('issues a new link once in the console, which ends the old one', async () => {
    const admin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const answer = await admin.request<{ liveStreamScorerNewLink: { scorerLink: string } }>(NEW_LINK, { input: { liveStreamScorerId: String(id) } });
    const token = /\/live_scorer\/([A-Za-z0-9_-]{43})$/.exec(answer.data!.liveStreamScorerNewLink.scorerLink)![1];
    expect(await read(token)).toMatchObject({ id: String(id) });
    expect(await read(DEMO_LIVE_SCORER_LINK)).toBeNull();
    const stored = await sql`SELECT * FROM live_stream_scorers WHERE id = ${id}`.execute(db());
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    await sql`UPDATE live_stream_scorers SET token_hash = encode(sha256(convert_to(${DEMO_LIVE_SCORER_LINK}, 'UTF8')), 'hex') WHERE id = ${id}`.execute(
      db(),
    );
  });

  it('throttles an address after its misses, even for a known link', async () => {
    const guesser = new GraphqlClient(server.url);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push(await guesser.request(LIVE_SCORER_QUERY, { token: `guess-${i}-0000000000000000000000` }));
    expect(guesses.at(-1)!.errors?.[0].message).toMatch(/Too many requests/);
    expect((await guesser.request(LIVE_SCORER_QUERY, { token: DEMO_LIVE_SCORER_LINK })).errors?.[0].message).toMatch(/Too many requests/);
  });
});
