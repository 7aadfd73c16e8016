import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { addTrophy, copyProject } from '../fixtures/projectCopy.ts';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startTestServer, type TestServer } from '../support/testServer.ts';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';
import type { Registry } from '../../src/metadata/normalized.ts';
import { expectationLineFor } from './scoping/expectations.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

/**
 * docs/recipes/add-a-record-type.md, followed in a copy of the project: one metadata file and its demo rows
 * (tests/fixtures/Trophy.json, tests/fixtures/demo/Trophy.json), npm run generate, npm run check:metadata and a
 * restart give a working type with its actions, demo rows and scoping; no TypeScript.
 */
describe('a new record type from one metadata file and its demo rows', () => {
  let copy: string;
  let registry: Registry;
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  const tsx = (script: string, ...args: string[]) =>
    execFileSync('npx', ['tsx', join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });

  beforeAll(async () => {
    copy = copyProject('readmin-recipe-');
    addTrophy(copy);
    tsx('scripts/generate.ts', '--root', copy);
    registry = JSON.parse(readFileSync(join(copy, 'src/generated/registry.json'), 'utf8')) as Registry;
    server = await startTestServer({ registry, migrationsDir: join(copy, 'migrations'), seed: false });
    await seedDemoData(server.database.db, { registry, dir: join(copy, 'metadata/demo') });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('passes npm run check:metadata with its demo rows', () => {
    expect(tsx('scripts/check-metadata.ts', join(copy, 'metadata'))).toMatch(/no problems/);
  });

  it('gets the usual Add, Edit and Remove actions from its operations and permissions, declared nowhere', () => {
    expect(registry.types.Trophy.actions.map((a) => [a.name, a.label, a.kind, a.mutation, a.batch, a.roles])).toEqual([
      ['create', 'Add Trophy', 'create', 'addTrophy', false, ['platformAdmin', 'orgAdmin']],
      ['edit', 'Edit', 'update', 'trophiesUpdate', true, ['platformAdmin', 'orgAdmin']],
      ['remove', 'Remove', 'remove', 'trophiesRemove', true, ['platformAdmin']],
    ]);
    // Edit leaves out what is set on create only.
    expect(registry.types.Trophy.actions[1].fields).toEqual(['name', 'competition', 'metal', 'awardedOn', 'photoUrl']);
    expect(registry.types.Trophy.actions[2].confirm).toEqual({ message: 'Remove the selected trophies?' });
  });

  it('has the scoping matrix line its metadata implies', () => {
    expect(expectationLineFor(registry.types.Trophy)).toBe(
      "  Trophy: { platformAdmin: 'read create update remove', orgAdmin: 'read create update' },",
    );
  });

  it('is seeded with its demo rows, references found by their readable keys', async () => {
    // The Trophy type is this test's own: the compiled table types do not know its table.
    const rows = await runtimeTables(server.database.db)
      .selectFrom('trophies as t')
      .innerJoin('orgs as o', 'o.id', 't.org_id')
      .leftJoin('competitions as c', 'c.id', 't.competition_id')
      .select(['t.name', 'o.name as org', 'c.name as competition', 't.metal'])
      .orderBy('t.id')
      .execute();
    expect(rows).toEqual([
      { name: 'Harbour City Shield', org: 'Harbour City Basketball Association', competition: 'Harbour City Senior Championship', metal: 'gold' },
      { name: 'Junior Cup Plate', org: 'Harbour City Basketball Association', competition: 'Harbour City Junior Cup', metal: 'silver' },
      // metal left out: the field's default, as a create through the API gives it.
      { name: 'Southern Lakes Premier Trophy', org: 'Southern Lakes Netball League', competition: null, metal: 'gold' },
    ]);
  });

  it('is created, validated, listed and limited to its owners through the generated API', async () => {
    const created = await admin.request<{ addTrophy: { id: string; metal: string; readminName: string; readminUrl: string } }>(
      'mutation($input: AddTrophyInput!) { addTrophy(input: $input) { id metal readminName readminUrl } }',
      { input: { name: 'Harbour Masters Cup', orgId: '1', photoUrl: 'https://example.com/cup.jpg' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.addTrophy).toMatchObject({
      metal: 'bronze',
      readminName: 'Harbour Masters Cup',
      readminUrl: `/readmin/trophies/${created.data!.addTrophy.id}`,
    });

    const invalid = await admin.request('mutation($input: AddTrophyInput!) { addTrophy(input: $input) { id } }', {
      input: { name: 'x', orgId: '1', photoUrl: 'not a url', metal: 'platinum' },
    });
    expect((invalid.errors?.[0].extensions?.problems as { field: string }[]).map((p) => p.field)).toEqual(['metal', 'photoUrl']);

    const seen = await orgAdmin.request<{ readminObjects: { readminName: string }[] }>('{ readminObjects(typename: "Trophy") { readminName } }');
    expect(seen.data!.readminObjects.map((t) => t.readminName).sort()).toEqual(['Harbour City Shield', 'Harbour Masters Cup', 'Junior Cup Plate']);
    const gold = await admin.request<{ readminObjectsCount: number }>(
      '{ readminObjectsCount(typename: "Trophy", filterBar: { filtersHash: { metal: "gold" } }) }',
    );
    expect(gold.data!.readminObjectsCount).toBe(2);
  });

  it('lets an organisation admin edit their own trophies only, and only platform admins remove them', async () => {
    const ids = Object.fromEntries(
      (await runtimeTables(server.database.db).selectFrom('trophies').select(['id', 'name']).execute()).map((r) => [r.name as string, String(r.id)]),
    );
    const update = 'mutation($input: TrophiesUpdateInput!) { trophiesUpdate(input: $input) { id metal } }';
    const own = await orgAdmin.request(update, { input: { ids: [ids['Junior Cup Plate']], attributes: { metal: 'gold' } } });
    expect(own.errors).toBeUndefined();
    const foreign = await orgAdmin.request(update, { input: { ids: [ids['Southern Lakes Premier Trophy']], attributes: { metal: 'silver' } } });
    expect(foreign.errors?.[0].extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);

    const remove = 'mutation($input: TrophiesRemoveInput!) { trophiesRemove(input: $input) { ids } }';
    const refused = await orgAdmin.request(remove, { input: { ids: [ids['Junior Cup Plate']] } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await admin.request(remove, { input: { ids: [ids['Junior Cup Plate']] } });
    expect(removed.errors).toBeUndefined();
    const left = await runtimeTables(server.database.db).selectFrom('trophies').select('name').orderBy('id').execute();
    expect(left.map((r) => r.name)).not.toContain('Junior Cup Plate');
  });
});
