import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startTestServer, type TestServer } from '../support/testServer.ts';
import { signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/db/seed.ts';

/** Adding a record type needs one metadata file, npm run generate and a restart: no TypeScript. */
describe('a sixth record type from one metadata file', () => {
  let copy: string;
  let server: TestServer;
  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'readmin-sixth-'));
    for (const dir of ['metadata', 'schema', 'migrations', 'src/generated', 'src/metadata', 'resources', 'src/server/operations/handlers'])
      cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
    cpSync(join(ROOT, 'tests/fixtures/Sponsor.json'), join(copy, 'metadata/Sponsor.json'));
    execFileSync('npx', ['tsx', join(ROOT, 'scripts/generate.ts'), '--root', copy], { cwd: ROOT, stdio: 'pipe' });
    server = await startTestServer({
      registry: JSON.parse(readFileSync(join(copy, 'src/generated/registry.json'), 'utf8')),
      migrationsDir: join(copy, 'migrations'),
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('is created, validated, listed and limited to its owners through the generated API', async () => {
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const created = await admin.request<{ addSponsor: { id: string; tier: string; readminName: string; readminUrl: string } }>(
      'mutation($input: AddSponsorInput!) { addSponsor(input: $input) { id tier readminName readminUrl } }',
      { input: { name: 'Harbour Sports Drinks', orgId: '1', website: 'https://drinks.example.com' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.addSponsor).toMatchObject({
      tier: 'bronze',
      readminName: 'Harbour Sports Drinks',
      readminUrl: `/readmin/sponsors/${created.data!.addSponsor.id}`,
    });

    const invalid = await admin.request('mutation($input: AddSponsorInput!) { addSponsor(input: $input) { id } }', {
      input: { name: 'x', orgId: '1', website: 'not a url', tier: 'platinum' },
    });
    expect((invalid.errors?.[0].extensions?.problems as { field: string }[]).map((p) => p.field)).toEqual(['website', 'tier']);

    await admin.request('mutation($input: AddSponsorInput!) { addSponsor(input: $input) { id } }', {
      input: { name: 'Lakes Bank', orgId: '2', tier: 'gold' },
    });
    const orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    const seen = await orgAdmin.request<{ readminObjects: { readminName: string }[] }>('{ readminObjects(typename: "Sponsor") { readminName } }');
    expect(seen.data!.readminObjects.map((s) => s.readminName)).toEqual(['Harbour Sports Drinks']);
    const gold = await admin.request<{ readminObjectsCount: number }>(
      '{ readminObjectsCount(typename: "Sponsor", filterBar: { filtersHash: { tier: "gold" } }) }',
    );
    expect(gold.data!.readminObjectsCount).toBe(1);
  });
});
