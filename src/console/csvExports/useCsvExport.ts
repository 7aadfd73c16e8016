import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_BASE } from '../../shared/naming.ts';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import { SHELL } from '../graphql/shellResources.ts';
import { downloadTextFile } from './downloadTextFile.ts';
import { EXPORT_POLL_MS, isExportInProgress } from './exportStates.ts';

/** One export, asked for again every second while it is pending or exporting. */
export const useCsvExport = (id: string) =>
  useGetOne<CsvExport>(
    SHELL.csvExport,
    { id },
    { refetchInterval: (query) => (isExportInProgress(query.state.data?.state) ? EXPORT_POLL_MS : false), retry: false },
  );

/**
 * Download (readminCsvExportDownload, saved as a file; a failure is kept in `error` for the page to show)
 * and delete (then back to the console home; a failure is thrown for the confirm dialog to show).
 *
 * @example const { download, remove, downloading, error, dismiss } = useCsvExportActions(id);
 */
export const useCsvExportActions = (id: string) => {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { data } = await dataProvider.create(SHELL.csvExportDownload, { data: { id } });
      downloadTextFile(String(data.csvStr), String(data.filename));
    } catch (e) {
      setError(e);
    } finally {
      setDownloading(false);
    }
  };
  const remove = async () => {
    await dataProvider.delete(SHELL.csvExport, { id });
    notify('The export was deleted.', { type: 'success' });
    void navigate(CONSOLE_BASE);
  };
  return { download, remove, downloading, error, dismiss: () => setError(null) };
};
