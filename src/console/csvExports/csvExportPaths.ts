import { CONSOLE_BASE } from '../../metadata/naming.ts';

/** The page of one CSV export. */
export const csvExportPath = (id: string): string => `${CONSOLE_BASE}/csv_exports/${encodeURIComponent(id)}`;

/**
 * Where its file downloads: a streamed HTTP route (not readminCsvExportDownload's one GraphQL string), so a
 * large file goes straight to disk and never sits whole in the page's memory.
 */
export const csvExportDownloadPath = (id: string): string => `${csvExportPath(id)}/download`;
