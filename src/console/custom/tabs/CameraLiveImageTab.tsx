import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { CustomTabProps } from '../customTypes.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import { imageFailure } from '../mediaFailure.ts';
import { SnapshotTakenAt } from './SnapshotTakenAt.tsx';

/**
 * The address of the `shot`th fetch of the snapshot taken at `takenAt`: query parameters change an http(s)
 * address (a new snapshot or a Refresh is a new address, so the browser does not reuse the last picture);
 * a data: address never changes.
 */
export const shotUrl = (url: string, shot: number, takenAt?: string | null): string => {
  const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  if (!parsed.protocol.startsWith('http')) return url;
  parsed.searchParams.set('shot', String(shot));
  if (takenAt) parsed.searchParams.set('taken', String(Date.parse(takenAt)));
  return parsed.origin === globalThis.location?.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
};

/** How often the tab asks whether the venue server has sent a newer snapshot. */
const REFRESH_MS = 15_000;

/**
 * A camera's Live Image (spec 002 §2.10): its newest picture and when it was taken, asked again every 15 s
 * (a new snapshot shows by itself) and on Refresh. The server allows
 * it to platform admins and at venues that allow camera preview; elsewhere its refusal ('Live image previews
 * are not allowed at this venue.') shows instead of the picture.
 */
const CameraLiveImageTab = ({ record }: CustomTabProps) => {
  const {
    data: live,
    error,
    isPending,
    refetch,
  } = useConsoleQuery('cameraLiveImage', { cameraId: record.id }, { retry: false, staleTime: Infinity, refetchInterval: REFRESH_MS });
  // Each refresh asks the route again: a new address, so the browser does not reuse the last picture.
  const [shot, setShot] = useState(0);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ src: string; reason: string | null } | null>(null);
  if (error) return <Alert severity="warning">{(error as Error).message}</Alert>;
  if (isPending) return <CircularProgress size={20} aria-label="Loading live image" />;
  if (!live) return <Typography color="text.secondary">This camera has no live image.</Typography>;
  const src = shotUrl(live.url, shot, live.takenAt);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Button
        startIcon={<RefreshIcon />}
        variant="outlined"
        size="small"
        aria-label="Refresh live image"
        onClick={() => {
          setShot((n) => n + 1);
          void refetch();
        }}
      >
        Refresh
      </Button>
      <SnapshotTakenAt takenAt={live.takenAt} />
      {failed?.src === src ? (
        <Alert severity="error">{`The live image could not be loaded${failed.reason ? `: ${failed.reason}` : '.'}`}</Alert>
      ) : (
        <Box
          component="img"
          key={src}
          src={src}
          alt={`Live image of ${record.readminName ?? 'the camera'}`}
          data-loaded={loaded === src ? 'true' : 'false'}
          onLoad={() => setLoaded(src)}
          onError={() => {
            setFailed({ src, reason: null });
            void imageFailure(src).then((reason) => setFailed((now) => (now?.src === src ? { src, reason } : now)));
          }}
          sx={{ maxWidth: '100%', width: 960, display: 'block', bgcolor: 'action.hover' }}
        />
      )}
    </Box>
  );
};

export default CameraLiveImageTab;
