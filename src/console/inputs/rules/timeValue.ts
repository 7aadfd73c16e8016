/**
 * Time inputs (spec 001 §5): text HH:mm:ss with the messages 'required', 'invalid format, must be
 * HH:mm:ss', 'must be at least N unit' and 'must be at most N unit', where min and max are counted in
 * the field's unit. A time of day stops at 23:59:59; a duration may run past a day (26:00:00).
 */
type TimeUnit = 'milliseconds' | 'seconds' | 'minutes' | 'hours';

export const TIME_FORMAT_MESSAGE = 'invalid format, must be HH:mm:ss';

const CLOCK = /^(\d{2,}):([0-5]\d):([0-5]\d)$/;
const SECONDS_PER: Record<TimeUnit, number> = { milliseconds: 0.001, seconds: 1, minutes: 60, hours: 3600 };

/** Seconds of HH:mm:ss, or null when the text is not in that form. */
export const parseClock = (text: string, { timeOfDay = false } = {}): number | null => {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = m.slice(1).map(Number);
  if (timeOfDay && h > 23) return null;
  return h * 3600 + min * 60 + s;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss of a number of seconds (hours past 24 for durations). */
export const formatClock = (totalSeconds: number): string => {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};

const toUnit = (seconds: number, unit: TimeUnit): number => seconds / SECONDS_PER[unit];

export interface TimeRule {
  required?: boolean;
  min?: number;
  max?: number;
  unit?: TimeUnit;
  timeOfDay?: boolean;
}

/** The message for a time text, or null when it is acceptable. */
export const timeProblem = (text: string, { required = false, min, max, unit = 'seconds', timeOfDay = false }: TimeRule = {}): string | null => {
  if (text.trim() === '') return required ? 'required' : null;
  const seconds = parseClock(text, { timeOfDay });
  if (seconds === null) return TIME_FORMAT_MESSAGE;
  const amount = toUnit(seconds, unit);
  if (min !== undefined && amount < min) return `must be at least ${min} ${unit}`;
  if (max !== undefined && amount > max) return `must be at most ${max} ${unit}`;
  return null;
};
