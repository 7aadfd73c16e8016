import { maskedInput } from './MaskedTextInput.tsx';

/** HH:mm:ss as text: a time of day, or a duration. */
export const ClockInput = maskedInput('HH:mm:ss');
