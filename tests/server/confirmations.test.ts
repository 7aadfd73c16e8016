import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const ADD = `mutation($input: AddGamePersonInput!) { addGamePerson(input: $input) { id role } }`;
type Answer = { data?: { addGamePerson: { id: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A write the server asks the user to agree to first (CONFIRMATION_REQUIRED), then makes with `confirmed: true`. */
describe.each(TEST_DATABASES)('confirmations on %s', (kind) => {
  let server: TestServer;
  let orgAdmin: GraphqlClient;
  let game: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    orgAdmin = await signedIn(server.url, DEMO_USERS.orgAdmin);
    game = (await server.database.db.selectFrom('games').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  const nonReferee = () =>
    server.database.db
      .selectFrom('people')
      .select(['id', 'first_name', 'last_name'])
      .where('org_id', '=', 1)
      .where('is_referee', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const rolesOf = (person: number) =>
    server.database.db.selectFrom('game_people').select('role').where('person_id', '=', person).where('game_id', '=', game).execute();

  it('asks before giving a referee role to someone who is not a referee, and writes nothing', async () => {
    const person = await nonReferee();
    const res = (await orgAdmin.request(ADD, { input: { gameId: String(game), personId: String(person.id), role: 'referee' } })) as Answer;
    expect(res.errors?.[0].extensions?.code).toBe('CONFIRMATION_REQUIRED');
    const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
    expect(res.errors?.[0].message).toBe(`${name} is not a referee yet. Make ${name} a referee of the organisation?`);
    expect(await rolesOf(person.id)).toEqual([]);
  });

  it('once confirmed, gives the role and makes the person a referee, each with its audit version', async () => {
    const person = await nonReferee();
    const res = (await orgAdmin.request(ADD, {
      input: { gameId: String(game), personId: String(person.id), role: 'referee', confirmed: true },
    })) as Answer;
    expect(res.errors).toBeUndefined();
    expect(await rolesOf(person.id)).toEqual([{ role: 'referee' }]);
    const stored = await server.database.db.selectFrom('people').select('is_referee').where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(stored.is_referee).toBe(true);
    const versions = await server.database.db
      .selectFrom('paper_trail_versions')
      .select(['event', 'object_changes'])
      .where('item_type', '=', 'Person')
      .where('item_id', '=', person.id)
      .execute();
    expect(
      versions.map((v) => [v.event, (typeof v.object_changes === 'string' ? JSON.parse(v.object_changes) : v.object_changes).isReferee]),
    ).toContainEqual(['update', [false, true]]);
  });

  it('asks nothing for other roles or for referees', async () => {
    const person = await nonReferee();
    const res = (await orgAdmin.request(ADD, { input: { gameId: String(game), personId: String(person.id), role: 'spectator' } })) as Answer;
    expect(res.errors).toBeUndefined();
  });
});
