import { sql } from 'kysely';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { recordVersions, type Actor } from '../../audit/versions.ts';
import { RECORDING_SPAN, RECORDINGS_OVERLAPPING_GAME } from '../media/computed/gameSpan.ts';
import gameIsRecorded from '../media/computed/gameIsRecorded.ts';
import { zonedParts } from '../../../shared/zonedParts.ts';
import type { Row } from '../../db/row.ts';

/** One league's figures for one month, as usage_report_entries stores them. */
export interface UsageFigures {
  league_id: number;
  games_count: number;
  recorded_games_count: number;
  recorded_seconds: number;
  live_streams_count: number;
  live_streams_seconds: number;
  active_players_count: number;
  team_ids: number[];
}

/** What one recompute of an organisation's month wrote: rows created, updated (figures changed) and removed. */
export interface UsageReportChanges {
  created: number;
  updated: number;
  removed: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' as the report's month (its first day), or a message naming the problem. */
export const monthStart = (month: string): string => {
  if (!MONTH.test(month)) throw new Error(`Month must be written YYYY-MM (e.g. 2026-08), not '${month}'.`);
  return `${month}-01`;
};

/** The month `offset` months from the one `now` is in, in the time zone, as 'YYYY-MM'. */
export const zonedMonth = (now: Date, timeZone: string, offset = 0): string => {
  const { year, month } = zonedParts(now, timeZone);
  const index = Number(year) * 12 + Number(month) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The largest value an integer column holds: a figure beyond it (a live stream left on for years) is stored as this. */
const INT_MAX = 2147483647;

/** Seconds of a multirange's ranges, summed. */
const secondsOf = (multirange: ReturnType<typeof sql>) =>
  sql`(SELECT COALESCE(sum(extract(epoch FROM upper(x) - lower(x))), 0) FROM unnest(${multirange}) AS x)`;

/** A live stream `s` as a range; one that finishes before it starts covers nothing. */
const STREAM_SPAN = sql`tstzrange(s.start_at, GREATEST(s.finish_at, s.start_at), '[)')`;

/**
 * Each league's figures for the organisation's games played in the month (from its first midnight to the
 * next month's, in the organisation's time zone), in one statement of aggregates:
 * - gamesCount: the games played in the month;
 * - recordedGamesCount: those Game.isRecorded holds for (an uploaded or archived recording of the court overlaps the game);
 * - recordedSeconds: the time of those games covered by their recordings (overlapping recordings counted once);
 * - liveStreamsCount: the live streams (not cancelled) of the games' courts that overlap them, each once a
 *   league however many of its games it shows;
 * - liveStreamsSeconds: the time of the games covered by those live streams (a stream left on all day
 *   counts only while games are played);
 * - activePlayersCount: the distinct people with the player role on those games;
 * - teams: the home and away teams of those games.
 * For the seconds a game not yet completed runs to the end of the month. Leagues without games in the month
 * have no figures.
 */
export const usageFigures = async (db: Db, orgId: number, month: string): Promise<UsageFigures[]> => {
  const first = monthStart(month);
  const { rows } = await sql<UsageFigures>`
    WITH bounds AS (
      SELECT (${first}::date)::timestamp AT TIME ZONE o.time_zone AS lo,
        (${first}::date + interval '1 month')::timestamp AT TIME ZONE o.time_zone AS hi
      FROM orgs AS o WHERE o.id = ${orgId}
    ),
    played AS (
      SELECT g.*, tstzrange(g.played_at, CASE WHEN g.completed_at IS NULL THEN b.hi ELSE GREATEST(g.completed_at, g.played_at) END, '[)') AS span
      FROM games AS g, bounds AS b WHERE g.org_id = ${orgId} AND g.played_at >= b.lo AND g.played_at < b.hi
    ),
    per_game AS (
      SELECT t.id, t.league_id, (${gameIsRecorded.sql}) AS recorded,
        ${secondsOf(sql`(SELECT range_agg(${RECORDING_SPAN} * t.span) FROM ${RECORDINGS_OVERLAPPING_GAME})`)} AS recorded_seconds,
        ${secondsOf(sql`(SELECT range_agg(${STREAM_SPAN} * t.span) FROM live_streams AS s
          WHERE s.court_id = t.court_id AND NOT s.cancelled AND ${STREAM_SPAN} && t.span)`)} AS streamed_seconds
      FROM played AS t
    ),
    per_league AS (
      SELECT league_id, count(*) AS games, count(*) FILTER (WHERE recorded) AS recorded_games,
        sum(recorded_seconds) FILTER (WHERE recorded) AS recorded_seconds, sum(streamed_seconds) AS streamed_seconds
      FROM per_game GROUP BY league_id
    ),
    streams AS (
      SELECT t.league_id, count(DISTINCT s.id) AS streams
      FROM played AS t JOIN live_streams AS s ON s.court_id = t.court_id AND NOT s.cancelled AND ${STREAM_SPAN} && t.span
      GROUP BY t.league_id
    ),
    players AS (
      SELECT t.league_id, count(DISTINCT p.person_id) AS players
      FROM played AS t JOIN game_people AS p ON p.game_id = t.id AND p.role = 'player' GROUP BY t.league_id
    ),
    teams AS (
      SELECT league_id, array_agg(team_id ORDER BY team_id) AS team_ids FROM (
        SELECT league_id, home_team_id AS team_id FROM played UNION SELECT league_id, away_team_id FROM played) AS x
      GROUP BY league_id
    )
    SELECT l.league_id, l.games::int AS games_count, l.recorded_games::int AS recorded_games_count,
      LEAST(round(COALESCE(l.recorded_seconds, 0)), ${INT_MAX})::int AS recorded_seconds,
      COALESCE(st.streams, 0)::int AS live_streams_count, LEAST(round(l.streamed_seconds), ${INT_MAX})::int AS live_streams_seconds,
      COALESCE(p.players, 0)::int AS active_players_count, tm.team_ids
    FROM per_league AS l
      LEFT JOIN streams AS st ON st.league_id = l.league_id
      LEFT JOIN players AS p ON p.league_id = l.league_id
      JOIN teams AS tm ON tm.league_id = l.league_id
    ORDER BY l.league_id`.execute(db);
  return rows.map((r) => ({ ...r, team_ids: r.team_ids.map(Number) }));
};

const FIGURES = [
  'games_count',
  'recorded_games_count',
  'recorded_seconds',
  'live_streams_count',
  'live_streams_seconds',
  'active_players_count',
  'team_ids',
] as const;

/**
 * Recomputes the organisation's usage report for the month ('YYYY-MM', in its time zone) in one transaction:
 * one row a league with games (inserted, or updated when a figure changed), the month's other rows (leagues
 * without games, leagues since removed) deleted. Every write is audited as `actor`'s. Running it again
 * changes nothing. Two runs for the same organisation take turns (an advisory lock).
 */
export const recomputeOrgMonth = async (db: Db, registry: Registry, orgId: number, month: string, actor: Actor): Promise<UsageReportChanges> => {
  const first = monthStart(month);
  const type = registry.types.UsageReportEntry;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('usage-report'), ${orgId}::int)`.execute(trx);
    const figures = await usageFigures(trx, orgId, month);
    const { rows: before } = await sql<Row>`SELECT * FROM usage_report_entries WHERE org_id = ${orgId} AND month = ${first}::date FOR UPDATE`.execute(
      trx,
    );
    const beforeById = new Map(before.map((r) => [r.id, r]));
    const written = figures.length
      ? ((await trx
          .insertInto('usage_report_entries')
          .values(figures.map((f) => ({ ...f, org_id: orgId, month: first })))
          .onConflict((oc) =>
            oc
              .columns(['org_id', 'league_id', 'month'])
              .doUpdateSet((eb) => ({
                ...Object.fromEntries(FIGURES.map((c) => [c, eb.ref(`excluded.${c}`)])),
                updated_at: sql`now()`,
              }))
              .where(
                sql<boolean>`(${sql.join(FIGURES.map((c) => sql.ref(`usage_report_entries.${c}`)))}) IS DISTINCT FROM (${sql.join(
                  FIGURES.map((c) => sql.ref(`excluded.${c}`)),
                )})`,
              ),
          )
          .returningAll()
          .execute()) as Row[])
      : [];
    const kept = figures.map((f) => f.league_id);
    const removed = (await trx
      .deleteFrom('usage_report_entries')
      .where('org_id', '=', orgId)
      .where('month', '=', first)
      .where((eb) => (kept.length ? eb.or([eb('league_id', 'is', null), eb('league_id', 'not in', kept)]) : eb.lit(true)))
      .returningAll()
      .execute()) as Row[];
    const created = written.filter((r) => !beforeById.has(r.id));
    const updated = written.filter((r) => beforeById.has(r.id));
    await recordVersions(
      trx,
      registry,
      type,
      'create',
      actor,
      created.map((r) => ({ id: r.id, before: null, after: r })),
    );
    await recordVersions(
      trx,
      registry,
      type,
      'update',
      actor,
      updated.map((r) => ({ id: r.id, before: beforeById.get(r.id)!, after: r })),
    );
    await recordVersions(
      trx,
      registry,
      type,
      'destroy',
      actor,
      removed.map((r) => ({ id: r.id, before: r, after: null })),
    );
    return { created: created.length, updated: updated.length, removed: removed.length };
  });
};

/**
 * The usage report of one organisation, or of every organisation when `orgId` is null, for the given
 * months ('YYYY-MM'), or else for the current and previous month in each organisation's time zone at `now`.
 * Each organisation's month is its own transaction.
 */
export const computeUsageReport = async (
  db: Db,
  registry: Registry,
  options: { orgId: number | null; months?: string[]; actor: Actor; now?: Date },
): Promise<UsageReportChanges> => {
  for (const m of options.months ?? []) monthStart(m);
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'time_zone'])
    .$if(options.orgId !== null, (q) => q.where('id', '=', options.orgId!))
    .orderBy('id')
    .execute();
  const total: UsageReportChanges = { created: 0, updated: 0, removed: 0 };
  const now = options.now ?? new Date();
  for (const org of orgs as { id: number; time_zone: string }[]) {
    const timeZone = org.time_zone || 'UTC';
    const months = options.months ?? [zonedMonth(now, timeZone, -1), zonedMonth(now, timeZone)];
    for (const month of months) {
      const changes = await recomputeOrgMonth(db, registry, org.id, month, options.actor);
      total.created += changes.created;
      total.updated += changes.updated;
      total.removed += changes.removed;
    }
  }
  return total;
};
