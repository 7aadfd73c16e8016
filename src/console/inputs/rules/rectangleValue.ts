/** A rectangle on the canvas of a field (spec 000 §9: 1280x720 unless the field says otherwise). */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type RectangleText = Record<keyof Rectangle, string>;

export const RECTANGLE_KEYS: (keyof Rectangle)[] = ['x', 'y', 'width', 'height'];
export const DEFAULT_CANVAS = { width: 1280, height: 720 };

/** How the inputs and messages name each number. */
export const RECTANGLE_LABELS: Record<keyof Rectangle, string> = { x: 'X', y: 'Y', width: 'Width', height: 'Height' };

export const rectangleText = (value: unknown): RectangleText | null => {
  const r = value as Rectangle | null | undefined;
  return r ? { x: String(r.x), y: String(r.y), width: String(r.width), height: String(r.height) } : null;
};

/** What is wrong with a typed rectangle, and which of its numbers. */
export interface RectangleProblem {
  ok: false;
  message: string;
  keys: (keyof Rectangle)[];
}

/** The first thing wrong with the four numbers, in the words of the inputs' labels, or null. */
const problemOf = (
  numbers: Record<keyof Rectangle, number>,
  text: RectangleText,
  canvas: typeof DEFAULT_CANVAS,
): Omit<RectangleProblem, 'ok'> | null => {
  const label = RECTANGLE_LABELS;
  const empty = RECTANGLE_KEYS.filter((k) => text[k].trim() === '');
  if (empty.length) return { keys: empty, message: `${empty.map((k) => label[k]).join(', ')} ${empty.length > 1 ? 'are' : 'is'} empty` };
  const fractional = RECTANGLE_KEYS.find((k) => !Number.isInteger(numbers[k]));
  if (fractional) return { keys: [fractional], message: `${label[fractional]} must be a whole number (got ${text[fractional].trim()})` };
  const negative = (['x', 'y'] as const).find((k) => numbers[k] < 0);
  if (negative) return { keys: [negative], message: `${label[negative]} must be 0 or more (got ${numbers[negative]})` };
  const flat = (['width', 'height'] as const).find((k) => numbers[k] <= 0);
  if (flat) return { keys: [flat], message: `${label[flat]} must be more than 0 (got ${numbers[flat]})` };
  if (numbers.x + numbers.width > canvas.width) {
    return { keys: ['x', 'width'], message: `X + Width is ${numbers.x + numbers.width}, past the canvas's width of ${canvas.width}` };
  }
  if (numbers.y + numbers.height > canvas.height) {
    return { keys: ['y', 'height'], message: `Y + Height is ${numbers.y + numbers.height}, past the canvas's height of ${canvas.height}` };
  }
  return null;
};

/**
 * Whole numbers inside the canvas with a positive size, or what is wrong: spec 000 §8's 'Invalid value', naming
 * the field (`fieldLabel`) and the numbers at fault ('Invalid value for Overlay: X + Width is 1340, past the
 * canvas's width of 1280').
 */
export const parseRectangle = (
  text: RectangleText,
  canvas = DEFAULT_CANVAS,
  fieldLabel?: string,
): { ok: true; value: Rectangle } | RectangleProblem => {
  const numbers = Object.fromEntries(RECTANGLE_KEYS.map((k) => [k, text[k].trim() === '' ? NaN : Number(text[k])])) as Record<
    keyof Rectangle,
    number
  >;
  const problem = problemOf(numbers, text, canvas);
  if (problem) return { ok: false, keys: problem.keys, message: `Invalid value${fieldLabel ? ` for ${fieldLabel}` : ''}: ${problem.message}` };
  return { ok: true, value: numbers };
};
