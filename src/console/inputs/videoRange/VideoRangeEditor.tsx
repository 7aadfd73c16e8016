import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { formatClock } from '../rules/timeValue.ts';
import { moveThumb, type Range, type RangeLimits } from './rangeRules.ts';
import { usePlayableSource } from './usePlayableSource.ts';

export const NO_PREVIEW = 'Original video not available for preview.';

export interface VideoRangeEditorProps {
  id: string;
  /** The thumbs' names: the start and stop fields' labels. */
  labels: [start: string, stop: string];
  /** The range in seconds, null while a typed value is not a time (the slider then waits, disabled). */
  range: Range | null;
  limits: RangeLimits;
  /** What can play the video, best first (HLS playback, then the stored clip); none: the preview says it is not available. */
  sources: (string | null | undefined)[];
  /** The video is still being looked up. */
  loading?: boolean;
  disabled?: boolean;
  onChange: (range: Range) => void;
}

/**
 * A stretch of a video (spec 001 §3, §9): the video over a two-thumb slider whose thumbs keep the
 * range's rules while dragging (rangeRules.ts), and seek the video to where the moved thumb is. Without a
 * playable video the slider still works, within its limits' length.
 */
export const VideoRangeEditor = ({ id, labels, range, limits, sources, loading, disabled, onChange }: VideoRangeEditorProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const { source, fail } = usePlayableSource(sources);
  const seek = (seconds: number) => {
    if (video.current && Number.isFinite(seconds)) video.current.currentTime = seconds;
  };
  return (
    <Box role="group" aria-label={`${labels[0]} and ${labels[1]}`} id={id}>
      {loading ? (
        <Skeleton variant="rounded" height={180} aria-label="Loading the video" />
      ) : source ? (
        <Box
          component="video"
          ref={video}
          key={source}
          src={source}
          aria-label="Video preview"
          controls
          muted
          playsInline
          preload="metadata"
          onError={fail}
          // A new video shows the start of the range once it knows its length; a moved thumb seeks itself.
          onLoadedMetadata={() => range && seek(range[0])}
          sx={{ width: '100%', maxHeight: 240, bgcolor: 'black', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Alert severity="info">{NO_PREVIEW}</Alert>
      )}
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Slider
          value={range ?? [0, 0]}
          min={0}
          max={limits.length}
          step={1}
          disabled={disabled || !range}
          disableSwap
          getAriaLabel={(thumb) => labels[thumb]}
          getAriaValueText={formatClock}
          valueLabelDisplay="auto"
          valueLabelFormat={formatClock}
          onChange={(_, value, thumb) => {
            if (!range || !Array.isArray(value)) return;
            const next = moveThumb(range, thumb as 0 | 1, value[thumb], limits);
            if (next[0] !== range[0] || next[1] !== range[1]) onChange(next);
            seek(next[thumb]);
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" role="status" aria-label="Range" sx={{ display: 'block' }}>
        {range
          ? `${formatClock(range[0])} – ${formatClock(range[1])}: ${range[1] - range[0]} s${Number.isFinite(limits.maxSpan) ? ` of at most ${limits.maxSpan} s` : ''}, within ${formatClock(limits.length)}`
          : 'Enter the start and stop as HH:mm:ss to use the slider.'}
      </Typography>
    </Box>
  );
};
