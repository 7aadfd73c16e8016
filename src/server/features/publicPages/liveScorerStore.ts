import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Registry } from '../../../metadata/normalized.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { recordVersions, type Actor } from '../../audit/versions.ts';

export interface LiveScorerRow {
  id: number;
  team1_display: string;
  team2_display: string;
  team1_score: number;
  team2_score: number;
  period: string | null;
  [column: string]: unknown;
}

/** What a live scorer's changes are audited as: no user, the scorer link (the only credential of the remote). */
export const SCORER_LINK_ACTOR: Actor = { userId: null, via: 'live scorer link' };

/** The live scorer of a scorer link's secret, or null (the hash's unique index is on lower(token_hash)). */
export const findLiveScorer = async (db: Db, token: string, forUpdate = false): Promise<LiveScorerRow | null> => {
  let query = db
    .selectFrom('live_stream_scorers')
    .selectAll()
    .where(sql`lower(token_hash)`, '=', hashSecretToken(token));
  if (forUpdate) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as LiveScorerRow | undefined) ?? null;
};

export interface ScoreChange {
  team1Score?: number;
  team2Score?: number;
  team1ScoreDelta?: number;
  team2ScoreDelta?: number;
  period?: string;
}

/** A team's new score as SQL: set, or the stored score plus the delta, never below 0. */
const scoreExpression = (column: 'team1_score' | 'team2_score', set: number | undefined, delta: number | undefined) =>
  set !== undefined ? sql<number>`${set}` : sql<number>`GREATEST(${sql.ref(column)} + ${delta ?? 0}, 0)`;

/**
 * Applies a change in one UPDATE that adds deltas to the scores as they are stored (row-locked by the
 * update itself), so concurrent remotes each add their points instead of writing back totals they read
 * earlier. The before row is read under the same lock for the audit version (whodunnit: the link).
 */
export const applyScoreChange = (db: Db, registry: Registry, id: number, change: ScoreChange): Promise<LiveScorerRow> =>
  db.transaction().execute(async (trx) => {
    const before = (await trx
      .selectFrom('live_stream_scorers')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow()) as LiveScorerRow;
    const after = (await trx
      .updateTable('live_stream_scorers')
      .set({
        team1_score: scoreExpression('team1_score', change.team1Score, change.team1ScoreDelta),
        team2_score: scoreExpression('team2_score', change.team2Score, change.team2ScoreDelta),
        ...(change.period !== undefined && { period: change.period }),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as LiveScorerRow;
    await recordVersions(trx, registry, registry.types.LiveStreamScorer, 'update', SCORER_LINK_ACTOR, [{ id, before, after }]);
    return after;
  });
