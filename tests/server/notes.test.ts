import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD = 'mutation($input: AddNoteInput!) { addNote(input: $input) { id readminName ... on Note { body orgId author { readminName } } } }';
const NOTES_OF = `query($type: String!, $id: String!) {
  readminObjects(typename: "Note", filterBar: { filtersHash: { itemType: $type, itemId: $id }, orderOption: "newest" }) { ... on Note { body } }
}`;

describe.each(TEST_DATABASES)('system notes on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    admin = await signedIn(server.url, DEMO_USERS.admin);
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
  });
  afterAll(() => server.close());

  it("adds a note to a record, with the record's organisation and the author", async () => {
    // Game 1 belongs to the first organisation; its organisation is found through the record.
    const res = await orgAdmin.request<{ addNote: { body: string; orgId: string; author: { readminName: string } } }>(ADD, {
      input: { itemType: 'Game', itemId: 1, body: 'Scoreboard failed in the 3rd quarter.' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addNote).toMatchObject({
      body: 'Scoreboard failed in the 3rd quarter.',
      orgId: '1',
      author: { readminName: 'orgadmin@example.com' },
    });
    const listed = await orgAdmin.request<{ readminObjects: { body: string }[] }>(NOTES_OF, { type: 'Game', id: '1' });
    expect(listed.data!.readminObjects.map((n) => n.body)).toEqual(['Scoreboard failed in the 3rd quarter.']);
  });

  it('refuses notes on records the author may not read, and author or organisation from the client', async () => {
    const court = (await server.database.db.selectFrom('courts').select('id').where('org_id', '=', 2).executeTakeFirstOrThrow()).id;
    const foreign = await orgAdmin.request(ADD, { input: { itemType: 'Court', itemId: court, body: 'hello' } });
    expect(foreign.errors?.[0].message).toBe(`No Court with id ${court}`);
    const forged = await orgAdmin.request(ADD, { input: { itemType: 'Game', itemId: 1, body: 'x', authorId: '1' } });
    expect(forged.errors?.[0].message).toContain('Field "authorId" is not defined by type "AddNoteInput"'); // read-only fields are not inputs at all
    const unknown = await orgAdmin.request(ADD, { input: { itemType: 'Spaceship', itemId: 1, body: 'x' } });
    expect(unknown.errors?.[0].message).toBe('No Spaceship with id 1');
  });

  it('keeps notes of platform-only records to platform admins', async () => {
    const res = await admin.request<{ addNote: { orgId: string | null } }>(ADD, {
      input: { itemType: 'User', itemId: 3, body: 'Asked for access on the phone.' },
    });
    expect(res.data!.addNote.orgId).toBeNull();
    const asOrgAdmin = await orgAdmin.request<{ readminObjects: unknown[] }>(NOTES_OF, { type: 'User', id: '3' });
    expect(asOrgAdmin.data!.readminObjects).toEqual([]);
    const asAdmin = await admin.request<{ readminObjects: unknown[] }>(NOTES_OF, { type: 'User', id: '3' });
    expect(asAdmin.data!.readminObjects).toHaveLength(1);
  });

  it('edits and removes notes with an audit version for each', async () => {
    const created = await orgAdmin.request<{ addNote: { id: string } }>(ADD, { input: { itemType: 'Team', itemId: 1, body: 'first' } });
    const id = created.data!.addNote.id;
    await orgAdmin.request(`mutation { notesUpdate(input: { ids: ["${id}"], attributes: { body: "second" } }) { id } }`);
    await orgAdmin.request(`mutation { notesRemove(input: { ids: ["${id}"] }) { ids } }`);
    const versions = await server.database.db
      .selectFrom('paper_trail_versions')
      .select(['event', 'object_changes'])
      .where('item_type', '=', 'Note')
      .where('item_id', '=', Number(id))
      .orderBy('id')
      .execute();
    expect(versions.map((v) => v.event)).toEqual(['create', 'update', 'destroy']);
    expect(versions[1].object_changes).toMatchObject({ body: ['first', 'second'] });
  });
});
