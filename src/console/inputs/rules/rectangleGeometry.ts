import type { Rectangle } from './rectangleValue.ts';

/** A canvas's size in its own units (1280x720 for ads, spec 001 §9). */
export interface CanvasSize {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * What a drag or resize on the stage leaves, as a rectangle the server accepts: whole numbers (the stage
 * works in fractions of a canvas unit when it is scaled), at least 1x1, inside the canvas. A box that
 * sticks out keeps its size and is pushed back in; one bigger than the canvas is cut to it.
 */
export const fitRectangle = (r: Rectangle, canvas: CanvasSize): Rectangle => {
  const width = clamp(Math.round(r.width), 1, canvas.width);
  const height = clamp(Math.round(r.height), 1, canvas.height);
  return { x: clamp(Math.round(r.x), 0, canvas.width - width), y: clamp(Math.round(r.y), 0, canvas.height - height), width, height };
};

/** The rectangle dragged out from one corner to the other (in any direction), or null for a click (smaller than 1x1). */
export const rectangleBetween = (a: Point, b: Point, canvas: CanvasSize): Rectangle | null => {
  const [x1, x2] = [a.x, b.x].map((x) => clamp(Math.round(x), 0, canvas.width)).sort((p, q) => p - q);
  const [y1, y2] = [a.y, b.y].map((y) => clamp(Math.round(y), 0, canvas.height)).sort((p, q) => p - q);
  return x2 - x1 >= 1 && y2 - y1 >= 1 ? { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } : null;
};
