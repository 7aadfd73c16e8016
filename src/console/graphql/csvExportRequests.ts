import type { ConsoleRequest, NoParams } from '../operations/consoleRequest.ts';
import type { FilterBar } from '../../shared/filterBar/filterBar.ts';

/** A CSV export as the console shows it (002 §3, §4). */
export interface CsvExport {
  id: string;
  title: string;
  state: string;
  exportedRows: number;
  reportSize?: number | null;
  filename?: string;
  errorMessage?: string | null;
  createdAt: string;
  /** The zone the file's times and file name are written in (the display time zone when it was asked for). */
  timeZone?: string;
}

/** What 'Export as CSV' sends: the list's own query variables, so the file holds exactly the filtered rows. */
export interface CsvExportInput {
  title: string;
  timeZone: string;
  gqlVariables: { typename: string; orgId?: string; apiPartnerId?: string; filterBar?: FilterBar };
}

const CSV_EXPORT_FIELDS = 'id title state exportedRows reportSize filename errorMessage createdAt timeZone';
const CSV_EXPORT_SUMMARY_FIELDS = 'id title state exportedRows createdAt';

export const csvExportRequest = (params: { id: string }): ConsoleRequest<CsvExport> => ({
  query: `query ReadminCsvExport($id: ID!) { readminCsvExport(id: $id) { ${CSV_EXPORT_FIELDS} } }`,
  variables: { id: params.id },
  parse: (data) => {
    if (!data.readminCsvExport) throw Object.assign(new Error('This export does not exist or was deleted.'), { status: 404 });
    return data.readminCsvExport as CsvExport;
  },
});

/** currentUser.readminCsvExports, for the console home. */
export const csvExportsRequest = (_: NoParams): ConsoleRequest<CsvExport[]> => ({
  query: `query ReadminCsvExports { currentUser { id readminCsvExports { ${CSV_EXPORT_SUMMARY_FIELDS} } } }`,
  variables: {},
  parse: (data) => (data.currentUser as { readminCsvExports?: CsvExport[] } | null)?.readminCsvExports ?? [],
});

export const exportCsvRequest = (input: CsvExportInput): ConsoleRequest<{ id: string }> => ({
  query: 'mutation ExportReadminObjectsCsv($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }',
  variables: { input },
  parse: (data) => data.exportReadminObjectsCsv as { id: string },
});

export const csvExportDeleteRequest = (params: { id: string }): ConsoleRequest<{ id: string }> => ({
  query: 'mutation ReadminCsvExportDelete($input: ReadminCsvExportIdInput!) { readminCsvExportDelete(input: $input) { id } }',
  variables: { input: { readminCsvExportId: params.id } },
  parse: (data) => data.readminCsvExportDelete as { id: string },
});
