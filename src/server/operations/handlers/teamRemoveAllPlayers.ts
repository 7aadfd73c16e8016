import { idsOf, type OperationHandler } from '../handlerTypes.ts';
import { removeAllPlayers } from '../teamRosters.ts';

/**
 * teamRemoveAllPlayers (spec 002 §2.11, §7): every player on the team's roster leaves it (coaches and
 * supporters stay), with a destroy version each, all or none.
 */
const teamRemoveAllPlayers: OperationHandler = (run) => removeAllPlayers(run, { teamIds: idsOf(run.rows) });

export default teamRemoveAllPlayers;
