import DataLoader from 'dataloader';
import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../context.ts';
import type { RecordStore } from '../../records/store.ts';
import { rowToRecord, type RecordObject } from '../../records/record.ts';
import { accessFilter, accessFor, type Access } from '../../access/ownership.ts';
import { listConditions, type FilterBar } from '../../records/filterConditions.ts';
import { invalidInput, type FieldProblem } from '../../errors.ts';
import { INVALID_ID, parseRecordId } from '../../input/ids.ts';

/** The largest page of Referee Game Management (spec 002 §2.10; the page offers 10 to 100). */
export const MAX_REFEREE_GAMES = 200;

/** The role a game person has when they referee the game (spec 002 §6). */
export const REFEREE_ROLE = 'referee';

export interface RefereeGamesArgs {
  range?: FilterBar['dateRange'];
  venueId?: string | null;
  courtId?: string | null;
  limit?: number | null;
  offset?: number | null;
  searchTerm?: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who may assign referees in this organisation: those who may add game people there (platform admins,
 * the organisation's admins). Anyone else reads no games here, whatever else they may read.
 */
const assignsReferees = (ctx: RequestContext, orgId: number): boolean => {
  const access = accessFor(ctx.viewer, ctx.store.type('GamePerson'), 'create');
  return access.all || Boolean(access.byKind.org?.includes(orgId));
};

/** The conditions on games `t` (courts joined as `c`): the organisation, range, venue, court and search. */
const conditions = (ctx: RequestContext, orgId: number, args: RefereeGamesArgs): RawBuilder<boolean>[] => {
  const problems: FieldProblem[] = [];
  const id = (name: 'venueId' | 'courtId') => {
    if (args[name] == null || args[name] === '') return null;
    const n = parseRecordId(args[name]);
    if (n === null) problems.push({ field: name, message: `${name}: ${INVALID_ID}` });
    return n;
  };
  const venueId = id('venueId');
  const courtId = id('courtId');
  if (args.limit != null && (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > MAX_REFEREE_GAMES))
    problems.push({ field: 'limit', message: `limit must be between 1 and ${MAX_REFEREE_GAMES} games` });
  if (args.offset != null && args.offset < 0) problems.push({ field: 'offset', message: 'offset must not be negative' });
  if (problems.length) throw invalidInput(problems);
  const games = ctx.store.type('Game');
  const access: Access = { all: true };
  // The organisation and the date range (days in range.timeZone) as the games list reads them, validated there.
  const where = listConditions(ctx.registry, games, access, { orgId, filterBar: { dateRange: args.range ?? null } });
  if (venueId !== null) where.push(sql<boolean>`c.venue_id = ${venueId}`);
  if (courtId !== null) where.push(sql<boolean>`t.court_id = ${courtId}`);
  const term = args.searchTerm?.trim();
  // A game's title is '{home team} vs {away team}': the term matches anywhere in it, so either team's name.
  if (term)
    where.push(sql<boolean>`EXISTS (SELECT 1 FROM teams AS home, teams AS away
      WHERE home.id = t.home_team_id AND away.id = t.away_team_id
        AND (home.name || ' vs ' || away.name) ILIKE ${`%${escapeLike(term)}%`})`);
  return where;
};

const orgIdOf = (org: RecordObject) => Number(org.id);

/**
 * Org.refereeGames (spec 002 §7): the organisation's games, newest first, that the viewer may assign
 * referees to, filtered by days, venue, court and title. One query for the page; each game's referees
 * come from Game.referees, one query for the page's games.
 */
export const refereeGames = async (ctx: RequestContext, org: RecordObject, args: RefereeGamesArgs): Promise<RecordObject[]> => {
  const orgId = orgIdOf(org);
  const where = conditions(ctx, orgId, args);
  if (org.__restricted || !assignsReferees(ctx, orgId)) return [];
  const games = ctx.store.type('Game');
  const rows = await ctx.db
    .selectFrom('games as t')
    .innerJoin('courts as c', 'c.id', 't.court_id')
    .selectAll('t')
    .where(sql<boolean>`${sql.join(where, sql` AND `)}`)
    .orderBy('t.played_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(args.limit ?? 50)
    .offset(args.offset ?? 0)
    .execute();
  return rows.map((row) => rowToRecord(games, row as Record<string, unknown>));
};

/** Org.refereeGamesCount: how many games refereeGames lists over every page. */
export const refereeGamesCount = async (ctx: RequestContext, org: RecordObject, args: RefereeGamesArgs): Promise<number> => {
  const orgId = orgIdOf(org);
  const where = conditions(ctx, orgId, args);
  if (org.__restricted || !assignsReferees(ctx, orgId)) return 0;
  const row = await ctx.db
    .selectFrom('games as t')
    .innerJoin('courts as c', 'c.id', 't.court_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`${sql.join(where, sql` AND `)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One loader per request: the referees of every game a page shows, read together. */
const loaders = new WeakMap<RecordStore, DataLoader<number, RecordObject[]>>();

/**
 * Game.referees: the game people with the referee role that the viewer may read, oldest first. Batched
 * over the games of a request, so a page of games costs one query.
 */
export const gameReferees = (ctx: RequestContext, game: RecordObject): Promise<RecordObject[]> => {
  if (game.__restricted) return Promise.resolve([]);
  let loader = loaders.get(ctx.store);
  if (!loader) {
    const type = ctx.store.type('GamePerson');
    const access = accessFor(ctx.viewer, type, 'read');
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.db
        .selectFrom('game_people as t')
        .selectAll('t')
        .where('t.game_id', 'in', [...ids])
        .where('t.role', '=', REFEREE_ROLE)
        .where(accessFilter(ctx.registry, type, access))
        .orderBy('t.id')
        .execute();
      return ids.map((id) => rows.filter((r) => r.game_id === id).map((r) => rowToRecord(type, r as Record<string, unknown>)));
    });
    loaders.set(ctx.store, loader);
  }
  return loader.load(Number(game.id));
};
