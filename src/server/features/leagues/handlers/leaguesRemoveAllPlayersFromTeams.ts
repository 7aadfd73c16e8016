import { removeAllPlayers } from '../teamRosters.ts';
import { idsOf } from '../../../db/row.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * leaguesRemoveAllPlayersFromTeams (spec 001 §2): every player on the roster of a team playing in one of
 * the selected leagues leaves it (coaches and supporters stay), with a destroy version each, all or none.
 */
const leaguesRemoveAllPlayersFromTeams: OperationHandler = (run) => removeAllPlayers(run, { leagueIds: idsOf(run.rows) });

export default leaguesRemoveAllPlayersFromTeams;
