import { createGameFromFootage, type GameFromFootageArgs } from '../gameFromFootage.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * addGameManually (spec 001 §2 "Add game manually"): a game on a court the caller may read, cut from the
 * court's recordings between its start and end (src/server/features/media/gameFromFootage.ts). The executor audits
 * the game and answers it; the game's organisation is its court's, so it stays in the caller's reach.
 */
const addGameManually: OperationHandler = async (run) => {
  const game = await createGameFromFootage(run, run.args as GameFromFootageArgs);
  run.created(game.id);
};

export default addGameManually;
