import type { FastifyInstance } from 'fastify';
import type { ServerRegistry } from '../../records/serverRegistry.ts';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ExportQuery } from '../../exports/exportQuery.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { readableRecord } from '../../http/readableRecord.ts';
import { accessFor, canAtAll } from '../../access/ownership.ts';
import { csvStream } from './csvFile.ts';
import { DownloadParameterError } from './dateParams.ts';
import { jsonError } from '../../http/jsonError.ts';

export interface DownloadRouteDeps {
  database: Database;
  registry: ServerRegistry;
}

/** What a download's rows are built from: the viewer, the organisation (read by them) and the request's query string. */
export interface OrgDownloadRequest {
  viewer: Viewer;
  orgId: number;
  /** The organisation's time zone: the file's times and its default dates are in it. */
  timeZone: string;
  query: unknown;
}

/** One CSV file of an organisation, at /readmin/orgs/{orgId}/{filename}. */
export interface OrgDownload {
  filename: string;
  /** The record types the viewer must be allowed to read (the lists the file's rows come from). */
  reads: string[];
  /** The rows; a DownloadParameterError for a bad query parameter answers 400 with its message. */
  rows(deps: DownloadRouteDeps, request: OrgDownloadRequest): ExportQuery;
}

/**
 * Spec 002 §7 "Downloads by link": every organisation CSV has the same access as the lists it comes from:
 * signed in (else 401), the organisation readable and each listed type readable (else 404 alike, so ids
 * reveal nothing). The file is written by PostgreSQL's CSV writer to a temporary file, then streamed.
 */
export const registerOrgDownload = (app: FastifyInstance, deps: DownloadRouteDeps, download: OrgDownload) => {
  app.get<{ Params: { orgId: string } }>(`/readmin/orgs/:orgId/${download.filename}`, async (req, reply) => {
    const viewer = await requestViewer(deps.database.db, deps.registry, req);
    if (!viewer) return jsonError(reply, 401, 'Sign in to download.');
    const org = await readableRecord(deps.database.db, deps.registry, viewer, 'Org', req.params.orgId);
    const mayRead = download.reads.every((t) => canAtAll(accessFor(viewer, deps.registry.types[t], 'read')));
    if (!org || !mayRead) return jsonError(reply, 404, 'Not Found');
    const orgId = org.id;
    let rows: ExportQuery;
    try {
      rows = download.rows(deps, { viewer, orgId, timeZone: String(org.record.timeZone ?? 'UTC'), query: req.query });
    } catch (e) {
      if (e instanceof DownloadParameterError) return jsonError(reply, 400, e.message);
      throw e;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${download.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(await csvStream(deps.database, rows, download.filename));
  });
};
