import type { Feature } from '../../feature.ts';
import { leaderboardSegments, leaderboardTable } from './leaderboardContent.ts';

/** A leaderboard's Content (spec 002 §3): each table's segments, derived from its entries. */
export const leaderboards: Feature = {
  name: 'leaderboards',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: { leaderboardTable: (_p, a, ctx) => leaderboardTable(ctx, a.id as string) },
    fields: {
      // A table reached only by reference (restricted) has no content, as the generated fields answer nothing.
      LeaderboardTable: { segments: () => (table, _a, ctx) => (table.__restricted ? [] : leaderboardSegments(ctx, table)) },
    },
  },
};
