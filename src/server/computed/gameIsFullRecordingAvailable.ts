import { sql } from 'kysely';
import type { ComputedField } from './computedField.ts';
import { AVAILABLE_RECORDINGS, RECORDING_SPAN } from './gameSpan.ts';

/**
 * Game.isFullRecordingAvailable: the court's uploaded or archived recordings cover the completed game from
 * playedAt to completedAt without a gap. Taken in order of start, each recording must start no later than
 * the furthest any earlier one reached (the first: no later than playedAt), and together they must reach
 * completedAt. Recordings that only touch each other leave no gap. A game not completed (or completed
 * before it started) has no span to cover: false.
 */
const gameIsFullRecordingAvailable: ComputedField = {
  type: 'boolean',
  sql: sql`(t.completed_at >= t.played_at AND COALESCE((
    SELECT bool_and(c.started_at <= c.reach) AND max(c.ends) >= t.completed_at
    FROM (
      SELECT r.started_at, GREATEST(r.finished_at, r.started_at) AS ends,
        COALESCE(max(GREATEST(r.finished_at, r.started_at)) OVER (ORDER BY r.started_at, r.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), t.played_at) AS reach
      FROM ${AVAILABLE_RECORDINGS} AND ${RECORDING_SPAN} && tstzrange(t.played_at, t.completed_at, '[]')
    ) AS c), false))`,
};
export default gameIsFullRecordingAvailable;
