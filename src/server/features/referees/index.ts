import type { Feature } from '../../feature.ts';
import { gameReferees, refereeGames, refereeGamesCount, type RefereeGamesArgs } from './refereeGames.ts';
import { beforeCreateGamePerson } from './gamePersonHooks.ts';

/** Referee Game Management (spec 002 §2.10, §7; spec 001 §5): an organisation's games with their referees, and making someone a referee. */
export const referees: Feature = {
  name: 'referees',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    fields: {
      Org: {
        refereeGames: () => (org, a, ctx) => refereeGames(ctx, org, a as RefereeGamesArgs),
        refereeGamesCount: () => (org, a, ctx) => refereeGamesCount(ctx, org, a as RefereeGamesArgs),
      },
      Game: { referees: () => (game, _a, ctx) => gameReferees(ctx, game) },
    },
  },
  hooks: { beforeCreate: { GamePerson: beforeCreateGamePerson } },
};
