import { sql } from 'kysely';
import { invalidInput } from '../../errors.ts';
import { auditedRows } from '../../operations/auditedRows.ts';
import type { OperationRun } from '../../context.ts';

type Profile = { first_name: string; last_name: string | null; email: string | null; birthdate: string | null; person_id: number | null };

/** Which teams a roster operation acts on: those playing in some of these leagues, or these teams. */
export type TeamsOf = { leagueIds: number[] } | { teamIds: number[] };

const teamsWhere = (of: TeamsOf, column: string) =>
  'leagueIds' in of
    ? sql<boolean>`${sql.ref(`${column}.league_ids`)} && ${sql.val(of.leagueIds)}::integer[]`
    : sql<boolean>`${sql.ref(`${column}.id`)} = ANY(${sql.val(of.teamIds)}::integer[])`;

/** Every player on the rosters of these teams leaves them (coaches and supporters stay), with a destroy version each. */
export const removeAllPlayers = async (run: OperationRun, of: TeamsOf) => {
  const players = await run.trx
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select('team_members.id')
    .where('team_members.role', '=', 'player')
    .where(teamsWhere(of, 'teams'))
    .execute();
  const ids = players.map((p) => p.id);
  if (!ids.length) return;
  const { audit } = await auditedRows(run, 'TeamMember', ids);
  await run.trx.deleteFrom('team_members').where('id', 'in', ids).execute();
  await audit();
};

/**
 * The person of the team's organisation an API profile stands for: the one the profile names, else the one
 * with its email, else the one with its name; created from the profile when there is none.
 */
const personFor = async ({ trx }: Pick<OperationRun, 'trx'>, orgId: number, profile: Profile, created: number[]): Promise<number> => {
  const people = trx.selectFrom('people').select('id').where('org_id', '=', orgId).orderBy('id');
  const found =
    (profile.person_id !== null && (await people.where('id', '=', profile.person_id).executeTakeFirst())) ||
    (profile.email && (await people.where(sql<boolean>`lower(email) = lower(${profile.email})`).executeTakeFirst())) ||
    (await people
      .where(sql<boolean>`lower(first_name) = lower(${profile.first_name})`)
      .where(sql<boolean>`lower(coalesce(last_name, '')) = lower(${profile.last_name ?? ''})`)
      .executeTakeFirst());
  if (found) return found.id;
  const person = await trx
    .insertInto('people')
    .values({
      org_id: orgId,
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      birthdate: profile.birthdate,
      is_referee: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  created.push(person.id);
  return person.id;
};

/**
 * Each of these teams gets the players of its API team's roster (the partner's entries that belong to no
 * single game) as team members with their numbers; a player already on the team keeps the membership and
 * takes the partner's number. People are matched in the team's organisation or created. Every created or
 * changed row is audited; nothing happens unless all of it does, and teams with no API roster at all are
 * refused with `refusal` (field and message).
 */
export const restoreApiRosters = async (run: OperationRun, of: TeamsOf, refusal: { field: string; message: string }) => {
  const { trx } = run;
  const entries = await trx
    .selectFrom('api_roster_entries as e')
    .innerJoin('api_teams as at', 'at.id', 'e.api_team_id')
    .innerJoin('teams as t', 't.id', 'at.team_id')
    .innerJoin('api_profiles as p', 'p.id', 'e.api_profile_id')
    .select(['t.id as team_id', 't.org_id', 'e.player_number', 'p.first_name', 'p.last_name', 'p.email', 'p.birthdate', 'p.person_id'])
    .where('e.role', '=', 'player')
    .where('e.api_game_schedule_id', 'is', null)
    .where(teamsWhere(of, 't'))
    .orderBy('t.id')
    .orderBy('e.id')
    .execute();
  if (!entries.length) throw invalidInput([refusal]);
  const people: number[] = [];
  const members = await trx
    .selectFrom('team_members')
    .select(['id', 'team_id', 'person_id'])
    .where(
      'team_id',
      'in',
      entries.map((e) => e.team_id),
    )
    .execute();
  const memberAudit = await auditedRows(
    run,
    'TeamMember',
    members.map((m) => m.id),
  );
  const createdMembers: number[] = [];
  for (const entry of entries) {
    const personId = await personFor(run, entry.org_id, entry, people);
    const number = entry.player_number === null ? null : Number(entry.player_number);
    const member = await trx
      .selectFrom('team_members')
      .select('id')
      .where('team_id', '=', entry.team_id)
      .where('person_id', '=', personId)
      .executeTakeFirst();
    if (member) await trx.updateTable('team_members').set({ player_number: number, updated_at: new Date() }).where('id', '=', member.id).execute();
    else {
      const row = await trx
        .insertInto('team_members')
        .values({ team_id: entry.team_id, person_id: personId, role: 'player', player_number: number })
        .returning('id')
        .executeTakeFirstOrThrow();
      createdMembers.push(row.id);
    }
  }
  await (await auditedRows(run, 'Person', [])).audit(people);
  await memberAudit.audit(createdMembers);
};
