import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDialogUser } from '../../dialogs/useDialogUser.ts';
import { PREVIEW_FAILED } from '../actions/FilterPreview.tsx';
import type { CustomTabProps } from '../customTypes.ts';
import { useConsoleClient } from '../../operations/useConsoleQuery.ts';
import { operationFailure } from '../mediaFailure.ts';

/** Spec 002 §7: the projected positions surfacePreviewMotionCrop frames, labelled as §2.10 names their images. */
export const PROJECTED_POSITIONS = [
  { value: 'left', label: 'Left Court' },
  { value: 'middle', label: 'Middle Court' },
  { value: 'right', label: 'Right Court' },
] as const;

type Shot = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; src: string };

interface ShotProps {
  mutation: 'surfacePreviewFilterChain' | 'surfacePreviewMotionCrop';
  surfaceId: string;
  position?: string;
  label: string;
}

/** One picture the server renders from the camera's latest frame: the full court, or a projected position's crop. */
export const PreviewShot = ({ mutation, surfaceId, position, label }: ShotProps) => {
  const dataProvider = useConsoleClient();
  const key = `${mutation} ${surfaceId} ${position ?? ''}`;
  // The answer for the picture asked for: an answer for an earlier surface or position shows as loading.
  const [answered, setAnswered] = useState<{ key: string; shot: Shot } | null>(null);
  const shot: Shot = answered?.key === key ? answered.shot : { status: 'loading' };
  useEffect(() => {
    let current = true;
    const setShot = (s: Shot) => setAnswered({ key, shot: s });
    dataProvider.runOperation(mutation, { surfaceId, ...(position && { projectedPosition: position }) }).then(
      (answer) =>
        current &&
        setShot(
          answer.kind === 'image'
            ? { status: 'loaded', src: `data:${answer.mimeType};base64,${answer.base64}` }
            : { status: 'failed', message: 'The server answered no image.' },
        ),
      (error: unknown) => current && setShot({ status: 'failed', message: operationFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, key, mutation, surfaceId, position]);
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, flex: '1 1 300px', minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {shot.status === 'loaded' ? (
        <Box component="img" src={shot.src} alt={label} sx={{ width: '100%', display: 'block' }} />
      ) : shot.status === 'failed' ? (
        <Alert severity="error">
          <AlertTitle>{PREVIEW_FAILED}</AlertTitle>
          {shot.message}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography color="text.secondary">Loading preview…</Typography>
        </Box>
      )}
    </Box>
  );
};

/**
 * A surface's Motioncrop Preview (spec 002 §2.10, §7): the full court, the camera's latest frame through the
 * surface's saved filters (surfacePreviewFilterChain), and the left, middle and right court images, framed
 * as the motion crop frames them in the motion area (surfacePreviewMotionCrop). Platform admins only, as
 * the operations are.
 */
const MotioncropPreviewTab = ({ record }: CustomTabProps) => {
  const user = useDialogUser();
  if (!user) return null;
  if (!user.isAdmin) return <Typography color="text.secondary">The motion crop preview is for platform administrators.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PreviewShot mutation="surfacePreviewFilterChain" surfaceId={record.id} label="Full Court Debug Preview" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {PROJECTED_POSITIONS.map((p) => (
          <PreviewShot key={p.value} mutation="surfacePreviewMotionCrop" surfaceId={record.id} position={p.value} label={p.label} />
        ))}
      </Box>
    </Box>
  );
};

export default MotioncropPreviewTab;
