import { sql } from 'kysely';
import type { ComputedField } from './computedField.ts';
import { AVAILABLE_RECORDINGS, GAME_SPAN, RECORDING_SPAN } from './gameSpan.ts';

/** Game.isRecorded: some uploaded or archived recording of the game's court overlaps the game. */
const gameIsRecorded: ComputedField = {
  type: 'boolean',
  sql: sql`EXISTS (SELECT 1 FROM ${AVAILABLE_RECORDINGS} AND ${RECORDING_SPAN} && ${GAME_SPAN})`,
};
export default gameIsRecorded;
