import type { RequestContext } from '../../context.ts';
import type { RecordObject } from '../../records/record.ts';

/** A column of a leaderboard segment: the console labels it 'short name - name'. */
export interface LeaderboardColumn {
  name: string;
  shortName: string;
}

export interface LeaderboardCell {
  stringValue: string;
}

/** One row: its rank now and after the previous round (rankDiff > 0 moved up), its head cells and its cells. */
export interface LeaderboardRow {
  rank: number;
  rankDiff: number | null;
  lastRoundRank: number | null;
  headCells: string[];
  cells: LeaderboardCell[];
  /** The same cells as they stood after the previous round, when that is known (null otherwise). */
  lastRoundCells: LeaderboardCell[] | null;
}

/** Spec 002 §3 'Leaderboard segment': one table of the Leaderboard Content tab. */
export interface LeaderboardSegment {
  title: string;
  headColumns: string[];
  columns: LeaderboardColumn[];
  rows: LeaderboardRow[];
}

const cells = (values: (number | null | undefined)[]): LeaderboardCell[] => values.map((v) => ({ stringValue: String(v ?? 0) }));

/** Moved up by this many places since the previous round (negative: down), when the previous rank is known. */
const rankDiff = (rank: number, lastRoundRank: number | null): number | null => (lastRoundRank == null ? null : lastRoundRank - rank);

const STANDING_COLUMNS: [keyof RecordObject & string, LeaderboardColumn][] = [
  ['played', { shortName: 'P', name: 'Played' }],
  ['won', { shortName: 'W', name: 'Won' }],
  ['drawn', { shortName: 'D', name: 'Drawn' }],
  ['lost', { shortName: 'L', name: 'Lost' }],
  ['forfeits', { shortName: 'F', name: 'Forfeits' }],
  ['pointsFor', { shortName: 'PF', name: 'Points for' }],
  ['pointsAgainst', { shortName: 'PA', name: 'Points against' }],
  ['leaguePoints', { shortName: 'PTS', name: 'League points' }],
];

/**
 * A team standings table: its stored entries, one row per team in rank order. The entries keep each team's
 * previous-round rank but not its previous-round figures, so lastRoundCells stay null.
 */
const standingsSegment = async (ctx: RequestContext, table: RecordObject, entries: RecordObject[]): Promise<LeaderboardSegment> => {
  const sorted = [...entries].sort((a, b) => Number(a.rank) - Number(b.rank) || Number(a.id) - Number(b.id));
  const teams = await Promise.all(sorted.map((e) => ctx.store.ref('Team', e.teamId as number)));
  return {
    title: String(table.name),
    headColumns: ['Rank', 'Team'],
    columns: STANDING_COLUMNS.map(([, column]) => column),
    rows: sorted.map((e, i) => {
      const rank = Number(e.rank);
      const lastRoundRank = (e.lastRoundRank as number | null) ?? null;
      return {
        rank,
        lastRoundRank,
        rankDiff: rankDiff(rank, lastRoundRank),
        headCells: [String(rank), String(teams[i]?.name ?? '')],
        cells: cells(STANDING_COLUMNS.map(([field]) => e[field] as number | null)),
        lastRoundCells: null,
      };
    }),
  };
};

const PLAYER_COLUMNS: [string, LeaderboardColumn][] = [
  ['games', { shortName: 'GP', name: 'Games played' }],
  ['points', { shortName: 'PTS', name: 'Points' }],
  ['fieldGoals', { shortName: 'FG', name: 'Field goals' }],
  ['threePointers', { shortName: '3P', name: '3-pointers' }],
  ['freeThrows', { shortName: 'FT', name: 'Free throws' }],
  ['fouls', { shortName: 'PF', name: 'Fouls' }],
];

/** One player's figures by column field, beside who they are. */
interface Totals {
  personId: number;
  teamId: number | null;
  figures: Record<string, number>;
}

