import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDebounced } from '../../hooks/useDebounced.ts';
import { useConsoleClient } from '../../operations/useConsoleQuery.ts';
import { operationFailure } from '../mediaFailure.ts';

/** Spec 002 §9: the preview waits 1 second after the last change. */
export const PREVIEW_DEBOUNCE_MS = 1000;
/** Spec 002 §8: what the panel says when the server could not render the preview. */
export const PREVIEW_FAILED = 'Failed to load preview';

/** The filter values previewFilterChain takes (spec 002 §3 Filter config), by their API names. */
export const FILTER_FIELDS = ['filterDefishAmount', 'filterDefishOutwidth', 'filterRotateDegrees', 'filterCropArea'] as const;

export type FilterPreviewState =
  { status: 'invalid' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; src: string; chain: string };

export interface FilterPreviewProps {
  cameraId: string | null;
  /** The filter fields' API values, as the dialog holds them now. */
  values: Record<string, unknown>;
  /** Whether every typed value parses; the preview waits for valid values. */
  valid: boolean;
}

const inputOf = (cameraId: string, values: Record<string, unknown>) =>
  Object.fromEntries([['cameraId', cameraId], ...FILTER_FIELDS.map((f) => [f, values[f] ?? null])]);

/**
 * previewFilterChain over the dialog's filter values, sent 1 s after the last change (one request per
 * settled set of values; an older answer arriving late is dropped).
 */
export const useFilterPreview = ({ cameraId, values, valid }: FilterPreviewProps): FilterPreviewState => {
  const dataProvider = useConsoleClient();
  const key = cameraId && valid ? JSON.stringify(inputOf(cameraId, values)) : '';
  const settled = useDebounced(key, PREVIEW_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ key: string; state: FilterPreviewState } | null>(null);
  useEffect(() => {
    if (!settled) return;
    let current = true;
    dataProvider.runOperation('previewFilterChain', JSON.parse(settled) as Record<string, unknown>).then(
      (a) => {
        if (!current) return;
        const state: FilterPreviewState =
          a.kind === 'image'
            ? { status: 'loaded', src: `data:${a.mimeType};base64,${a.base64}`, chain: a.extra?.ffmpegFilterChain ?? '' }
            : { status: 'failed', message: 'The server answered no image.' };
        setAnswer({ key: settled, state });
      },
      (error: unknown) => current && setAnswer({ key: settled, state: { status: 'failed', message: operationFailure(error) } }),
    );
    return () => {
      current = false;
    };
  }, [settled, dataProvider]);
  if (!cameraId) return { status: 'failed', message: 'This surface has no camera.' };
  if (!valid) return { status: 'invalid' };
  if (answer && answer.key === key) return answer.state;
  // Waiting for the values to settle, or for the server's answer.
  return { status: 'loading' };
};

/** The preview as it stands: the picture with its ffmpeg filter chain, a spinner, or why there is none. */
export const FilterPreviewView = ({ state }: { state: FilterPreviewState }) => (
  <Box component="section" aria-label="Preview" sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Typography variant="subtitle2" component="h3">
      Preview
    </Typography>
    {state.status === 'failed' ? (
      <Alert severity="error">
        <AlertTitle>{PREVIEW_FAILED}</AlertTitle>
        {state.message}
      </Alert>
    ) : state.status === 'invalid' ? (
      <Typography color="text.secondary">The preview waits for valid values.</Typography>
    ) : state.status === 'loaded' ? (
      <>
        <Box component="img" src={state.src} alt="Filter preview" sx={{ maxWidth: '100%', display: 'block', bgcolor: 'black' }} />
        <Typography variant="caption" color="text.secondary" component="p">
          ffmpeg filter chain
        </Typography>
        <Box component="code" aria-label="ffmpeg filter chain" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
          {state.chain}
        </Box>
      </>
    ) : (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Loading preview…</Typography>
      </Box>
    )}
  </Box>
);

/** The live preview of the filter config dialog: the camera's frame through the values being edited. */
export const FilterPreview = (props: FilterPreviewProps) => <FilterPreviewView state={useFilterPreview(props)} />;
