/** A match as GameDay (the sports-data provider) reports it. */
export interface GameDayMatchData {
  roundName: string | null;
  matchStatus: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * What the refetch asks of GameDay: one match of one association, or null when GameDay no longer has it.
 * Two implementations: GameDay's HTTP API when GAMEDAY_API_URL is set, else the demo provider (no network).
 */
export interface GameDayClient {
  match(associationId: string, matchId: string): Promise<GameDayMatchData | null>;
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const scoreOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000 ? v : null);

/**
 * GameDay's API: GET {baseUrl}/associations/{associationId}/matches/{matchId} with the key as a bearer
 * token, answering { round, status, homeScore, awayScore }; 404 means the match is gone. Anything else
 * that is not a 200 with that JSON fails the job's run (pg-boss retries it) with GameDay's status.
 */
export const httpGameDayClient = (baseUrl: string, apiKey: string | undefined): GameDayClient => ({
  async match(associationId, matchId) {
    const url = `${baseUrl.replace(/\/$/, '')}/associations/${encodeURIComponent(associationId)}/matches/${encodeURIComponent(matchId)}`;
    const res = await fetch(url, { headers: { accept: 'application/json', ...(apiKey && { authorization: `Bearer ${apiKey}` }) } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`GameDay answered ${res.status} for match ${matchId}`);
    const body = (await res.json()) as Record<string, unknown>;
    return {
      roundName: textOrNull(body.round),
      matchStatus: textOrNull(body.status),
      homeScore: scoreOrNull(body.homeScore),
      awayScore: scoreOrNull(body.awayScore),
    };
  },
});

/**
 * The demo's GameDay, for development and tests without the network: the seeded matches as GameDay has
 * them now (the seed stored them as last fetched, some rounds earlier), so a refetch visibly updates them.
 */
const DEMO_MATCHES: Record<string, GameDayMatchData> = {
  '112233401': { roundName: 'Round 1', matchStatus: 'Final', homeScore: 78, awayScore: 71 },
  '112233488': { roundName: 'Round 8', matchStatus: 'Final', homeScore: 64, awayScore: 59 },
  '112233512': { roundName: 'Round 3', matchStatus: 'Rescheduled', homeScore: null, awayScore: null },
};

export const demoGameDayClient: GameDayClient = {
  match: async (_associationId, matchId) => DEMO_MATCHES[matchId] ?? null,
};

/** The client of this process, from its environment. */
export const gameDayClientFromEnv = (env: NodeJS.ProcessEnv = process.env): GameDayClient =>
  env.GAMEDAY_API_URL ? httpGameDayClient(env.GAMEDAY_API_URL, env.GAMEDAY_API_KEY) : demoGameDayClient;
