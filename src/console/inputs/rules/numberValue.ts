/** Number inputs (spec 001 §5): clearable, resettable, with min, max and step shown and checked. */
export interface NumberRule {
  integer?: boolean;
  min?: number;
  max?: number;
  step?: number;
}

export type NumberParse = { ok: true; value: number | null } | { ok: false; message: string };

/** Floating point steps (0.1) are compared with a tolerance: 0.3 is a step of 0.1. */
const onStep = (value: number, base: number, step: number): boolean => {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

/** The number of a text box, or the message completing "{label} …"; empty text is no value. */
export const parseNumber = (text: string, { integer = false, min, max, step }: NumberRule = {}): NumberParse => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: 'must be a number' };
  if (integer && !Number.isInteger(value)) return { ok: false, message: 'must be a whole number' };
  if (min !== undefined && value < min) return { ok: false, message: `must be at least ${min}` };
  if (max !== undefined && value > max) return { ok: false, message: `must be at most ${max}` };
  if (step !== undefined && step > 0 && !onStep(value, min ?? 0, step)) return { ok: false, message: `must be in steps of ${step}` };
  return { ok: true, value };
};

/** "Min 0 · Max 100 · Step 5": what the input shows under the box. */
export const numberBounds = ({ min, max, step }: NumberRule): string =>
  [min !== undefined && `Min ${min}`, max !== undefined && `Max ${max}`, step !== undefined && `Step ${step}`].filter(Boolean).join(' · ');

export const numberText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
