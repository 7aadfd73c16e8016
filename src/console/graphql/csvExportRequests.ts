import type { GraphqlRequest } from './request.ts';
import type { FilterBar } from './filterBar.ts';

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

export const csvExportRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: `query ReadminCsvExport($id: ID!) { readminCsvExport(id: $id) { ${CSV_EXPORT_FIELDS} } }`,
  variables: { id: params.id },
  parseResponse: ({ data }) => {
    if (!data.readminCsvExport) throw Object.assign(new Error('This export does not exist or was deleted.'), { status: 404 });
    return { data: data.readminCsvExport };
  },
});

/** currentUser.readminCsvExports, for the console home. */
export const csvExportsRequest = (): GraphqlRequest => ({
  query: `query ReadminCsvExports { currentUser { id readminCsvExports { ${CSV_EXPORT_SUMMARY_FIELDS} } } }`,
  variables: {},
  parseResponse: ({ data }) => {
    const exports = ((data.currentUser as { readminCsvExports?: CsvExport[] } | null)?.readminCsvExports ?? []) as CsvExport[];
    return { data: exports, total: exports.length };
  },
});

export const exportCsvRequest = (params: { data: CsvExportInput }): GraphqlRequest => ({
  query: 'mutation ExportReadminObjectsCsv($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }',
  variables: { input: params.data },
  parseResponse: ({ data }) => ({ data: data.exportReadminObjectsCsv }),
});

export const csvExportDeleteRequest = (params: { id: unknown }): GraphqlRequest => ({
  query: 'mutation ReadminCsvExportDelete($input: ReadminCsvExportIdInput!) { readminCsvExportDelete(input: $input) { id } }',
  variables: { input: { readminCsvExportId: params.id } },
  parseResponse: ({ data }) => ({ data: data.readminCsvExportDelete }),
});
