import type { Feature } from '../../feature.ts';
import { orgStats } from './orgStats.ts';

/** An organisation's Dashboard figures over a range of days (spec 000 §3.3, spec 002 §2.10). */
export const dashboard: Feature = {
  name: 'dashboard',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    fields: { Org: { stats: () => (org, a, ctx) => orgStats(ctx, org, a) } },
  },
};
