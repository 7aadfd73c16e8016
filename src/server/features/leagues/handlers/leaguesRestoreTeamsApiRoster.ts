import { restoreApiRosters } from '../teamRosters.ts';
import { idsOf } from '../../../db/row.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * leaguesRestoreTeamsApiRoster (spec 001 §2): each team of the selected leagues gets the players of its API
 * team's roster (teamRosters.ts); a selection with no API roster at all is refused.
 */
const leaguesRestoreTeamsApiRoster: OperationHandler = (run) =>
  restoreApiRosters(
    run,
    { leagueIds: idsOf(run.rows) },
    { field: 'leagueIds', message: 'No team of the selected leagues has an API roster to restore' },
  );

export default leaguesRestoreTeamsApiRoster;
