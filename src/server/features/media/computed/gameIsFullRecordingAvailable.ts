import { sql } from 'kysely';
import { RECORDINGS_OVERLAPPING_GAME } from './gameSpan.ts';
import type { ComputedField } from '../../../records/serverRegistry.ts';

/**
 * Game.isFullRecordingAvailable: the court's uploaded or archived recordings cover the completed game from
 * playedAt to completedAt without a gap. Taken in order of start, each recording must start no later than
 * the furthest any earlier one reached (the first: no later than playedAt), and together they must reach
 * completedAt. Recordings that only touch each other leave no gap. A game not completed, completed before
 * it started or the moment it started has no span to cover: false.
 */
const gameIsFullRecordingAvailable: ComputedField = {
  type: 'boolean',
  sql: sql`(t.completed_at >= t.played_at AND COALESCE((
    SELECT bool_and(c.started_at <= c.reach) AND max(c.ends) >= t.completed_at
    FROM (
      SELECT r.started_at, GREATEST(r.finished_at, r.started_at) AS ends,
        COALESCE(max(GREATEST(r.finished_at, r.started_at)) OVER (ORDER BY r.started_at, r.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), t.played_at) AS reach
      FROM ${RECORDINGS_OVERLAPPING_GAME}
    ) AS c), false))`,
};
export default gameIsFullRecordingAvailable;
