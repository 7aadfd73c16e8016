import type { FastifyInstance } from 'fastify';
import { registerOrgDownload, type DownloadRouteDeps } from './orgDownload.ts';
import { teamMembersCsv } from './teamMembersCsv.ts';
import { newTeamMembersCsv } from './newTeamMembersCsv.ts';
import { nightlyGamesheetCsv } from './nightlyGamesheet.ts';

/** Spec 002 §7 "Downloads by link": the organisation's CSV files, each at /readmin/orgs/{orgId}/{filename}. */
export const registerDownloadRoutes = (app: FastifyInstance, deps: DownloadRouteDeps) => {
  for (const download of [teamMembersCsv, newTeamMembersCsv, nightlyGamesheetCsv]) registerOrgDownload(app, deps, download);
};
