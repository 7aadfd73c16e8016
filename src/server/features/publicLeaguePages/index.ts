import type { Feature } from '../../feature.ts';
import { publicLeaguePageUrlTemplate } from './urlTemplate.ts';

/** Public league pages (spec 002 §2.9): where a page's public address is. */
export const publicLeaguePages: Feature = {
  name: 'publicLeaguePages',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    // Under the origin the viewer reached the console at, unless a public address is configured: the pages are
    // served by this server, so its address as the browser sees it leads to them.
    query: { publicLeaguePageUrlTemplate: (_p, _a, ctx) => publicLeaguePageUrlTemplate(process.env, ctx.origin) },
  },
};
