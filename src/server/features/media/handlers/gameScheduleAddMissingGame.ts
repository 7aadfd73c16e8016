import { sql } from 'kysely';
import { createGameFromFootage, type GameFromFootageArgs } from '../gameFromFootage.ts';
import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * gameScheduleAddMissingGame (spec 001 §7 "Add missing game"): a game of the schedule's organisation cut
 * from the court's recordings (src/server/features/media/gameFromFootage.ts), linked to the schedule, whose
 * missingGames goes down by one. Offered only while missingGames > 0 (the operation's availability, which
 * the executor checks on the locked schedule). The game, its video and recordings are audited here; the
 * schedule's change by the executor.
 */
const gameScheduleAddMissingGame: OperationHandler = async (run) => {
  const [schedule] = run.rows;
  const game = await createGameFromFootage(run, run.args as GameFromFootageArgs, {
    orgId: schedule.org_id as number,
    gameScheduleId: schedule.id,
  });
  await auditRows(run, 'Game', 'create', [{ id: game.id, before: null, after: game }]);
  await run.trx
    .updateTable('game_schedules')
    .set({ missing_games: sql`missing_games - 1`, updated_at: sql`now()` })
    .where('id', '=', schedule.id)
    .execute();
};

export default gameScheduleAddMissingGame;
