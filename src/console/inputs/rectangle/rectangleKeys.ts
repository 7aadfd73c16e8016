import { fitRectangle, type CanvasSize } from '../rules/rectangleGeometry.ts';
import type { Rectangle } from '../rules/rectangleValue.ts';

/** The keys the rectangle editor's canvas answers to (docs/accessibility.md has the same map for people). */
export interface RectangleKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
}

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The rectangle after a key on the focused canvas, or null for a key it does not use: an arrow moves it one
 * canvas unit, Alt+arrow resizes it from its bottom-right corner (right and down grow), and Shift makes either
 * step ten. What comes out is fitted as a drag's result is: whole numbers, at least 1x1, inside the canvas.
 */
export const rectangleAfterKey = (rectangle: Rectangle, press: RectangleKey, canvas: CanvasSize): Rectangle | null => {
  const step = STEPS[press.key];
  if (!step) return null;
  const [dx, dy] = step.map((s) => s * (press.shiftKey ? 10 : 1));
  if (press.altKey) {
    // Resizing keeps the top-left corner where it is: the size stops at the canvas's edge instead of pushing the box.
    const width = Math.min(Math.max(rectangle.width + dx, 1), canvas.width - rectangle.x);
    const height = Math.min(Math.max(rectangle.height + dy, 1), canvas.height - rectangle.y);
    return fitRectangle({ ...rectangle, width, height }, canvas);
  }
  return fitRectangle({ ...rectangle, x: rectangle.x + dx, y: rectangle.y + dy }, canvas);
};
