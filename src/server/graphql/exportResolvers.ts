import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context.ts';
import { exportQuery } from '../exports/exportQuery.ts';
import { EXPORT_JOB_OPTIONS, EXPORT_QUEUE, exportFilename, findExport, type ExportDeps, type ExportRow } from '../exports/exportService.ts';
import { exportText } from '../exports/exportChunks.ts';
import { invalidInput } from '../errors.ts';
import { isTimeZone } from '../fieldTypes/validation.ts';
import { parseRecordId } from '../input/ids.ts';
import type { ListArgs } from '../records/filterConditions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { withEngineTables } from '../db/engineTables.ts';

interface ExportInput {
  title: string;
  timeZone: string;
  gqlVariables: { typename: string; orgId?: string | null; apiPartnerId?: string | null; filterBar?: ListArgs['filterBar'] };
}

const deps = (ctx: RequestContext): ExportDeps => {
  if (!ctx.exports) throw new GraphQLError('CSV exports are not available on this server.');
  return ctx.exports;
};

export const presentExport = (row: ExportRow) => ({
  id: row.id,
  title: row.title,
  state: row.state,
  exportedRows: row.exported_rows,
  reportSize: row.report_size,
  filename: row.filename,
  errorMessage: row.error_message,
  createdAt: new Date(row.created_at).toISOString(),
  timeZone: row.time_zone,
});

/**
 * An export of the viewer's own, or nothing: exports are private to whoever asked for them. The one access
 * rule of exports, for GraphQL and the download route (exportRoutes.ts) alike.
 */
export const viewersExport = async (db: Db, viewer: Viewer, id: unknown): Promise<ExportRow | null> => {
  const exportId = parseRecordId(id);
  const row = exportId === null ? undefined : await findExport(db, exportId);
  return row && row.user_id === viewer.userId ? row : null;
};

/** Reading needs only the database: a server process without the job queue serves any export too. */
const ownExport = (ctx: RequestContext, id: unknown): Promise<ExportRow | null> => viewersExport(ctx.db, ctx.viewer!, id);

export const myExports = async (ctx: RequestContext) => {
  const rows = await withEngineTables(ctx.db)
    .selectFrom('readmin_csv_exports')
    .selectAll()
    .where('user_id', '=', ctx.viewer!.userId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map(presentExport);
};

export const readminCsvExport = async (ctx: RequestContext, id: unknown) => {
  const row = await ownExport(ctx, id);
  return row && presentExport(row);
};

/** Checks the request as the list would (so a bad filter fails now, not in the job), then queues it. */
export const exportReadminObjectsCsv = async (ctx: RequestContext, input: ExportInput) => {
  const d = deps(ctx);
  const { typename, ...listArgs } = input.gqlVariables;
  const problems = [
    ...(input.title.trim() ? [] : [{ field: 'title', message: 'Title is required' }]),
    ...(isTimeZone(input.timeZone) ? [] : [{ field: 'timeZone', message: `'${input.timeZone}' is not a known time zone` }]),
  ];
  if (problems.length) throw invalidInput(problems);
  exportQuery(ctx.registry, ctx.store.type(typename), ctx.viewer!, listArgs, input.timeZone);
  const requestedAt = new Date(); // one instant for the row and the stamp in its file name
  const exports = withEngineTables(ctx.db);
  const row = await exports
    .insertInto('readmin_csv_exports')
    .values({
      created_at: requestedAt,
      user_id: ctx.viewer!.userId,
      title: input.title.trim(),
      typename,
      variables: JSON.stringify(listArgs),
      time_zone: input.timeZone,
      filename: exportFilename(input.title, input.timeZone, requestedAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = await d.boss.send(EXPORT_QUEUE, { exportId: row.id }, EXPORT_JOB_OPTIONS);
  await exports.updateTable('readmin_csv_exports').set({ job_id: jobId }).where('id', '=', row.id).execute();
  return { id: row.id };
};

export const readminCsvExportDownload = async (ctx: RequestContext, id: unknown) => {
  const row = await ownExport(ctx, id);
  if (!row) throw new GraphQLError('No such export.', { extensions: { code: 'NOT_FOUND' } });
  if (row.state !== 'completed') throw new GraphQLError('This export is not ready for download.', { extensions: { code: 'BAD_USER_INPUT' } });
  return { csvStr: await exportText(ctx.db, row.id), filename: row.filename };
};

export const readminCsvExportDelete = async (ctx: RequestContext, id: unknown) => {
  const row = await ownExport(ctx, id);
  if (!row) throw new GraphQLError('No such export.', { extensions: { code: 'NOT_FOUND' } });
  const d = deps(ctx);
  if (row.job_id && (row.state === 'pending' || row.state === 'exporting')) await d.boss.cancel(EXPORT_QUEUE, row.job_id).catch(() => {});
  await withEngineTables(ctx.db).deleteFrom('readmin_csv_exports').where('id', '=', row.id).execute(); // its chunks go with it (ON DELETE CASCADE)
  return { id: row.id };
};
