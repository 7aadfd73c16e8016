import type { Feature } from '../../feature.ts';
import { publicLeaguePageUrlTemplate } from './urlTemplate.ts';

/** Public league pages (spec 002 §2.9): where a page's public address is. */
export const publicLeaguePages: Feature = {
  name: 'publicLeaguePages',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: { publicLeaguePageUrlTemplate: () => publicLeaguePageUrlTemplate() },
  },
};
