import type { Feature } from '../feature.ts';
import { admins } from './admins/index.ts';
import { ads } from './ads/index.ts';
import { audit } from './audit/index.ts';
import { dashboard } from './dashboard/index.ts';
import { downloads } from './downloads/index.ts';
import { gameday } from './gameday/index.ts';
import { leaderboards } from './leaderboards/index.ts';
import { leagues } from './leagues/index.ts';
import { liveStreams } from './liveStreams/index.ts';
import { media } from './media/index.ts';
import { notes } from './notes/index.ts';
import { opsWarnings } from './opsWarnings/index.ts';
import { outageEmails } from './outageEmails/index.ts';
import { partnerApi } from './partnerApi/index.ts';
import { publicLeaguePages } from './publicLeaguePages/index.ts';
import { publicPages } from './publicPages/index.ts';
import { referees } from './referees/index.ts';
import { streamAccounts } from './streamAccounts/index.ts';
import { tenants } from './tenants/index.ts';
import { usageReport } from './usageReport/index.ts';
import { venueServers } from './venueServers/index.ts';

/**
 * The features this server runs: the one list through which everything beyond the engine plugs in (see
 * src/server/feature.ts). A feature is removed by deleting its line (and the metadata that names its parts).
 */
export const FEATURES: readonly Feature[] = [
  tenants,
  leagues,
  referees,
  leaderboards,
  dashboard,
  media,
  ads,
  liveStreams,
  streamAccounts,
  venueServers,
  notes,
  audit,
  admins,
  opsWarnings,
  outageEmails,
  usageReport,
  gameday,
  downloads,
  publicPages,
  publicLeaguePages,
  partnerApi,
];