const STAT_FIELDS = ['points', 'fieldGoals', 'threePointers', 'freeThrows', 'fouls'];

/** Each player's totals over the given per-game entries, ranked by points (then fewer fouls, then person id, so ties are stable). */
const rankedTotals = (entries: RecordObject[]): Totals[] => {
  const byPerson = new Map<number, Totals>();
  for (const e of entries) {
    const personId = e.personId as number;
    const t: Totals = byPerson.get(personId) ?? { personId, teamId: (e.teamId as number | null) ?? null, figures: { games: 0 } };
    t.figures.games += 1;
    for (const field of STAT_FIELDS) t.figures[field] = (t.figures[field] ?? 0) + Number(e[field] ?? 0);
    byPerson.set(personId, t);
  }
  return [...byPerson.values()].sort((a, b) => b.figures.points - a.figures.points || a.figures.fouls - b.figures.fouls || a.personId - b.personId);
};

/**
 * A player statistics table: entries are per player and game, so its rows are each player's totals ranked by
 * points. The previous round is the same table without the games of the latest day played, which gives the
 * rank change and the previous figures (a player who had not played before has neither).
 */
const playerStatsSegment = async (ctx: RequestContext, table: RecordObject, entries: RecordObject[]): Promise<LeaderboardSegment> => {
  const games = await Promise.all(entries.map((e) => ctx.store.ref('Game', e.gameId as number)));
  const dayOf = (i: number) => String(games[i]?.playedAt ?? '').slice(0, 10);
  const latestDay = entries.reduce((latest, _e, i) => (dayOf(i) > latest ? dayOf(i) : latest), '');
  const now = rankedTotals(entries);
  const before = rankedTotals(entries.filter((_e, i) => dayOf(i) !== latestDay));
  const beforeRank = new Map(before.map((t, i) => [t.personId, { rank: i + 1, totals: t }]));
  const people = await Promise.all(now.map((t) => ctx.store.ref('Person', t.personId)));
  const teams = await Promise.all(now.map((t) => ctx.store.ref('Team', t.teamId)));
  return {
    title: String(table.name),
    headColumns: ['Rank', 'Player', 'Team'],
    columns: PLAYER_COLUMNS.map(([, column]) => column),
    rows: now.map((t, i) => {
      const rank = i + 1;
      const previous = beforeRank.get(t.personId);
      const person = people[i];
      return {
        rank,
        lastRoundRank: previous?.rank ?? null,
        rankDiff: rankDiff(rank, previous?.rank ?? null),
        headCells: [String(rank), [person?.firstName, person?.lastName].filter(Boolean).join(' '), String(teams[i]?.name ?? '')],
        cells: cells(PLAYER_COLUMNS.map(([field]) => t.figures[field])),
        lastRoundCells: previous ? cells(PLAYER_COLUMNS.map(([field]) => previous.totals.figures[field])) : null,
      };
    }),
  };
};

/**
 * LeaderboardTable.segments (spec 002 §2.10 'Leaderboard Content', §3 'Leaderboard segment'), derived from
 * the table's entries as the viewer may read them (the record store applies roles and scope). The data model
 * has no divisions within a table, so each table is one segment titled by the table's name.
 */
export const leaderboardSegments = async (ctx: RequestContext, table: RecordObject): Promise<LeaderboardSegment[]> => {
  const type = ctx.store.type('LeaderboardTable');
  const standings = table.kind === 'team_standings';
  const association = type.associations[standings ? 'teamStandingEntries' : 'gamePlayerEntries'];
  const entries = await ctx.store.pointing('LeaderboardTable', association, table.id);
  if (!entries.length) return [];
  return [await (standings ? standingsSegment : playerStatsSegment)(ctx, table, entries)];
};

/** leaderboardTable(id) (spec 002 §7): through the record store, so out of reach reads as null, as readminObject does. */
export const leaderboardTable = (ctx: RequestContext, id: string): Promise<RecordObject | null> => ctx.store.get('LeaderboardTable', id);
