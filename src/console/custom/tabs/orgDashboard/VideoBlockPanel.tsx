import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import { DashboardCard } from './DashboardCard.tsx';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CSRF_HEADER, readCsrfToken } from '../../../../browser/csrf.ts';
import { orgVideoBlockPath, type VideoBlockAction } from '../../../../shared/videoBlock.ts';
import { useDialogUser } from '../../../dialogs/useDialogUser.ts';
import { formatDateTime } from '../../../fields/format.ts';
import { useDisplayTimeZone } from '../../../timeZone/DisplayTimeZoneContext.tsx';

/** Sends one of the panel's calls (spec 002 §7): a POST with the session cookie and the page's CSRF header; its answer is not shown. */
export const postVideoBlock = async (orgId: string, action: VideoBlockAction): Promise<void> => {
  const token = readCsrfToken();
  const response = await fetch(orgVideoBlockPath(orgId, action), {
    method: 'POST',
    credentials: 'same-origin',
    headers: token ? { [CSRF_HEADER]: token } : {},
  });
  if (!response.ok) throw new Error(`HTTP Error ${response.status}`);
};

export interface VideoBlockPanelProps {
  /** The organisation as the detail page read it: its id, videoBlockActive and videoBlockStartedAt (ISO 8601). */
  record: { id: string; videoBlockActive?: unknown; videoBlockStartedAt?: unknown };
  /** The call (default: postVideoBlock); stories pass a fake. */
  post?: (orgId: string, action: VideoBlockAction) => Promise<void>;
}

export const STOP_CONFIRM =
  'Every video of this organisation recorded from 24 hours ago onward will be hidden everywhere: in the console, on download links, in live stream widgets and on public pages, until you re-enable video.';

/**
 * The Dashboard's Video Block panel (spec 002 §2.10, §4 "Org video block"): 'Stop all video' (after a
 * confirmation) while off; the start and 'Re-enable video' while on. Platform admins and the organisation's
 * admins only (the server refuses anyone else). After a change the page's record is read again.
 */
export const VideoBlockPanel = ({ record, post = postVideoBlock }: VideoBlockPanelProps) => {
  const active = record.videoBlockActive === true;
  const startedAt = typeof record.videoBlockStartedAt === 'string' ? record.videoBlockStartedAt : null;
  const user = useDialogUser();
  const { timeZone } = useDisplayTimeZone();
  const refresh = useRefresh();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user || !(user.isAdmin || user.roles.includes('orgAdmin'))) return null;

  const run = async (action: VideoBlockAction) => {
    setConfirming(false);
    setBusy(true);
    try {
      await post(record.id, action);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <DashboardCard title="Video Block">
      <Typography variant="body2" color={active ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
        {active
          ? `Video is blocked since ${startedAt ? formatDateTime(startedAt, timeZone) : 'an unknown time'}`
          : 'Video is shown. Stopping it hides every video recorded from 24 hours ago onward until it is re-enabled.'}
      </Typography>
      {active ? (
        <Button variant="contained" disabled={busy} onClick={() => void run('disable')}>
          Re-enable video
        </Button>
      ) : (
        <Button variant="contained" color="error" disabled={busy} onClick={() => setConfirming(true)}>
          Stop all video
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="video-block-confirm-title">
        <DialogTitle id="video-block-confirm-title">Stop all video?</DialogTitle>
        <DialogContent>
          <DialogContentText>{STOP_CONFIRM}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void run('enable')}>
            Stop all video
          </Button>
        </DialogActions>
      </Dialog>
    </DashboardCard>
  );
};

export default VideoBlockPanel;
