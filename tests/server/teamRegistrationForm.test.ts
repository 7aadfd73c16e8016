import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, problemsOf, signedIn } from '../support/graphqlClient.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { DEMO_TEAM_REGISTRATION_TOKEN } from '../../src/server/demo/seeds/people.ts';
import { TEAM_REGISTRATION_FORM, TEAM_REGISTRATION_FORM_SUBMIT, type TeamRegistrationFormData } from '../../src/shared/publicApi/teamRegistration.ts';
import { FORM_GONE, REGISTRATION_LINK_ACTOR } from '../../src/server/features/publicPages/teamRegistration.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const VALID = 'team-registration-test-token-0001';
const EXPIRED = 'team-registration-test-token-0002';
const player = {
  playerNumber: '7',
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.com',
  phoneNumber: '+64 21 555 0101',
  birthdate: '2008-04-05',
};
const supporter = { firstName: 'Mere', lastName: 'Ngata', email: null, phoneNumber: null, birthdate: null };

/** Team registration form by its secret link (spec 000 §2.9, §4.3, §5, §7.1–7.2, §8). */
describe.each(TEST_DATABASES)('team registration form on %s', (kind) => {
  let server: TestServer;
  let visitor: GraphqlClient;
  let formId: number;
  const db = () => server.database.db;
  const form = (token: string, client = visitor) =>
    client.request<{ teamRegistrationForm: TeamRegistrationFormData | null }>(TEAM_REGISTRATION_FORM, { token });
  const submit = (input: Record<string, unknown>, client = visitor) =>
    client.request<{ teamRegistrationFormSubmit: TeamRegistrationFormData }>(TEAM_REGISTRATION_FORM_SUBMIT, {
      input: { teamRegistrationToken: VALID, players: [player], supporters: [], ...input },
    });
  const stored = () => db().selectFrom('team_registrations').selectAll().where('id', '=', formId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer({ kind, linkThrottle: { requests: 1000, misses: 12, windowSeconds: 600 } });
    visitor = new GraphqlClient(server.url);
    await visitor.loadPage('/team_registrations/x');
    const team = await db()
      .insertInto('teams')
      .values({ name: 'Form Kestrels', org_id: 1, league_ids: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const league = await db().selectFrom('leagues').select(['id', 'name']).where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await db()
      .updateTable('teams')
      .set({ league_ids: [league.id] })
      .where('id', '=', team.id)
      .execute();
    const insert = (token: string, expiresAt: Date) =>
      db()
        .insertInto('team_registrations')
        .values({ org_id: 1, team_id: team.id, token_hash: hashSecretToken(token), expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    formId = (await insert(VALID, new Date(Date.now() + 86_400_000))).id;
    await insert(EXPIRED, new Date(Date.now() - 1000));
  });
  afterAll(() => server.close());

  it('shows the form of a valid link: team, leagues, time zone, expiry, nothing submitted yet; the page has no referrer', async () => {
    const res = await form(VALID);
    expect(res.errors).toBeUndefined();
    const league = await db().selectFrom('leagues').select('name').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const org = await db().selectFrom('orgs').select('time_zone').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(res.data!.teamRegistrationForm).toMatchObject({
      id: String(formId),
      teamName: 'Form Kestrels',
      leagueNames: [league.name],
      orgTimeZone: org.time_zone,
      submittedAt: null,
      players: [],
      historicPlayers: [],
      supporters: [],
    });
    const page = await fetch(`${server.url}/team_registrations/${VALID}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers null for an unknown or expired link, and the seeded demo link works', async () => {
    expect((await form('no-such-token')).data!.teamRegistrationForm).toBeNull();
    expect((await form(EXPIRED)).data!.teamRegistrationForm).toBeNull();
    expect((await form(DEMO_TEAM_REGISTRATION_TOKEN)).data!.teamRegistrationForm).toMatchObject({ submittedAt: null });
  });

  it('refuses each broken rule with a message naming the row and the field, storing nothing', async () => {
    const refused = async (input: Record<string, unknown>) => problemsOf(await submit(input)).map((p) => p.message);
    expect(await refused({ players: [] })).toEqual(['Active Players is required']);
    expect(await refused({ players: [player, { ...player, firstName: ' ' }] })).toEqual(['Active player 2: First name is required']);
    expect(await refused({ players: [{ ...player, email: 'not-an-email' }] })).toEqual(['Active player 1: Email is not a valid email address']);
    expect(await refused({ players: [{ ...player, phoneNumber: 'call me' }] })).toEqual([
      'Active player 1: Phone number is not a valid phone number',
    ]);
    expect(await refused({ players: [{ ...player, birthdate: '2008-02-30' }] })).toEqual([
      'Active player 1: Birthdate is not a valid date (YYYY-MM-DD)',
    ]);
    expect(await refused({ players: [{ ...player, playerNumber: 'seven' }] })).toEqual([
      'Active player 1: Player number must be a whole number of up to 3 digits',
    ]);
    expect(await refused({ supporters: [{ ...supporter, playerNumber: '3' }] })).toEqual(['Supporter 1: Player number is only for active players']);
    expect(await refused({ historicPlayers: [{ lastName: 'Only' }] })).toEqual(['Historical player 1: First name is required']);
    expect((await stored()).submitted_at).toBeNull();
  });

  it('stores the rows, marks the form submitted and audits the change as made through the link', async () => {
    const res = await submit({ players: [player], historicPlayers: [{ ...supporter, firstName: 'Old' }], supporters: [supporter] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.teamRegistrationFormSubmit.submittedAt).not.toBeNull();
    expect(res.data!.teamRegistrationFormSubmit.players).toEqual([player]);
    const row = await stored();
    expect(row.submitted_at).not.toBeNull();
    expect(row.players).toEqual([player]);
    expect(row.historic_players).toEqual([{ ...supporter, playerNumber: null, firstName: 'Old' }]);
    expect(row.supporters).toEqual([{ ...supporter, playerNumber: null }]);
    const [version] = await db()
      .selectFrom('paper_trail_versions')
      .selectAll()
      .where('item_type', '=', 'TeamRegistration')
      .where('item_id', '=', formId)
      .execute();
    expect(version).toMatchObject({ event: 'update', whodunnit_id: null, via: REGISTRATION_LINK_ACTOR });
    expect(Object.keys(version.object_changes as object)).toEqual(expect.arrayContaining(['players', 'submittedAt', 'supporters']));
  });

  it('takes a resubmission, which replaces the lists (historical players kept when left out)', async () => {
    const renamed = { ...player, firstName: 'Aroha-Lee', playerNumber: '' };
    const res = await submit({ players: [renamed, { firstName: 'Tama' }], supporters: [] });
    expect(res.errors).toBeUndefined();
    const row = await stored();
    expect(row.players).toEqual([
      { ...renamed, playerNumber: null },
      { playerNumber: null, firstName: 'Tama', lastName: null, email: null, phoneNumber: null, birthdate: null },
    ]);
    expect(row.supporters).toEqual([]);
    expect(row.historic_players).toEqual([{ ...supporter, playerNumber: null, firstName: 'Old' }]);
    expect((await form(VALID)).data!.teamRegistrationForm!.players.map((p) => p.firstName)).toEqual(['Aroha-Lee', 'Tama']);
  });

  it('shows the latest submission to the console (the team tab reads the form record)', async () => {
    const admin = await signedIn(server.url, DEMO_USERS.admin);
    const res = await admin.request<{ readminObject: { players: unknown[]; submittedAt: string } }>(
      `query($id: ID!) { readminObject(typename: "TeamRegistration", id: $id) { ... on TeamRegistration { players historicPlayers supporters submittedAt } } }`,
      { id: String(formId) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.readminObject.players).toHaveLength(2);
    expect(res.data!.readminObject.submittedAt).not.toBeNull();
  });

  it('refuses a submission after expiry and without the CSRF header', async () => {
    const late = await submit({ teamRegistrationToken: EXPIRED });
    expect(late.errors?.[0].message).toBe(FORM_GONE);
    const noCsrf = await visitor.request(
      TEAM_REGISTRATION_FORM_SUBMIT,
      { input: { teamRegistrationToken: VALID, players: [player], supporters: [] } },
      { csrf: false },
    );
    expect(noCsrf.errors?.[0].message).toMatch(/CSRF/i);
  });

  it('throttles an address that tries unknown links, even for a valid one afterwards', async () => {
    let error: { message: string; extensions?: Record<string, unknown> } | undefined;
    for (let i = 0; i < 15 && !error; i++) error = (await form(`guess-${i}`)).errors?.[0];
    expect(error).toMatchObject({ message: expect.stringContaining('Too many requests') as string, extensions: { code: 'THROTTLED' } });
    expect((await form(VALID)).errors?.[0].extensions?.code).toBe('THROTTLED');
  });
});
