import { sql, type RawBuilder } from 'kysely';

/** A game shorter or longer than this is suspicious (spec 001 §8 'Suspicious game details'). */
export const GAME_DURATION = { minMinutes: 5, maxHours: 4, expected: 'expected between 5 minutes and 4 hours' } as const;

/** "1 minute", "2 minutes": an integer SQL expression and its unit. */
const counted = (n: RawBuilder<number>, unit: string) => sql<string>`${n}::text || ${sql.lit(` ${unit}`)} || CASE WHEN ${n} = 1 THEN '' ELSE 's' END`;

/** A length of time in words, as a person would say it: "45 seconds", "2 minutes", "5 hours 30 minutes". */
const inWords = (seconds: RawBuilder<number>) => {
  const minutes = sql<number>`(${seconds} / 60)`;
  const hours = sql<number>`(${seconds} / 3600)`;
  const minutesPast = sql<number>`(${seconds} / 60 % 60)`;
  return sql<string>`CASE WHEN ${seconds} < 60 THEN ${counted(seconds, 'second')}
    WHEN ${seconds} < 3600 THEN ${counted(minutes, 'minute')}
    ELSE ${counted(hours, 'hour')} || CASE WHEN ${minutesPast} = 0 THEN '' ELSE ' ' || ${counted(minutesPast, 'minute')} END END`;
};

/**
 * What is wrong with a completed game's times, in words, or null: "Game lasted 2 minutes; expected between 5
 * minutes and 4 hours", or that it was completed before it started. A game not completed has no duration yet.
 */
export const DURATION_ERROR = (() => {
  const seconds = sql<number>`floor(extract(epoch FROM t.completed_at - t.played_at))::bigint`;
  return sql<string | null>`CASE
    WHEN t.completed_at IS NULL THEN NULL
    WHEN t.completed_at < t.played_at THEN ${sql.lit(`Game was completed before it started; ${GAME_DURATION.expected}`)}
    WHEN t.completed_at - t.played_at < ${sql.lit(`${GAME_DURATION.minMinutes} minutes`)}::interval
      OR t.completed_at - t.played_at > ${sql.lit(`${GAME_DURATION.maxHours} hours`)}::interval
      THEN 'Game lasted ' || ${inWords(seconds)} || ${sql.lit(`; ${GAME_DURATION.expected}`)}
  END`;
})();
