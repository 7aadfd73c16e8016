import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { problemsOf, signedIn, type GraphqlClient } from '../support/graphqlClient.ts';
import { verifyPlayerPortalToken } from '../../src/server/features/leagues/playerPortal.ts';
import { hashSecretToken } from '../../src/server/auth/secretTokens.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

const MERGE = 'mutation($input: PersonMergeWithOtherInput!) { personMergeWithOther(input: $input) { id } }';
const WELCOME = 'mutation($input: PeopleSendWelcomeEmailInput!) { peopleSendWelcomeEmail(input: $input) { success } }';
const SUPPORTER = 'mutation($input: AddPersonSupporterInput!) { addPersonSupporter(input: $input) { id } }';
const REMOVE_PLAYERS = 'mutation($input: TeamRemoveAllPlayersInput!) { teamRemoveAllPlayers(input: $input) { success } }';
const RESTORE = 'mutation($input: TeamsRestoreApiRosterInput!) { teamsRestoreApiRoster(input: $input) { success } }';
const ENABLE = 'mutation($input: TeamsEnableRegistrationInput!) { teamsEnableRegistration(input: $input) { registrationLinks } }';
const REGENERATE = 'mutation($input: TeamRegistrationRegenerateLinkInput!) { teamRegistrationRegenerateLink(input: $input) { registrationLink } }';
const PORTAL = 'mutation($input: PersonUserOnsenAuthUrlInput!) { personUserOnsenAuthUrl(input: $input) { userOnsenAuthUrl } }';
const SEND = 'mutation($input: TeamRegistrationsSendInput!) { teamRegistrationsSend(input: $input) { id sentAt } }';

const FUTURE = '2099-03-01T10:00:00.000Z';

