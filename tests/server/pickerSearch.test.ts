import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Found = { id: string; readminName: string; email: string | null; readminCursor: string };

const PEOPLE = `query($filterBar: FilterBarInput, $limit: Int, $after: String) {
  items: readminObjects(typename: "Person", orgId: "1", filterBar: $filterBar, limit: $limit, after: $after) {
    id readminName readminCursor ... on Person { email }
  }
}`;
const ADD_PERSON = `mutation($input: AddPersonInput!) { addPerson(input: $input) { id } }`;

/**
 * What a picker lists for the text typed (spec 000 §9, the referee picker of 002 §2.10): the records where every
 * word typed is in a search field, each once, those whose words start a field first.
 */
describe.each(TEST_DATABASES)('searching records for a picker on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let insideOnly: string;
  const search = async (searchTerm: string, page: { limit?: number; after?: string } = {}) => {
    const answer = await orgAdmin.request<{ items: Found[] }>(PEOPLE, { filterBar: { searchTerm }, limit: 50, ...page });
    expect(answer.errors).toBeUndefined();
    return answer.data!.items;
  };
  const people = (firstName: string) =>
    server.database.db.selectFrom('people').select('id').where('org_id', '=', 1).where('first_name', '=', firstName).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ kind });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    // 'noah' only inside the last name: it must come after the people named Noah, though 'Anoahson' sorts before 'Smith'.
    const added = await orgAdmin.request<{ addPerson: { id: string } }>(ADD_PERSON, {
      input: { firstName: 'Ann', lastName: 'Anoahson', orgId: '1', email: `ann.${kind}@example.org` },
    });
    expect(added.errors).toBeUndefined();
    insideOnly = added.data!.addPerson.id;
  });
  afterAll(() => server.close());

  it('lists only the people whose name or email holds what was typed, each once', async () => {
    const noahs = (await people('Noah')).map((p) => String(p.id));
    expect(noahs.length).toBeGreaterThan(1);
    const found = await search('Noah');
    expect(found.map((p) => p.id).sort()).toEqual([...noahs, insideOnly].sort());
    expect(new Set(found.map((p) => p.id)).size).toBe(found.length);
    for (const p of found) expect(`${p.readminName} ${p.email}`.toLowerCase()).toContain('noah');

    const zoes = (await people('Zoe')).map((p) => String(p.id));
    expect((await search('Zoe')).map((p) => p.id)).toEqual(zoes);
  });

  it('matches every word typed, in any field: a full name finds that person, a wrong surname nobody', async () => {
    const noahs = (await people('Noah')).map((p) => String(p.id));
    const smiths = await search('noah smith');
    expect(smiths.map((p) => p.id).sort()).toEqual(noahs.sort());
    expect(smiths.every((p) => p.readminName === 'Noah Smith')).toBe(true);
    expect(await search('Noah Chen')).toEqual([]);
    expect((await search('Ann Anoah')).map((p) => p.id)).toEqual([insideOnly]);
  });

  it('lists those whose words start a field before those that only hold the text, and pages on in that order', async () => {
    const found = await search('noah');
    expect(found.at(-1)!.id).toBe(insideOnly);
    expect(found.slice(0, -1).every((p) => p.readminName.startsWith('Noah'))).toBe(true);
    // Page by page after each row's cursor: the same rows in the same order, none twice.
    const paged: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < found.length + 1; i++) {
      const [next] = await search('noah', { limit: 1, ...(after && { after }) });
      if (!next) break;
      paged.push(next.id);
      after = next.readminCursor;
    }
    expect(paged).toEqual(found.map((p) => p.id));
  });
});
