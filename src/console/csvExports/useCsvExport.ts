import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { useConsoleClient, useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { exportPollInterval } from './exportStates.ts';

/** One export, asked for again every second while it is pending or exporting. */
export const useCsvExport = (id: string) =>
  useConsoleQuery('csvExport', { id }, { refetchInterval: (query) => exportPollInterval(query.state.data?.state), retry: false });

/**
 * Delete (then back to the console home; a failure is thrown for the confirm dialog to show). Download is a
 * plain link to the streamed route (csvExportDownloadPath), not an action.
 *
 * @example const { remove } = useCsvExportActions(id);
 */
export const useCsvExportActions = (id: string) => {
  const client = useConsoleClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = async () => {
    await client.consoleMutation('deleteCsvExport', { id });
    notify('The export was deleted.', { type: 'success' });
    void navigate(CONSOLE_BASE);
  };
  return { remove };
};