/** People and teams of spec 002 (§2.11, §4, §5, §7): merge, welcome email, supporters, rosters, registration forms. */
describe.each(TEST_DATABASES)('people and team operations on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  const ids: Record<string, number> = {};

  const db = () => server.database.db;
  const insert = async (table: string, values: Record<string, unknown>) =>
    ((await runtimeTables(db()).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
  const person = (id: number) => db().selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  const rows = (table: string, column: string, id: number) =>
    runtimeTables(db()).selectFrom(table).selectAll().where(column, '=', id).orderBy('id').execute();
  const versions = (type: string, itemId?: number) => {
    let q = db().selectFrom('paper_trail_versions').selectAll().where('item_type', '=', type);
    if (itemId !== undefined) q = q.where('item_id', '=', itemId);
    return q.orderBy('id').execute();
  };
  const mailsTo = (to: string) => db().selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer({ kind, exports: true });
    [admin, orgAdmin, venueAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin].map((u) => signedIn(server.url, u)),
    );
    ids.hawks = await insert('teams', { name: 'Merge Hawks', org_id: 1, league_ids: [] });
    ids.owls = await insert('teams', { name: 'Merge Owls', org_id: 1, league_ids: [] });
    ids.foreignTeam = await insert('teams', { name: 'Far Team', org_id: 2, league_ids: [] });
    ids.kept = await insert('people', { org_id: 1, first_name: 'Kiri', last_name: 'Merge' });
    ids.dup = await insert('people', { org_id: 1, first_name: 'Kiri', last_name: 'Merge', email: 'kiri.merge@example.com', birthdate: '2004-05-06' });
    ids.friend = await insert('people', { org_id: 1, first_name: 'Fern', last_name: 'Merge' });
    ids.foreigner = await insert('people', { org_id: 2, first_name: 'Far', last_name: 'Away', email: 'far.away@example.com' });
    ids.keptOnHawks = await insert('team_members', { team_id: ids.hawks, person_id: ids.kept, role: 'player', player_number: 4 });
    ids.dupOnHawks = await insert('team_members', { team_id: ids.hawks, person_id: ids.dup, role: 'player', player_number: 5 });
    ids.dupOnOwls = await insert('team_members', { team_id: ids.owls, person_id: ids.dup, role: 'player', player_number: 9 });
    ids.dupSupportsKept = await insert('person_supporters', { person_id: ids.kept, supporter_id: ids.dup });
    ids.dupSupportsFriend = await insert('person_supporters', { person_id: ids.friend, supporter_id: ids.dup });
    ids.delivery = await insert('deliveries', { org_id: 1, person_id: ids.dup, email: 'kiri.merge@example.com', kind: 'welcome', state: 'sent' });
  });
  afterAll(() => server.close());

  describe('personMergeWithOther', () => {
    const merge = (client: GraphqlClient, personId: number, otherId: number) =>
      client.request(MERGE, { input: { personId: String(personId), otherId: String(otherId) } });

    it('refuses venue admins, other organisations and a person merged with themself, changing nothing', async () => {
      expect((await merge(venueAdmin, ids.kept, ids.dup)).errors?.[0].message).toBe('You may not run personMergeWithOther.');
      expect((await merge(orgAdmin, ids.foreigner, ids.dup)).errors?.[0].message).toBe(`No Person you may update with id ${ids.foreigner}.`);
      // The organisation admin cannot name another organisation's person; a platform admin is refused the merge.
      expect((await merge(orgAdmin, ids.kept, ids.foreigner)).errors).toBeDefined();
      expect(problemsOf(await merge(admin, ids.kept, ids.foreigner))).toEqual([
        { field: 'other', message: "The other person must belong to this person's organisation" },
      ]);
      expect(problemsOf(await merge(orgAdmin, ids.kept, ids.kept))).toEqual([
        { field: 'other', message: 'A person cannot be merged with themselves' },
      ]);
      expect(await person(ids.foreigner)).toBeDefined();
      expect(await person(ids.dup)).toBeDefined();
      expect(await versions('Person', ids.kept)).toEqual([]);
    });

    it('moves every record of the other person to the kept one, takes the details it lacks, removes the other, all audited', async () => {
      const res = await merge(orgAdmin, ids.kept, ids.dup);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ personMergeWithOther: { id: String(ids.kept) } });
      expect(await person(ids.dup)).toBeUndefined();
      expect(await person(ids.kept)).toMatchObject({ email: 'kiri.merge@example.com', birthdate: '2004-05-06', last_name: 'Merge' });
      // Hawks already had the kept person, so the duplicate's membership went; the Owls membership moved.
      expect((await rows('team_members', 'person_id', ids.kept)).map((m) => [m.team_id, m.player_number])).toEqual([
        [ids.hawks, 4],
        [ids.owls, 9],
      ]);
      // Supporting themself is dropped; supporting a friend moves.
      expect(await rows('person_supporters', 'supporter_id', ids.kept)).toMatchObject([{ id: ids.dupSupportsFriend, person_id: ids.friend }]);
      expect(await rows('person_supporters', 'person_id', ids.kept)).toEqual([]);
      expect(await rows('deliveries', 'person_id', ids.kept)).toMatchObject([{ id: ids.delivery }]);
      expect((await versions('Person', ids.dup)).map((v) => v.event)).toEqual(['destroy']);
      expect(await versions('Person', ids.kept)).toMatchObject([
        { event: 'update', whodunnit_id: 2, object_changes: { email: [null, 'kiri.merge@example.com'] } },
      ]);
      expect((await versions('TeamMember', ids.dupOnHawks)).map((v) => v.event)).toEqual(['destroy']);
      expect(await versions('TeamMember', ids.dupOnOwls)).toMatchObject([{ event: 'update', object_changes: { personId: [ids.dup, ids.kept] } }]);
      expect((await versions('PersonSupporter', ids.dupSupportsKept)).map((v) => v.event)).toEqual(['destroy']);
      expect((await versions('Delivery', ids.delivery)).map((v) => v.event)).toEqual(['update']);
    });
  });

  describe('personUserOnsenAuthUrl', () => {
    const link = (client: GraphqlClient, id: number) =>
      client.request<{ personUserOnsenAuthUrl: { userOnsenAuthUrl: string } }>(PORTAL, { input: { personId: String(id) } });

    it("answers a signed player portal sign-in link for the person's user, and none for a person without one", async () => {
      const none = await link(orgAdmin, ids.friend);
      expect(none.errors).toBeUndefined();
      expect(none.data).toEqual({ personUserOnsenAuthUrl: { userOnsenAuthUrl: null } });
      const user = (await db().insertInto('users').values({ email: 'fern.portal@example.com' }).returning('id').executeTakeFirstOrThrow()).id;
      await db().updateTable('people').set({ user_id: user }).where('id', '=', ids.friend).execute();
      const res = await link(orgAdmin, ids.friend);
      expect(res.errors).toBeUndefined();
      const url = new URL(res.data!.personUserOnsenAuthUrl.userOnsenAuthUrl);
      // No portal configured: the link leads to this server's stand-in, which checks it as the portal would.
      expect(url.pathname).toBe('/player_portal/auth');
      const token = url.searchParams.get('token')!;
      const standIn = async (search: string) => {
        const res = await fetch(new URL(`/player_portal/auth${search}`, server.url));
        return [res.status, await res.text()] as const;
      };
      const [status, page] = await standIn(url.search);
      expect(status).toBe(200);
      expect(page).toContain('This link signs in fern.portal@example.com.');
      expect((await standIn(`?token=${token.split('.')[0]}.forged`))[0]).toBe(401);
      expect(verifyPlayerPortalToken(token)).toBe(user);
      expect(verifyPlayerPortalToken(`${token.split('.')[0]}.forged`)).toBeNull();
      expect(verifyPlayerPortalToken(token, Date.now() + 16 * 60_000)).toBeNull();
      expect((await link(venueAdmin, ids.friend)).errors?.[0].message).toBe('You may not run personUserOnsenAuthUrl.');
      expect((await link(orgAdmin, ids.foreigner)).errors?.[0].message).toBe(`No Person you may update with id ${ids.foreigner}.`);
    });
  });

  describe('peopleSendWelcomeEmail', () => {
    const send = (client: GraphqlClient, people: number[]) => client.request(WELCOME, { input: { personIds: people.map(String) } });

    it('refuses venue admins, other organisations and a selection without email addresses', async () => {
      expect((await send(venueAdmin, [ids.kept])).errors?.[0].message).toBe('You may not run peopleSendWelcomeEmail.');
      expect((await send(orgAdmin, [ids.foreigner])).errors?.[0].message).toBe(`No Person you may update with id ${ids.foreigner}.`);
      expect((await send(orgAdmin, [ids.friend])).errors?.[0].message).toBe('None of the selected people has an email address.');
      expect(await mailsTo('far.away@example.com')).toEqual([]);
    });

    it('emails each selected person with an address through the outbox, recorded as a welcome delivery', async () => {
      const res = await send(orgAdmin, [ids.kept, ids.friend]);
      expect(res.errors).toBeUndefined();
      const [mail, ...more] = await mailsTo('kiri.merge@example.com');
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ subject: 'Welcome to your player portal', status: 'outbox' });
      expect(mail.text).toMatch(/Sign in with kiri\.merge@example\.com at http:\/\/\S+\/player_portal\n/);
      const deliveries = await db().selectFrom('deliveries').selectAll().where('person_id', '=', ids.kept).where('state', '=', 'queued').execute();
      expect(deliveries).toMatchObject([{ kind: 'welcome', email: 'kiri.merge@example.com', org_id: 1 }]);
      expect((await versions('Delivery', deliveries[0].id)).map((v) => v.event)).toEqual(['create']);
    });
  });

  describe('addPersonSupporter', () => {
    it("the supporter picker's filter keeps the people of the chosen person's organisation", async () => {
      const PEOPLE = 'query($bar: FilterBarInput) { readminObjects(typename: "Person", filterBar: $bar, limit: 1000) { id } }';
      const sameOrgAs = async (client: GraphqlClient, id: number) => {
        const res = await client.request<{ readminObjects: { id: string }[] }>(PEOPLE, { bar: { filtersHash: { sameOrgAs: String(id) } } });
        expect(res.errors).toBeUndefined();
        return res.data!.readminObjects.map((p) => Number(p.id)).sort((a, b) => a - b);
      };
      const orgOf = async (org: number) =>
        (await db().selectFrom('people').select('id').where('org_id', '=', org).orderBy('id').execute()).map((p) => p.id);
      expect(await sameOrgAs(admin, ids.foreigner)).toEqual(await orgOf(2));
      expect(await sameOrgAs(orgAdmin, ids.friend)).toEqual(await orgOf(1));
      // Another organisation's person gives an organisation admin nobody.
      expect(await sameOrgAs(orgAdmin, ids.foreigner)).toEqual([]);
    });

    it('refuses a supporter of another organisation and a person supporting themself', async () => {
      const add = (supporter: number) => admin.request(SUPPORTER, { input: { personId: String(ids.friend), supporterId: String(supporter) } });
      expect(problemsOf(await add(ids.foreigner))).toEqual([
        { field: 'supporter', message: "The supporter must belong to the person's organisation." },
      ]);
      expect(problemsOf(await add(ids.friend))).toEqual([{ field: 'supporter', message: 'A person cannot support themselves.' }]);
      const ok = await orgAdmin.request(SUPPORTER, { input: { personId: String(ids.kept), supporterId: String(ids.friend) } });
      expect(ok.errors).toBeUndefined();
    });
  });

  describe('team rosters', () => {
    it('teamRemoveAllPlayers removes the players of one team only, keeping coaches, each audited', async () => {
      const coach = await insert('team_members', { team_id: ids.owls, person_id: ids.friend, role: 'coach' });
      const other = await insert('team_members', { team_id: ids.hawks, person_id: ids.friend, role: 'player' });
      expect((await venueAdmin.request(REMOVE_PLAYERS, { input: { teamId: String(ids.owls) } })).errors?.[0].message).toBe(
        'You may not run teamRemoveAllPlayers.',
      );
      expect((await orgAdmin.request(REMOVE_PLAYERS, { input: { teamId: String(ids.foreignTeam) } })).errors?.[0].message).toBe(
        `No Team you may update with id ${ids.foreignTeam}.`,
      );
      const res = await orgAdmin.request(REMOVE_PLAYERS, { input: { teamId: String(ids.owls) } });
      expect(res.errors).toBeUndefined();
      expect((await rows('team_members', 'team_id', ids.owls)).map((m) => m.id)).toEqual([coach]);
      expect((await rows('team_members', 'team_id', ids.hawks)).map((m) => m.id)).toContain(other);
      expect((await versions('TeamMember', ids.dupOnOwls)).at(-1)).toMatchObject({ event: 'destroy', whodunnit_id: 2 });
    });

    it("teamsRestoreApiRoster restores the selected teams' players from their API rosters, refusing teams without one", async () => {
      const refused = await orgAdmin.request(RESTORE, { input: { teamIds: [String(ids.owls)] } });
      expect(problemsOf(refused)).toEqual([{ field: 'teamIds', message: 'None of the selected teams has an API roster to restore' }]);
      expect((await venueAdmin.request(RESTORE, { input: { teamIds: [String(ids.owls)] } })).errors?.[0].message).toBe(
        'You may not run teamsRestoreApiRoster.',
      );
      expect((await orgAdmin.request(RESTORE, { input: { teamIds: [String(ids.foreignTeam)] } })).errors?.[0].message).toBe(
        `No Team you may update with id ${ids.foreignTeam}.`,
      );
      const partner = await insert('api_partners', { name: 'Merge Partner', time_zone: 'UTC' });
      const apiOrg = await insert('api_organisations', { api_partner_id: partner, external_id: 'MO-1', name: 'Merge Org', active: true });
      const apiTeam = await insert('api_teams', { api_organisation_id: apiOrg, external_id: 'MT-1', name: 'Merge Owls', team_id: ids.owls });
      const profile = await insert('api_profiles', { api_partner_id: partner, external_id: 'MP-1', first_name: 'Kiri', last_name: 'Merge' });
      await insert('api_roster_entries', { api_team_id: apiTeam, api_profile_id: profile, role: 'player', player_number: '21' });
      const res = await orgAdmin.request(RESTORE, { input: { teamIds: [String(ids.owls)] } });
      expect(res.errors).toBeUndefined();
      const owls = await rows('team_members', 'team_id', ids.owls);
      expect(owls.filter((m) => m.role === 'player')).toMatchObject([{ person_id: ids.kept, player_number: 21 }]);
      expect((await versions('TeamMember')).at(-1)).toMatchObject({ event: 'create', whodunnit_id: 2 });
    });
  });

  describe('registration forms', () => {
    const enable = (client: GraphqlClient, teams: number[], expiresAt: string | null = FUTURE) =>
      client.request<{ teamsEnableRegistration: { registrationLinks: string } }>(ENABLE, {
        input: { teamIds: teams.map(String), expiresAt },
      });

    /** The token of a link the console was shown ('Team: http://.../team_registrations/TOKEN'). */
    const tokenOf = (link: string) => decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));

    it('teamsEnableRegistration gives each selected team without a form one, with a secret link shown once and stored hashed, audited', async () => {
      expect((await venueAdmin.request(ENABLE, { input: { teamIds: [String(ids.hawks)], expiresAt: FUTURE } })).errors?.[0].message).toBe(
        'You may not run teamsEnableRegistration.',
      );
      expect((await enable(orgAdmin, [ids.foreignTeam])).errors?.[0].message).toBe(`No Team you may update with id ${ids.foreignTeam}.`);
      expect(problemsOf(await enable(orgAdmin, [ids.hawks], null))).toEqual([{ field: 'expiresAt', message: 'Expires at is required' }]);
      expect(problemsOf(await enable(orgAdmin, [ids.hawks], '2001-01-01T00:00:00.000Z'))).toEqual([
        { field: 'expiresAt', message: 'Expires at must be in the future' },
      ]);
      const res = await enable(orgAdmin, [ids.hawks]);
      expect(res.errors).toBeUndefined();
      const links = res.data!.teamsEnableRegistration.registrationLinks;
      expect(links).toMatch(/^Merge Hawks: http:\/\/localhost\/team_registrations\/[A-Za-z0-9_-]{43}$/);
      const [form] = await rows('team_registrations', 'team_id', ids.hawks);
      const formId = form.id as number;
      expect(form).toMatchObject({ org_id: 1, sent_at: null, submitted_at: null, token_hash: hashSecretToken(tokenOf(links)) });
      expect(form).not.toHaveProperty('token');
      expect(new Date(form.expires_at as string).toISOString()).toBe(FUTURE);
      expect((await versions('TeamRegistration', formId)).map((v) => v.event)).toEqual(['create']);
      expect((await versions('Team', ids.hawks)).at(-1)).toMatchObject({ event: 'update', object_changes: { teamRegistrationId: [null, formId] } });
      // Every selected team has one now: the action is not offered and the server refuses.
      expect((await enable(orgAdmin, [ids.hawks])).errors?.[0].message).toBe('Every selected team already has a registration form.');
      // A mixed selection gives a form to the team without one only.
      const mixed = await enable(orgAdmin, [ids.hawks, ids.owls]);
      expect(mixed.errors).toBeUndefined();
      expect(mixed.data!.teamsEnableRegistration.registrationLinks).toMatch(/^Merge Owls: http:\/\/localhost\/team_registrations\/\S+$/);
      expect(await rows('team_registrations', 'team_id', ids.hawks)).toHaveLength(1);
      expect(await rows('team_registrations', 'team_id', ids.owls)).toHaveLength(1);
    });

    it('teamRegistrationsSend emails the form link to the coaches with an email address and records when', async () => {
      const [hawksForm] = await rows('team_registrations', 'team_id', ids.hawks);
      const [owlsForm] = await rows('team_registrations', 'team_id', ids.owls);
      const send = (client: GraphqlClient, forms: number[]) => client.request(SEND, { input: { teamRegistrationIds: forms.map(String) } });
      expect((await send(venueAdmin, [hawksForm.id])).errors?.[0].message).toBe('You may not run teamRegistrationsSend.');
      // Hawks has no coach, the Owls' coach no email address yet: nothing is sent.
      expect(problemsOf(await send(orgAdmin, [hawksForm.id, owlsForm.id]))).toEqual([
        { field: 'teamRegistrationIds', message: 'No coach with an email address on Merge Hawks, Merge Owls' },
      ]);
      const foreignForm = (await db().selectFrom('team_registrations').select('id').where('org_id', '=', 2).executeTakeFirstOrThrow()).id;
      expect((await send(orgAdmin, [foreignForm])).errors?.[0].message).toBe(`No Team Registration Form you may update with id ${foreignForm}.`);
      await db().updateTable('people').set({ email: 'fern.coach@example.com' }).where('id', '=', ids.friend).execute();
      expect(await mailsTo('fern.coach@example.com')).toEqual([]);
      const res = await send(orgAdmin, [owlsForm.id]);
      expect(res.errors).toBeUndefined();
      const [mail, ...more] = await mailsTo('fern.coach@example.com');
      expect(more).toEqual([]);
      expect(mail.subject).toBe('Registration form for Merge Owls');
      // The email carries a new link (the stored hash cannot give the old one back): the earlier link stops working.
      const link = /http:\/\/localhost\/team_registrations\/(\S+)/.exec(String(mail.text));
      expect(link).not.toBeNull();
      const [sent] = await rows('team_registrations', 'id', owlsForm.id);
      expect(sent.token_hash).toBe(hashSecretToken(decodeURIComponent(link![1])));
      expect(sent.token_hash).not.toBe(owlsForm.token_hash);
      expect(sent.sent_at).not.toBeNull();
      expect((await versions('TeamRegistration', owlsForm.id)).at(-1)).toMatchObject({ event: 'update', whodunnit_id: 2 });
    });

    it('teamRegistrationRegenerateLink answers a new link once and stores only its hash, audited without the secret', async () => {
      const [form] = await rows('team_registrations', 'team_id', ids.hawks);
      const regenerate = (client: GraphqlClient) =>
        client.request<{ teamRegistrationRegenerateLink: { registrationLink: string } }>(REGENERATE, {
          input: { teamRegistrationId: String(form.id) },
        });
      expect((await regenerate(venueAdmin)).errors?.[0].message).toBe('You may not run teamRegistrationRegenerateLink.');
      const res = await regenerate(orgAdmin);
      expect(res.errors).toBeUndefined();
      const link = res.data!.teamRegistrationRegenerateLink.registrationLink;
      expect(link).toMatch(/^http:\/\/localhost\/team_registrations\/[A-Za-z0-9_-]{43}$/);
      const [after] = await rows('team_registrations', 'id', form.id as number);
      expect(after.token_hash).toBe(hashSecretToken(tokenOf(link)));
      expect(after.token_hash).not.toBe(form.token_hash);
      const version = (await versions('TeamRegistration', form.id as number)).at(-1)!;
      expect(version).toMatchObject({ event: 'update', whodunnit_id: 2 });
      expect(JSON.stringify(version.object_changes)).not.toContain(String(after.token_hash));
    });
  });
});
