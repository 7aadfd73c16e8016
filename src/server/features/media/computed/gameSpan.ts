import { sql } from 'kysely';

/**
 * What the game issue fields (spec 001 §3) compare, as half-open ranges: a game runs from playedAt up to
 * completedAt, open-ended while it is not completed, and is empty when completed before it started. An
 * outage or recording that ends exactly as the game starts, or starts exactly as it ends, does not touch it.
 */
export const GAME_SPAN = sql`tstzrange(t.played_at, CASE WHEN t.completed_at < t.played_at THEN t.played_at ELSE t.completed_at END, '[)')`;

/** Recordings that can be cut from (as Cut New Footage takes them): uploaded or archived. */
export const AVAILABLE_RECORDING_STATES = ['uploaded', 'archived'] as const;

/**
 * A recording `r` as a range: a recording without a finish covers nothing. The expression of the GiST index
 * recordings_span_idx (migrations/0040_computed_field_indexes.sql): keep them identical or the index goes unused.
 */
export const RECORDING_SPAN = sql`tstzrange(r.started_at, GREATEST(r.finished_at, r.started_at), '[)')`;

/**
 * The uploaded or archived recordings `r` of the game's court that overlap the game. They are found through
 * the GiST index on their time ranges alone (those of every court at that time: a few), then narrowed to the
 * court: OFFSET 0 keeps the planner from also reading the court's index, which holds the court's whole
 * history, read for every row of a page.
 */
export const RECORDINGS_OVERLAPPING_GAME = sql`(SELECT * FROM recordings AS r WHERE ${RECORDING_SPAN} && ${GAME_SPAN} OFFSET 0) AS r
  WHERE r.court_id = t.court_id AND r.state IN (${sql.join(AVAILABLE_RECORDING_STATES.map((s) => sql.lit(s)))})`;

/**
 * An outage `o` as a range, open-ended while it is active (no finish). The expression of the GiST index
 * outages_span_idx (migrations/0040_computed_field_indexes.sql).
 */
export const OUTAGE_SPAN = sql`tstzrange(o.started_at, CASE WHEN o.finished_at < o.started_at THEN o.started_at ELSE o.finished_at END, '[)')`;
