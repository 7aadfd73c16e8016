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
 * Download (readminCsvExportDownload, saved as a file) and delete (then back to the console home).
 *
 * @example const { download, remove, busy, error } = useCsvExportActions(id);
 */
export const useCsvExportActions = (id: string) => {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const attempt = (what: 'download' | 'delete', work: () => Promise<void>) => async () => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  const download = attempt('download', async () => {
    const { data } = await dataProvider.create(SHELL.csvExportDownload, { data: { id } });
    downloadTextFile(String(data.csvStr), String(data.filename));
  });
  const remove = attempt('delete', async () => {
    await dataProvider.delete(SHELL.csvExport, { id });
    notify('The export was deleted.', { type: 'success' });
    void navigate(CONSOLE_BASE);
  });
  return { download, remove, busy, error };
};
