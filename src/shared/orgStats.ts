/**
 * An organisation's figures over a range of days (spec 002 §2.10 Stats panel, §7 'Org stats by date
 * range', 000 §3.3 'Org aggregates'), as the server computes them (src/server/features/dashboard/orgStats.ts)
 * and the console shows them. Each is defined here:
 * - gamesCount: games of the organisation's leagues (games.league → leagues.org) played in the range
 *   (played_at within the days, read in the time zone).
 * - activePlayersCount: distinct people on those games' rosters as players (game people, role 'player').
 * - activeUsersCount: distinct users those people are linked to (people.user); a person with no user counts
 *   as a player only.
 * - activeUsersWithEmailCount: of those users, the ones the organisation's game emails reach: a non-blank
 *   address and not unsubscribed from notifications. (Every user has an address in this data model, so
 *   "with an email" is read as "reachable by email".)
 * - liveStreamsCount / liveStreamsDurationSec: live streams on the organisation's courts, not cancelled,
 *   that started in the range and by now; the sum of their durations in whole seconds, from start to finish
 *   (to now for a stream still running; never below 0).
 */
export interface OrgStats {
  gamesCount: number;
  activePlayersCount: number;
  activeUsersCount: number;
  activeUsersWithEmailCount: number;
  liveStreamsCount: number;
  liveStreamsDurationSec: number;
}
