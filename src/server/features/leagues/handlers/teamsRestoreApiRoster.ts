import { restoreApiRosters } from '../teamRosters.ts';
import { idsOf } from '../../../db/row.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * teamsRestoreApiRoster (spec 002 §2.11, §7): each selected team gets the players of its API team's roster
 * (teamRosters.ts); a selection with no API roster at all is refused.
 */
const teamsRestoreApiRoster: OperationHandler = (run) =>
  restoreApiRosters(run, { teamIds: idsOf(run.rows) }, { field: 'teamIds', message: 'None of the selected teams has an API roster to restore' });

export default teamsRestoreApiRoster;
