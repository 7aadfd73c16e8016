import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { courtPreviewPath, type CourtPreviewRoute } from '../../../shared/courtPreview.ts';
import type { CustomTabProps } from '../customTypes.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import { responseFailure } from '../mediaFailure.ts';

type Shot = { status: 'loading' } | { status: 'failed'; message: string; refused: boolean } | { status: 'loaded'; src: string };

/**
 * Loads the preview JPEG: an object URL of the image, or the server's message as the failure. A refusal (409
 * advertising disabled or an asset the video does not show, 404 no video) is its words alone; a failure to draw
 * (ffmpeg's error) also carries the request's reference, which the server's log lines of it carry.
 */
export const loadCourtPreview = async (url: string): Promise<{ src: string } | { message: string; refused: boolean }> => {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (res.ok) return { src: URL.createObjectURL(await res.blob()) };
  const refused = res.status === 409 || res.status === 404;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: string } | null;
  if (refused && body?.error) return { message: body.error, refused };
  return { message: await responseFailure(res, `The preview could not be loaded (HTTP ${res.status}).`), refused };
};

/** One court's preview: the picture, or why there is none. */
const CourtPreviewImage = ({ url, courtName }: { url: string; courtName: string }) => {
  const [answered, setAnswered] = useState<{ url: string; shot: Shot } | null>(null);
  const shot: Shot = answered?.url === url ? answered.shot : { status: 'loading' };
  useEffect(() => {
    let current = true;
    let objectUrl: string | null = null;
    loadCourtPreview(url).then(
      (answer) => {
        if ('src' in answer) objectUrl = answer.src;
        if (current) setAnswered({ url, shot: 'src' in answer ? { status: 'loaded', src: answer.src } : { status: 'failed', ...answer } });
      },
      (error: unknown) => current && setAnswered({ url, shot: { status: 'failed', message: (error as Error).message, refused: false } }),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (shot.status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Loading preview…</Typography>
      </Box>
    );
  if (shot.status === 'failed') return <Alert severity={shot.refused ? 'info' : 'error'}>{shot.message}</Alert>;
  return <Box component="img" src={shot.src} alt={`Court preview on ${courtName}`} sx={{ width: '100%', maxWidth: 1280, display: 'block' }} />;
};

/**
 * The Court Preview tab of an ad asset or preset (spec 002 §2.9, §5): pick a court of the ad's organisation,
 * and the server draws the asset (or each asset of the preset) where the video shows it on the latest frame of
 * the court's newest video (src/server/media/courtPreviewRoute.ts).
 */
const AdCourtPreviewTab = ({ record, type }: CustomTabProps) => {
  const orgId = typeof record.orgId === 'string' ? record.orgId : null;
  const { data: courts, isPending, error } = useConsoleQuery('adPreviewCourts', { orgId });
  const [picked, setPicked] = useState<string | null>(null);
  if (isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Loading courts…</Typography>
      </Box>
    );
  if (error) return <Alert severity="error">{`The courts could not be loaded: ${(error as Error).message}`}</Alert>;
  if (!courts?.length) return <Typography color="text.secondary">This organisation has no courts to preview on.</Typography>;
  // The asset's own courts first (the courts whose video shows it), else the first court with advertising on.
  const own = Array.isArray(record.courts) ? (record.courts as { id: string }[]).map((c) => c.id) : [];
  const initial = courts.find((c) => own.includes(c.id)) ?? courts.find((c) => c.advertisingActive) ?? courts[0];
  const court = courts.find((c) => c.id === picked) ?? initial;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Court"
        size="small"
        value={court.id}
        onChange={(e) => setPicked(e.target.value)}
        sx={{ maxWidth: 360 }}
        helperText={court.advertisingActive ? undefined : 'Advertising is off on this court.'}
      >
        {courts.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.readminName}
          </MenuItem>
        ))}
      </TextField>
      <CourtPreviewImage url={courtPreviewPath(type.route as CourtPreviewRoute, record.id, court.id)} courtName={court.readminName} />
    </Stack>
  );
};

export default AdCourtPreviewTab;
