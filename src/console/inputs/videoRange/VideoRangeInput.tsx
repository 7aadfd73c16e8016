import Stack from '@mui/material/Stack';
import { ClockInput } from '../components/ClockInput.tsx';
import type { FieldInputProps } from '../inputDef.ts';
import { formatClock, parseClock } from '../rules/timeValue.ts';
import { useFormField } from '../suggestions/FormTypeContext.ts';
import { rangeLength, type Range } from './rangeRules.ts';
import { useRangeVideo } from './useRangeVideo.ts';
import { VideoRangeEditor } from './VideoRangeEditor.tsx';

const secondsOf = (text: unknown): number | null => (typeof text === 'string' ? parseClock(text) : null);

/**
 * The input of a duration field that declares a videoRange (metadata: a field's `input`): the start of
 * the range. It shows the video of the record the form names, the two-thumb slider, and its own HH:mm:ss
 * box; the stop keeps its own input in the form, and the slider's stop thumb writes it (setFieldValue).
 * Typing in either box moves the thumbs.
 */
const VideoRangeInput = (props: FieldInputProps<string>) => {
  const { id, field, value, onChange, values, setFieldValue, disabled } = props;
  const input = field.input!;
  const stop = secondsOf(values?.[input.stop]);
  const start = secondsOf(value);
  const stopField = useFormField(input.stop);
  const { video, loading } = useRangeVideo(field, values);
  const limits = { minGap: input.minGap ?? 0, maxSpan: input.maxSpan ?? Infinity, length: rangeLength(video?.durationSeconds, stop) };
  const change = ([nextStart, nextStop]: Range) => {
    if (nextStart !== start) onChange(formatClock(nextStart));
    if (nextStop !== stop) setFieldValue?.(input.stop, formatClock(nextStop));
  };
  return (
    <Stack spacing={1}>
      <VideoRangeEditor
        id={`${id}-range`}
        labels={[field.label, stopField?.label ?? input.stop]}
        range={start !== null && stop !== null ? [start, stop] : null}
        limits={limits}
        sources={[video?.playbackUrl, video?.clipUrl]}
        loading={loading}
        disabled={disabled || !setFieldValue}
        onChange={change}
      />
      <ClockInput {...props} />
    </Stack>
  );
};

export default VideoRangeInput;
