import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { httpGameDayClient } from '../../src/server/features/gameday/gameDayClient.ts';
import { REFETCH_ISSUED } from '../../src/server/features/gameday/handlers/orgsRefetchFromGameday.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const REFETCH = `mutation($ids: [ID!]!) { orgsRefetchFromGameday(input: { orgIds: $ids }) { message } }`;

/** Spec 002 §2, §7, §8: an organisation's matches refetched from GameDay by a job, for full admins only. */
describe.each(TEST_DATABASES)('refetch from GameDay on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let harbour: number;
  const match = async (gdMatchId: string) =>
    (
      await sql<{ id: number; match_status: string; home_score: number | null; away_score: number | null; fetched_at: Date }>`
        SELECT id, match_status, home_score, away_score, fetched_at FROM game_day_matches WHERE gd_match_id = ${gdMatchId}`.execute(
        server.database.db,
      )
    ).rows[0];

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    harbour = (
      await server.database.db.selectFrom('orgs').select('id').where('name', '=', 'Harbour City Basketball Association').executeTakeFirstOrThrow()
    ).id as number;
  });
  afterAll(() => server.close());

  it("queues a refetch whose job brings the organisation's matches up to date, audited as the admin's", async () => {
    const before = await match('112233488');
    expect(before).toMatchObject({ match_status: 'Scheduled', home_score: null });
    const answer = await admin.request<{ orgsRefetchFromGameday: { message: string } }>(REFETCH, { ids: [String(harbour)] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.orgsRefetchFromGameday.message).toBe(REFETCH_ISSUED);
    await expect.poll(async () => (await match('112233488')).match_status, { timeout: 60_000, interval: 50 }).toBe('Final');
    const after = await match('112233488');
    expect(after).toMatchObject({ home_score: 64, away_score: 59 });
    expect(new Date(after.fetched_at).getTime()).toBeGreaterThan(new Date(before.fetched_at).getTime());
    const { rows } = await sql<{ whodunnit_id: number; via: string; object_changes: Record<string, unknown> }>`
      SELECT whodunnit_id, via, object_changes FROM paper_trail_versions WHERE item_type = 'GameDayMatch' AND item_id = ${after.id} ORDER BY id DESC LIMIT 1`.execute(
      server.database.db,
    );
    expect(rows[0]).toMatchObject({ via: 'job' });
    expect(rows[0].object_changes).toMatchObject({ matchStatus: ['Scheduled', 'Final'] });
  });

  it('is refused to organisation admins, and queues nothing', async () => {
    const refused = await orgAdmin.request(REFETCH, { ids: [String(harbour)] });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe("GameDay's HTTP API client", () => {
  let api: Server;
  let base: string;
  const seen: { url?: string; auth?: string }[] = [];
  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push({ url: req.url, auth: req.headers.authorization });
      if (req.url?.endsWith('/matches/1'))
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"round":"Round 2","status":"Final","homeScore":50,"awayScore":48}');
      if (req.url?.endsWith('/matches/2')) return res.writeHead(404).end();
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it("reads a match, sends the key, says null for a match GameDay no longer has, and fails on GameDay's errors", async () => {
    const client = httpGameDayClient(base, 'secret-key');
    expect(await client.match('4417', '1')).toEqual({ roundName: 'Round 2', matchStatus: 'Final', homeScore: 50, awayScore: 48 });
    expect(seen[0]).toEqual({ url: '/v1/associations/4417/matches/1', auth: 'Bearer secret-key' });
    expect(await client.match('4417', '2')).toBeNull();
    await expect(client.match('4417', '3')).rejects.toThrow('GameDay answered 503 for match 3');
  });
});
