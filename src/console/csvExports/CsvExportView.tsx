import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import { formatDateTime } from '../fields/format.ts';
import { canDownload, exportStateView, isExportInProgress } from './exportStates.ts';

export interface CsvExportViewProps {
  csvExport: CsvExport;
  timeZone: string;
  busy: 'delete' | null;
  /** The file's URL (the streamed download route): Download is a link to it once the export is ready. */
  downloadHref: string;
  onDelete: () => void;
}

const rows = (n: number) => `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? 'row' : 'rows'}`;
const kilobytes = (bytes: number) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/** One CSV export: its state in the colours of spec 002 §4, progress, Download and Delete. */
export const CsvExportView = ({ csvExport: e, timeZone, busy, downloadHref, onDelete }: CsvExportViewProps) => {
  const { message, severity } = exportStateView(e.state);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {e.title}
      </Typography>
      <Alert severity={severity}>{message}</Alert>
      {e.state === 'failed' && e.errorMessage && <Typography color="error">{e.errorMessage}</Typography>}
      <Box aria-label="Progress" role="status">
        <Typography variant="body2">
          {rows(e.exportedRows)} exported{e.reportSize != null ? ` (${kilobytes(e.reportSize)})` : ''}
        </Typography>
        {isExportInProgress(e.state) && <LinearProgress sx={{ mt: 1 }} aria-label="Export in progress" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {e.filename ? `${e.filename} · ` : ''}requested {formatDateTime(e.createdAt, timeZone)}
      </Typography>
      {e.timeZone && (
        <Typography variant="body2" color="text.secondary">
          Times in the file are in {e.timeZone}.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {canDownload(e.state) ? (
          <Button variant="contained" href={downloadHref} download={e.filename ?? true}>
            Download
          </Button>
        ) : (
          <Button variant="contained" disabled>
            Download
          </Button>
        )}
        <Button color="error" loading={busy === 'delete'} onClick={onDelete}>
          Delete
        </Button>
      </Box>
    </Box>
  );
};
