import { sql } from 'kysely';
import { DURATION_ERROR } from './gameDuration.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Game.isValidDuration: the game has no duration error (one not completed has none yet), by the same rule as durationError. */
const gameIsValidDuration: ComputedField = { type: 'boolean', sql: sql`(${DURATION_ERROR}) IS NULL` };
export default gameIsValidDuration;
