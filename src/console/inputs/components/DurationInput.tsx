import type { FieldInputProps } from '../inputDef.ts';
import { VideoRangeInput } from '../defs/lazyInputs.ts';
import { ClockInput } from './ClockInput.tsx';

/** A duration's input: HH:mm:ss, with the slider over its video too when the field declares a videoRange (its `input`). */
export const DurationInput = (props: FieldInputProps<string>) =>
  props.field.input?.kind === 'videoRange' ? <VideoRangeInput {...props} /> : <ClockInput {...props} />;
