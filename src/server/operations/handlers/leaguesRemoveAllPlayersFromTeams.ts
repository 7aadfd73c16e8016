import { sql } from 'kysely';
import { auditedRows } from '../auditedRows.ts';
import { idsOf, type OperationHandler } from '../handlerTypes.ts';

/**
 * leaguesRemoveAllPlayersFromTeams (spec 001 §2): every player on the roster of a team playing in one of
 * the selected leagues leaves it (coaches and supporters stay), with a destroy version each, all or none.
 */
const leaguesRemoveAllPlayersFromTeams: OperationHandler = async (run) => {
  const players = await run.trx
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select('team_members.id')
    .where('team_members.role', '=', 'player')
    .where(sql<boolean>`teams.league_ids && ${sql.val(idsOf(run.rows))}::integer[]`)
    .execute();
  const ids = players.map((p) => p.id);
  if (!ids.length) return;
  const { audit } = await auditedRows(run, 'TeamMember', ids);
  await run.trx.deleteFrom('team_members').where('id', 'in', ids).execute();
  await audit();
};

export default leaguesRemoveAllPlayersFromTeams;
