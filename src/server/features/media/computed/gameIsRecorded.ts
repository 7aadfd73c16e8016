import { sql } from 'kysely';
import { RECORDINGS_OVERLAPPING_GAME } from './gameSpan.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Game.isRecorded: some uploaded or archived recording of the game's court overlaps the game. */
const gameIsRecorded: ComputedField = {
  type: 'boolean',
  sql: sql`EXISTS (SELECT 1 FROM ${RECORDINGS_OVERLAPPING_GAME})`,
};
export default gameIsRecorded;
