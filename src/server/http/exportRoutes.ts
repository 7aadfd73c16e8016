import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { requestViewer } from './requestViewer.ts';
import { disposition } from './fileRoutes.ts';
import { exportStream } from '../exports/exportChunks.ts';
import { viewersExport } from '../graphql/exportResolvers.ts';
import { jsonError } from './jsonError.ts';

export interface ExportRouteDeps {
  db: Db;
  registry: Registry;
}

/** Where the console downloads an export's file. */
export const csvExportDownloadPath = (id: number | string) => `/readmin/csv_exports/${id}/download`;

/**
 * GET /readmin/csv_exports/:id/download streams a completed export's file from the database, one chunk at a
 * time, whatever its size and whichever server process wrote it. Signed in (else 401), and the export the
 * viewer's own as readminCsvExport(id) requires (else 404 alike, so ids reveal nothing); 409 while it is not
 * ready.
 */
export const registerExportRoutes = (app: FastifyInstance, deps: ExportRouteDeps): void => {
  app.get<{ Params: { id: string } }>(csvExportDownloadPath(':id'), async (req, reply) => {
    const viewer = await requestViewer(deps.db, deps.registry, req);
    if (!viewer) return jsonError(reply, 401, 'Sign in to download.');
    const row = await viewersExport(deps.db, viewer, req.params.id);
    if (!row) return jsonError(reply, 404, 'Not Found');
    if (row.state !== 'completed') return jsonError(reply, 409, 'This export is not ready for download.');
    const size = row.report_size ?? 0;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', disposition('attachment', row.filename))
      .header('content-length', size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(exportStream(deps.db, row.id, size));
  });
};
