import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const UPDATE = 'mutation($input: CamerasUpdateInput!) { camerasUpdate(input: $input) { id cameraId captureH265 details } }';

/** A batch update (the console's batch edit) checks every record it writes: all change, or none does. */
describe.each(TEST_DATABASES)('batch updates on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  /** Cameras whose models support H.265 (two) and one whose model does not. */
  let supporting: number[];
  let without: number;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    const cameras = await server.database.db
      .selectFrom('cameras')
      .innerJoin('camera_models', 'camera_models.id', 'cameras.camera_model_id')
      .select(['cameras.id', 'camera_models.supports_h265'])
      .orderBy('cameras.id')
      .execute();
    supporting = cameras.filter((c) => c.supports_h265).map((c) => c.id as number);
    without = cameras.find((c) => !c.supports_h265)!.id as number;
    expect(supporting.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => server.close());

  const stored = (ids: number[]) =>
    server.database.db.selectFrom('cameras').select(['id', 'camera_id', 'capture_h265', 'details']).where('id', 'in', ids).orderBy('id').execute();
  const update = (ids: number[], attributes: Record<string, unknown>) => admin.request(UPDATE, { input: { ids: ids.map(String), attributes } });

  it("refuses H.265 capture for the whole batch when one camera's model lacks it, and changes neither", async () => {
    const ids = [supporting[0], without];
    await server.database.db.updateTable('cameras').set({ capture_h265: false }).where('id', 'in', ids).execute();
    const before = await stored(ids);
    const res = await update(ids, { captureH265: true, details: 'Checked on site' });
    expect(res.errors?.[0].message).toBe('Capture H.265 is off: the camera model does not support H.265.');
    expect(await stored(ids)).toEqual(before);
  });

  it('refuses a field that identifies each camera in a batch of several, naming it, and writes nothing', async () => {
    const ids = supporting.slice(0, 2);
    const before = await stored(ids);
    const res = await update(ids, { cameraId: 'cam-everywhere', details: 'Renamed' });
    const problems = res.errors?.[0].extensions?.problems as { field: string; message: string }[];
    expect(problems).toEqual([
      { field: 'cameraId', message: 'Camera ID identifies each camera, so it cannot be set on several at once: edit them one by one' },
    ]);
    expect(await stored(ids)).toEqual(before);
  });

  it('writes a batch the rules allow for every camera, and an identifying field on one camera alone', async () => {
    const ids = supporting.slice(0, 2);
    const res = await update(ids, { captureH265: true, details: 'Both on H.265' });
    expect(res.errors).toBeUndefined();
    expect((await stored(ids)).map((c) => [c.capture_h265, c.details])).toEqual([
      [true, 'Both on H.265'],
      [true, 'Both on H.265'],
    ]);
    const one = await update([ids[0]], { cameraId: 'cam-renamed-alone' });
    expect(one.errors).toBeUndefined();
    expect((await stored([ids[0]]))[0].camera_id).toBe('cam-renamed-alone');
  });
});
