import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD_PERSON = `mutation($input: AddPersonInput!) { addPerson(input: $input) { id email } }`;
const UPDATE_PEOPLE = `mutation($input: PeopleUpdateInput!) { peopleUpdate(input: $input) { id firstName email } }`;
const UPDATE_ORGS = `mutation($input: OrgsUpdateInput!) { orgsUpdate(input: $input) { id maskPeopleEmail } }`;
const PERSON = `query($id: ID!) { person: readminObject(typename: "Person", id: $id) { id readminAttributeEntries { label value } ... on Person { email } } }`;
const SEARCH = `query($term: String!) { readminObjects(typename: "Person", orgId: "1", filterBar: { searchTerm: $term }) { id } }`;
const HISTORY = `query($id: ID!) { paperTrailVersions(itemType: "Person", itemId: $id) { event objectChanges } }`;
const EXPORT = `mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }`;
const STATUS = `query($id: ID!) { readminCsvExport(id: $id) { state } }`;
const DOWNLOAD = `mutation($id: ID!) { readminCsvExportDownload(input: { readminCsvExportId: $id }) { csvStr } }`;

/**
 * Spec 001 §3/§5 and 002 §3: an organisation that masks people's emails shows them masked to everyone but
 * platform admins, wherever they leave the server, and only platform admins set or change them.
 */
describe.each(TEST_DATABASES)("people's emails masked by their organisation on %s", (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let personId: string;
  const email = `jane.mask-${kind}@example.com`;
  const masked = `j***@example.com`;
  const mask = (on: boolean) => admin.request(UPDATE_ORGS, { input: { ids: ['1'], attributes: { maskPeopleEmail: on } } });
  const read = async (client: GraphqlClient) =>
    (await client.request<{ person: { email: string; readminAttributeEntries: { label: string; value: unknown }[] } }>(PERSON, { id: personId }))
      .data!.person;
  const found = async (client: GraphqlClient, term: string) =>
    (await client.request<{ readminObjects: { id: string }[] }>(SEARCH, { term })).data!.readminObjects.map((r) => r.id);

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin] = await Promise.all([DEMO_USERS.admin, DEMO_USERS.orgAdmin].map((u) => signedIn(server.url, u)));
    const added = await orgAdmin.request<{ addPerson: { id: string } }>(ADD_PERSON, {
      input: { firstName: 'Jane', lastName: 'Mask', orgId: '1', email },
    });
    expect(added.errors).toBeUndefined();
    personId = added.data!.addPerson.id;
    await orgAdmin.request(UPDATE_PEOPLE, { input: { ids: [personId], attributes: { lastName: 'Masked' } } });
    expect((await mask(true)).errors).toBeUndefined();
  });
  afterAll(async () => {
    await mask(false);
    await server.close();
  });

  it('shows the organisation admin the email masked in the record, its entries and mutation answers; the platform admin sees it', async () => {
    const seen = await read(orgAdmin);
    expect(seen.email).toBe(masked);
    expect(seen.readminAttributeEntries.find((e) => e.label === 'Email')?.value).toBe(masked);
    expect((await read(admin)).email).toBe(email);
    const answer = await orgAdmin.request<{ peopleUpdate: { email: string }[] }>(UPDATE_PEOPLE, {
      input: { ids: [personId], attributes: { firstName: 'Janet' } },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.peopleUpdate[0].email).toBe(masked);
    const stored = await sql<{ email: string }>`SELECT email FROM people WHERE id = ${Number(personId)}`.execute(server.database.db);
    expect(stored.rows[0].email).toBe(email);
  });

  it('does not let the organisation admin find a person by a masked email, while the platform admin can', async () => {
    expect(await found(orgAdmin, `mask-${kind}`)).toEqual([]);
    expect(await found(admin, `mask-${kind}`)).toEqual([personId]);
    expect(await found(orgAdmin, 'Janet')).toContain(personId);
  });

  it("hides the email's old and new values in the history the organisation admin reads", async () => {
    const versions = (
      await orgAdmin.request<{ paperTrailVersions: { event: string; objectChanges: Record<string, unknown> }[] }>(HISTORY, { id: personId })
    ).data!.paperTrailVersions;
    const created = versions.find((v) => v.event === 'create')!;
    expect(created.objectChanges.email).toEqual(['***', '***']);
    expect(JSON.stringify(versions)).not.toContain(email);
    const adminView = (
      await admin.request<{ paperTrailVersions: { event: string; objectChanges: Record<string, unknown> }[] }>(HISTORY, { id: personId })
    ).data!.paperTrailVersions;
    expect(adminView.find((v) => v.event === 'create')!.objectChanges.email).toEqual([null, email]);
  });

  it("exports the email masked for the organisation admin's CSV", async () => {
    const started = await orgAdmin.request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
      input: { title: 'People', timeZone: 'UTC', gqlVariables: { typename: 'Person', orgId: '1' } },
    });
    expect(started.errors).toBeUndefined();
    const id = started.data!.exportReadminObjectsCsv.id;
    await expect
      .poll(async () => (await orgAdmin.request<{ readminCsvExport: { state: string } }>(STATUS, { id })).data!.readminCsvExport.state, {
        timeout: 60_000,
      })
      .toBe('completed');
    const csv = (await orgAdmin.request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data!.readminCsvExportDownload.csvStr;
    const [header, ...rows] = parseCsv(csv);
    const row = rows.find((r) => r[0] === personId)!;
    expect(row[header.indexOf('Email')]).toBe(masked);
    expect(csv).not.toContain(email);
  });

  it('refuses the organisation admin setting, changing or clearing a masked email; the platform admin may', async () => {
    const message = 'Email is masked for this record: only a platform admin may set or change it';
    const change = (client: GraphqlClient, value: string | null) =>
      client.request(UPDATE_PEOPLE, { input: { ids: [personId], attributes: { email: value } } });
    expect(problemsOf(await change(orgAdmin, 'other@example.com'))).toEqual([{ field: 'email', message }]);
    expect(problemsOf(await change(orgAdmin, null))).toEqual([{ field: 'email', message }]);
    expect(problemsOf(await change(orgAdmin, masked))).toEqual([{ field: 'email', message }]);
    const create = await orgAdmin.request(ADD_PERSON, { input: { firstName: 'New', orgId: '1', email: 'new.person@example.com' } });
    expect(problemsOf(create)).toEqual([{ field: 'email', message }]);
    expect((await orgAdmin.request(ADD_PERSON, { input: { firstName: 'No email', orgId: '1' } })).errors).toBeUndefined();
    expect((await change(admin, `jane.new-${kind}@example.com`)).errors).toBeUndefined();
    expect((await read(admin)).email).toBe(`jane.new-${kind}@example.com`);
  });

  it('shows and lets the organisation admin change emails again once the organisation stops masking', async () => {
    await mask(false);
    try {
      expect((await read(orgAdmin)).email).toBe(`jane.new-${kind}@example.com`);
      const changed = await orgAdmin.request(UPDATE_PEOPLE, { input: { ids: [personId], attributes: { email: email } } });
      expect(changed.errors).toBeUndefined();
      expect(await found(orgAdmin, `mask-${kind}`)).toEqual([personId]);
    } finally {
      await mask(true);
    }
  });
});
