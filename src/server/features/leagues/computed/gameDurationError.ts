import { DURATION_ERROR } from './gameDuration.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/** Game.durationError: why the game's times look wrong ('Game lasted 2 minutes; expected between 5 minutes and 4 hours'), or null. */
const gameDurationError: ComputedField = { type: 'string', sql: DURATION_ERROR };
export default gameDurationError;
