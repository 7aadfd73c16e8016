import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const CAMERA = 'query($id: ID!) { camera(id: $id) { id lockVersion details } }';
const UPDATE = 'mutation($input: CamerasUpdateInput!) { camerasUpdate(input: $input) { id lockVersion details } }';
const SCORE = 'mutation($input: GameUpdateScoreInput!) { gameUpdateScore(input: $input) { id lockVersion homeScore } }';

type Conflict = {
  id: number;
  seenVersion: number;
  lockVersion: number;
  name: string;
  changes: { by: string | null; changes: Record<string, unknown> }[];
};

/** Optimistic concurrency: a write that names the version its user saw is refused when someone changed the record since. */
describe.each(TEST_DATABASES)('lock versions on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let cameras: number[];
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    cameras = (await server.database.db.selectFrom('cameras').select('id').orderBy('id').limit(2).execute()).map((c) => c.id as number);
  });
  afterAll(() => server.close());

  const versionOf = async (id: number): Promise<number> => {
    const res = await admin.request<{ camera: { lockVersion: number } }>(CAMERA, { id: String(id) });
    return res.data!.camera.lockVersion;
  };

  it('counts each audited change, and answers the new version with the write', async () => {
    const [id] = cameras;
    const seen = await versionOf(id);
    const res = await admin.request<{ camerasUpdate: { lockVersion: number }[] }>(UPDATE, {
      input: { ids: [String(id)], attributes: { details: `counted ${seen}` }, lockVersions: [{ id: String(id), lockVersion: seen }] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.camerasUpdate[0].lockVersion).toBe(seen + 1);
    expect(await versionOf(id)).toBe(seen + 1);
    // A write that changes nothing is no change: no audit version, no new lock version.
    await admin.request(UPDATE, { input: { ids: [String(id)], attributes: { details: `counted ${seen}` } } });
    expect(await versionOf(id)).toBe(seen + 1);
  });

  it('refuses a stale version with CONFLICT, naming who changed which field since, and writes nothing', async () => {
    const [id] = cameras;
    const seen = await versionOf(id);
    await admin.request(UPDATE, { input: { ids: [String(id)], attributes: { details: 'changed by someone else' } } });
    const res = await admin.request(UPDATE, {
      input: { ids: [String(id)], attributes: { details: 'my edit' }, lockVersions: [{ id: String(id), lockVersion: seen }] },
    });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toMatch(
      /^Camera '.+' was changed by .+ since you opened it \(Details\)\. Review the changes, then save again\.$/,
    );
    const [conflict] = res.errors![0].extensions!.conflicts as Conflict[];
    expect(conflict).toMatchObject({ id, seenVersion: seen, lockVersion: seen + 1 });
    expect(conflict.changes).toHaveLength(1);
    expect(conflict.changes[0].by).toEqual(expect.any(String));
    expect(conflict.changes[0].changes.details).toEqual([expect.anything(), 'changed by someone else']);
    const stored = await server.database.db.selectFrom('cameras').select('details').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.details).toBe('changed by someone else');
  });

  it('refuses a whole batch when one record of it is stale, and keeps today’s behaviour without versions', async () => {
    const [a, b] = cameras;
    const [va, vb] = [await versionOf(a), await versionOf(b)];
    await admin.request(UPDATE, { input: { ids: [String(b)], attributes: { details: 'b moved on' } } });
    const stale = await admin.request(UPDATE, {
      input: {
        ids: [String(a), String(b)],
        attributes: { details: 'both' },
        lockVersions: [
          { id: String(a), lockVersion: va },
          { id: String(b), lockVersion: vb },
        ],
      },
    });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((stale.errors![0].extensions!.conflicts as Conflict[]).map((c) => c.id)).toEqual([b]);
    expect(await versionOf(a)).toBe(va);
    const unversioned = await admin.request(UPDATE, { input: { ids: [String(a), String(b)], attributes: { details: 'both, whatever changed' } } });
    expect(unversioned.errors).toBeUndefined();
  });

  it('refuses a version the record never had as a wrong input, not a conflict', async () => {
    const [id] = cameras;
    const current = await versionOf(id);
    const res = await admin.request(UPDATE, {
      input: { ids: [String(id)], attributes: { details: 'x' }, lockVersions: [{ id: String(id), lockVersion: current + 5 }] },
    });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe(`lockVersion ${current + 5} is not a version record ${id} has had: it is at ${current}`);
  });

  it('refuses a version named for a record the write does not change', async () => {
    const [a, b] = cameras;
    const res = await admin.request(UPDATE, {
      input: { ids: [String(a)], attributes: { details: 'x' }, lockVersions: [{ id: String(b), lockVersion: 0 }] },
    });
    expect(res.errors?.[0].message).toBe(`lockVersions names record ${b}, which this write does not change`);
  });

  it('checks the version of a declared operation’s target as well', async () => {
    const game = await server.database.db
      .selectFrom('games')
      .select(['id', 'lock_version', 'home_score'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id, lock_version: seen } = game;
    const score = (game.home_score ?? 0) + 1;
    // Someone else changes the score first: a write from the version seen before is stale.
    const first = await admin.request(SCORE, { input: { gameId: String(id), homeScore: score, awayScore: 0 } });
    expect(first.errors).toBeUndefined();
    const stale = await admin.request(SCORE, { input: { gameId: String(id), homeScore: score + 1, awayScore: 0, lockVersion: seen } });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const current = await admin.request<{ gameUpdateScore: { lockVersion: number; homeScore: number } }>(SCORE, {
      input: { gameId: String(id), homeScore: score + 1, awayScore: 0, lockVersion: seen + 1 },
    });
    expect(current.errors).toBeUndefined();
    expect(current.data!.gameUpdateScore).toMatchObject({ lockVersion: seen + 2, homeScore: score + 1 });
  });
});
