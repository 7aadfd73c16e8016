import { removeAllPlayers } from '../teamRosters.ts';
import { idsOf } from '../../../db/row.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * teamRemoveAllPlayers (spec 002 §2.11, §7): every player on the team's roster leaves it (coaches and
 * supporters stay), with a destroy version each, all or none.
 */
const teamRemoveAllPlayers: OperationHandler = (run) => removeAllPlayers(run, { teamIds: idsOf(run.rows) });

export default teamRemoveAllPlayers;
