import { describe, expect, it } from 'vitest';
import { fitRectangle, rectangleBetween } from './rectangleGeometry.ts';

const canvas = { width: 1280, height: 720 };

describe('rectangle geometry', () => {
  it('rounds to whole numbers', () => {
    expect(fitRectangle({ x: 10.4, y: 20.6, width: 99.5, height: 50.2 }, canvas)).toEqual({ x: 10, y: 21, width: 100, height: 50 });
  });
  it('pushes a rectangle that sticks out back inside, keeping its size', () => {
    expect(fitRectangle({ x: 1200, y: -30, width: 200, height: 100 }, canvas)).toEqual({ x: 1080, y: 0, width: 200, height: 100 });
  });
  it('cuts a rectangle bigger than the canvas and keeps at least 1x1', () => {
    expect(fitRectangle({ x: -5, y: 3, width: 2000, height: 0.2 }, canvas)).toEqual({ x: 0, y: 3, width: 1280, height: 1 });
  });
  it('drags out a rectangle in any direction, clamped to the canvas', () => {
    expect(rectangleBetween({ x: 500, y: 300 }, { x: 100.2, y: 99.7 }, canvas)).toEqual({ x: 100, y: 100, width: 400, height: 200 });
    expect(rectangleBetween({ x: 1000, y: 600 }, { x: 1500, y: 900 }, canvas)).toEqual({ x: 1000, y: 600, width: 280, height: 120 });
  });
  it('takes a click for no rectangle', () => {
    expect(rectangleBetween({ x: 10, y: 10 }, { x: 10.3, y: 40 }, canvas)).toBeNull();
  });
});
