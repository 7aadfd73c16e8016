import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { CsvExportView } from './CsvExportView.tsx';
import { useCsvExport, useCsvExportActions } from './useCsvExport.ts';
import { csvExportDownloadPath } from './csvExportPaths.ts';

/** /readmin/csv_exports/:id (spec 002 §4): the export, polled until it is done. */
export const CsvExportScreen = ({ id }: { id: string }) => {
  const { data, isPending, error } = useCsvExport(id);
  const actions = useCsvExportActions(id);
  const { timeZone } = useDisplayTimeZone();
  const [confirming, setConfirming] = useState(false);
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{(error as Error | null)?.message ?? 'This export does not exist or was deleted.'}</Alert>;
  return (
    <>
      <PageTitle title={data.title} />
      <CsvExportView csvExport={data} timeZone={timeZone} busy={null} downloadHref={csvExportDownloadPath(id)} onDelete={() => setConfirming(true)} />
      {confirming && (
        <ConfirmDialog
          title="Delete export"
          message={`Delete '${data.title}'? Its file will no longer be available.`}
          confirmLabel="Delete"
          destructive
          onConfirm={actions.remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
};

const CsvExportPage = () => {
  const { id = '' } = useParams();
  return (
    <Box sx={{ p: 2, maxWidth: 800 }}>
      <CsvExportScreen id={id} />
    </Box>
  );
};

export default CsvExportPage;
