import { invalidInput } from '../../../errors.ts';
import { auditedRows } from '../../../operations/auditedRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * addLeagueTeam (spec 001 §2 "League team: add"): a league's teams are the teams whose `leagues` name it,
 * so adding one appends the league to the team's leagues, with the team's audit version. Only a team of
 * the league's own organisation may join it.
 */
const addLeagueTeam: OperationHandler = async (run) => {
  const [league] = run.rows;
  const teamId = run.args.team as number;
  const { before, audit } = await auditedRows(run, 'Team', [teamId]);
  const [team] = before;
  if (team.org_id !== league.org_id) throw invalidInput([{ field: 'team', message: "Team must belong to the league's organisation" }]);
  const leagueIds = team.league_ids as number[];
  if (leagueIds.includes(league.id)) throw invalidInput([{ field: 'team', message: `${String(team.name)} is already in this league` }]);
  await run.trx
    .updateTable('teams')
    .set({ league_ids: [...leagueIds, league.id], updated_at: new Date() })
    .where('id', '=', teamId)
    .execute();
  await audit();
};

export default addLeagueTeam;
