import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import type { GameDayClient } from './gameDayClient.ts';
import type { Row } from '../../db/row.ts';

export const GAMEDAY_REFETCH_QUEUE = 'gameday-refetch';

export interface RefetchJobData {
  orgId: number;
  /** Who asked: the job's changes are audited as theirs. */
  requestedBy: number | null;
}

/** One organisation's refetch waits at most once ('singletonKey' per organisation); a failed run is retried after a minute. */
export const createGameDayQueue = (boss: PgBoss) =>
  boss.createQueue(GAMEDAY_REFETCH_QUEUE, { name: GAMEDAY_REFETCH_QUEUE, retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });

/**
 * Refetches from GameDay every match linked to the organisation's API game schedules (through the API
 * organisations mapped to it): round, status and scores as GameDay has them now, and when they were
 * fetched. A match GameDay no longer has keeps its values and is marked fetched with status 'Missing'.
 * Each match is written and audited in its own transaction, so one GameDay failure keeps what came before.
 */
export const runGameDayRefetch = async (db: Db, registry: Registry, client: GameDayClient, data: RefetchJobData): Promise<number> => {
  const { rows: matches } = await sql<Row>`SELECT m.* FROM game_day_matches m
    JOIN api_game_schedules s ON s.id = m.api_game_schedule_id
    JOIN api_organisations o ON o.id = s.api_organisation_id
    WHERE o.org_id = ${data.orgId} ORDER BY m.id`.execute(db);
  for (const match of matches) {
    const found = await client.match(String(match.gd_association_id ?? ''), String(match.gd_match_id));
    await db.transaction().execute(async (trx) => {
      const values = found
        ? { round_name: found.roundName, match_status: found.matchStatus, home_score: found.homeScore, away_score: found.awayScore }
        : { match_status: 'Missing' };
      const after = (await trx
        .updateTable('game_day_matches')
        .set({ ...values, fetched_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', match.id as number)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      await recordVersions(trx, registry, registry.types.GameDayMatch, 'update', { userId: data.requestedBy, via: 'job' }, [
        { id: match.id as number, before: match, after },
      ]);
    });
  }
  return matches.length;
};

export const startGameDayWorker = (boss: PgBoss, db: Db, registry: Registry, client: GameDayClient): Promise<string> =>
  boss.work<RefetchJobData>(GAMEDAY_REFETCH_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await runGameDayRefetch(db, registry, client, job.data);
  });
