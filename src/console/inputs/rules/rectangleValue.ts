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

/** Spec 000 §8: an impossible rectangle is 'Invalid value'. */
const INVALID_RECTANGLE = 'Invalid value';

export const rectangleText = (value: unknown): RectangleText | null => {
  const r = value as Rectangle | null | undefined;
  return r ? { x: String(r.x), y: String(r.y), width: String(r.width), height: String(r.height) } : null;
};

/** Whole numbers inside the canvas with a positive size, or the message. */
export const parseRectangle = (text: RectangleText, canvas = DEFAULT_CANVAS): { ok: true; value: Rectangle } | { ok: false; message: string } => {
  const [x, y, width, height] = RECTANGLE_KEYS.map((k) => (text[k].trim() === '' ? NaN : Number(text[k])));
  const whole = [x, y, width, height].every(Number.isInteger);
  if (!whole || x < 0 || y < 0 || width <= 0 || height <= 0 || x + width > canvas.width || y + height > canvas.height) {
    return { ok: false, message: INVALID_RECTANGLE };
  }
  return { ok: true, value: { x, y, width, height } };
};
