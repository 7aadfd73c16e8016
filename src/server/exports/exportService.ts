import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { withEngineTables, type CsvExportsTable } from '../db/engineTables.ts';
import type { JobDeps } from '../jobs/jobDeps.ts';
import { zonedParts } from '../../shared/zonedParts.ts';
import { deleteExportChunks } from './exportChunks.ts';

/** What the export jobs, resolvers and recovery share: the job workers' own. */
export type ExportDeps = JobDeps;

export const EXPORT_QUEUE = 'csv-export';
/** A failed attempt is tried twice more, five seconds apart, before the export is marked failed. */
export const EXPORT_JOB_OPTIONS = { retryLimit: 2, retryDelay: 5, expireInMinutes: 30 };

export type ExportRow = Selectable<CsvExportsTable>;

export type ExportState = ExportRow['state'];

export const findExport = (db: Db, id: number): Promise<ExportRow | undefined> =>
  withEngineTables(db).selectFrom('readmin_csv_exports').selectAll().where('id', '=', id).executeTakeFirst();

export const updateExport = (deps: Pick<ExportDeps, 'database'>, id: number, values: Omit<Updateable<CsvExportsTable>, 'id'>) =>
  withEngineTables(deps.database.db)
    .updateTable('readmin_csv_exports')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

/**
 * Marks an export failed unless it finished meanwhile: recovery reads the unfinished rows first and asks the queue
 * about each after, and a worker may complete one in between (its job then reads 'completed'). The chunks an
 * attempt left go with it.
 */
export const failUnfinishedExport = async (deps: Pick<ExportDeps, 'database'>, id: number, message: string): Promise<void> => {
  const failed = await withEngineTables(deps.database.db)
    .updateTable('readmin_csv_exports')
    .set({ state: 'failed', error_message: message, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'exporting'])
    .returning('id')
    .execute();
  if (failed.length) await deleteExportChunks(deps.database.db, id);
};

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The file's name says when and in which zone its times are: "Games – Completed" asked at 03:05 UTC on
 * 21 Nov 2026 in Australia/Sydney → games-completed-20261121-1405-australia-sydney.csv.
 */
export const exportFilename = (title: string, timeZone: string, at = new Date()): string => {
  const parts = zonedParts(at, timeZone);
  const stamp = `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}`;
  return `${slugOf(title) || 'export'}-${stamp}-${slugOf(timeZone)}.csv`;
};
