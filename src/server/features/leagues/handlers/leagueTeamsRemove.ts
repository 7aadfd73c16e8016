import { invalidInput } from '../../../errors.ts';
import { auditedRows } from '../../../operations/auditedRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * leagueTeamsRemove (spec 001 §2 "League team: remove"): takes the league out of each selected team's
 * leagues (the teams themselves stay), with an audit version per team; a team not in the league refuses all.
 */
const leagueTeamsRemove: OperationHandler = async (run) => {
  const [league] = run.rows;
  const teamIds = run.args.teams as number[];
  const { before, audit } = await auditedRows(run, 'Team', teamIds);
  const outside = before.filter((team) => !(team.league_ids as number[]).includes(league.id));
  if (outside.length) throw invalidInput([{ field: 'teams', message: `Not in this league: ${outside.map((t) => String(t.name)).join(', ')}` }]);
  for (const team of before) {
    const leagueIds = (team.league_ids as number[]).filter((id) => id !== league.id);
    await run.trx.updateTable('teams').set({ league_ids: leagueIds, updated_at: new Date() }).where('id', '=', team.id).execute();
  }
  await audit();
};

export default leagueTeamsRemove;
