import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatDuration } from '../../fields/format.ts';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { CustomTabProps } from '../customTypes.ts';
import type { EncodingSpan } from './tabQueries.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';

const EncodingTimelineBar = lazy(() => import('./EncodingTimelineBar.tsx'));

/** Spec 002 §2.10: why the bar has gaps, and what to look at when it does. */
export const BANDWIDTH_NOTE =
  'Each blue span is one run of the venue server’s encoding process; a new process id means the encoder restarted. ' +
  'Gaps usually mean the venue’s network could not carry the stream: the encoder needs steady upload bandwidth for the ' +
  'stream’s resolution and its outputs, so check the venue’s internet speed tests and keep the upload rate limit at about 80% of the measured bandwidth.';

/** Konva needs a canvas that draws; jsdom has none, so there the tab shows the spans' list only (as RectangleEditor does). */
const canvasDraws = (): boolean => {
  try {
    return !/jsdom/i.test(navigator.userAgent) && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

/** The width the bar gets: its container's, followed as the page resizes. */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
};

/** A live stream's Encoding Timeline tab (spec 002 §2.10): its encoding process spans on a bar over its window. */
const EncodingTimelineTab = ({ record }: CustomTabProps) => {
  const { timeZone } = useDisplayTimeZone();
  const [ref, width] = useWidth();
  const { data: stream, isPending, error } = useConsoleQuery('encodingTimeline', { id: record.id });
  const describe = (span: EncodingSpan) => [
    `Process ${span.pid}`,
    `Start: ${formatDateTime(span.startedAt, timeZone)}`,
    `End: ${span.endedAt ? formatDateTime(span.endedAt, timeZone) : 'still running'}`,
    `Duration: ${span.durationSeconds === null ? 'still running' : formatDuration(span.durationSeconds)}`,
  ];
  const spans = stream?.encodingTimelineItems ?? [];
  return (
    <Stack spacing={2} ref={ref}>
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography color="text.secondary">Loading encoding timeline…</Typography>
        </Box>
      ) : error ? (
        <Alert severity="error">{`The encoding timeline could not be loaded: ${(error as Error).message}`}</Alert>
      ) : !stream || !spans.length ? (
        <Typography color="text.secondary">No encoding process has run for this live stream.</Typography>
      ) : (
        <Box role="figure" aria-label="Encoding timeline">
          {canvasDraws() && width > 0 && (
            <Suspense fallback={<Box sx={{ height: 50 }} />}>
              <EncodingTimelineBar width={width} spans={spans} describe={describe} />
            </Suspense>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="caption">{formatDateTime(stream.startAt, timeZone)}</Typography>
            <Typography variant="caption">{formatDateTime(stream.finishAt, timeZone)}</Typography>
          </Box>
          {/* The spans as text too, for screen readers and where no canvas draws. */}
          <Box component="ul" aria-label="Encoding process spans" sx={canvasDraws() ? VISUALLY_HIDDEN : { pl: 2 }}>
            {spans.map((span) => (
              <li key={`${span.pid} ${span.startedAt}`}>{describe(span).join(', ')}</li>
            ))}
          </Box>
        </Box>
      )}
      <Alert severity="info">{BANDWIDTH_NOTE}</Alert>
    </Stack>
  );
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
  p: 0,
} as const;

export default EncodingTimelineTab;
