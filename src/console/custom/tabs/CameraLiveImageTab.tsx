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

/** The address of the `shot`th fetch: a query parameter changes an http(s) address; a data: address never changes. */
export const shotUrl = (url: string, shot: number): string => {
  const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  if (!parsed.protocol.startsWith('http')) return url;
  parsed.searchParams.set('shot', String(shot));
  return parsed.origin === globalThis.location?.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
};

/**
 * A camera's Live Image (spec 002 §2.10): its newest picture, which Refresh fetches again. The server allows
 * it to platform admins and at venues that allow camera preview; elsewhere its refusal ('Live image previews
 * are not allowed at this venue.') shows instead of the picture.
 */
const CameraLiveImageTab = ({ record }: CustomTabProps) => {
  const { data: url, error, isPending } = useConsoleQuery('cameraLiveImage', { cameraId: record.id }, { retry: false, staleTime: Infinity });
  // Each refresh asks the route again: a new address, so the browser does not reuse the last picture.
  const [shot, setShot] = useState(0);
  const [loaded, setLoaded] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ shot: number; reason: string | null } | null>(null);
  if (error) return <Alert severity="warning">{(error as Error).message}</Alert>;
  if (isPending) return <CircularProgress size={20} aria-label="Loading live image" />;
  if (!url) return <Typography color="text.secondary">This camera has no live image.</Typography>;
  const src = shotUrl(url, shot);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Button startIcon={<RefreshIcon />} variant="outlined" size="small" aria-label="Refresh live image" onClick={() => setShot((n) => n + 1)}>
        Refresh
      </Button>
      {failed?.shot === shot ? (
        <Alert severity="error">{`The live image could not be loaded${failed.reason ? `: ${failed.reason}` : '.'}`}</Alert>
      ) : (
        <Box
          component="img"
          key={src}
          src={src}
          alt={`Live image of ${record.readminName ?? 'the camera'}`}
          data-loaded={loaded === shot ? 'true' : 'false'}
          onLoad={() => setLoaded(shot)}
          onError={() => {
            setFailed({ shot, reason: null });
            void imageFailure(src).then((reason) => setFailed((now) => (now?.shot === shot ? { shot, reason } : now)));
          }}
          sx={{ maxWidth: '100%', width: 960, display: 'block', bgcolor: 'action.hover' }}
        />
      )}
    </Box>
  );
};

export default CameraLiveImageTab;
