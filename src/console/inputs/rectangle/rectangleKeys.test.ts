import { describe, expect, it } from 'vitest';
import { rectangleAfterKey } from './rectangleKeys.ts';

const canvas = { width: 1280, height: 720 };
const box = { x: 100, y: 50, width: 200, height: 100 };
const press = (key: string, mods: { shiftKey?: boolean; altKey?: boolean } = {}) => ({ key, shiftKey: false, altKey: false, ...mods });

describe('rectangleAfterKey', () => {
  it('moves by one unit per arrow, ten with Shift', () => {
    expect(rectangleAfterKey(box, press('ArrowRight'), canvas)).toEqual({ ...box, x: 101 });
    expect(rectangleAfterKey(box, press('ArrowUp'), canvas)).toEqual({ ...box, y: 49 });
    expect(rectangleAfterKey(box, press('ArrowLeft', { shiftKey: true }), canvas)).toEqual({ ...box, x: 90 });
    expect(rectangleAfterKey(box, press('ArrowDown', { shiftKey: true }), canvas)).toEqual({ ...box, y: 60 });
  });

  it('resizes from the bottom-right corner with Alt', () => {
    expect(rectangleAfterKey(box, press('ArrowRight', { altKey: true }), canvas)).toEqual({ ...box, width: 201 });
    expect(rectangleAfterKey(box, press('ArrowUp', { altKey: true, shiftKey: true }), canvas)).toEqual({ ...box, height: 90 });
  });

  it('stays inside the canvas and at least 1x1', () => {
    expect(rectangleAfterKey({ ...box, x: 0 }, press('ArrowLeft'), canvas)).toEqual({ ...box, x: 0 });
    expect(rectangleAfterKey({ ...box, x: 1080 }, press('ArrowRight', { shiftKey: true }), canvas)).toEqual({ ...box, x: 1080 });
    expect(rectangleAfterKey({ ...box, x: 1075 }, press('ArrowRight', { altKey: true, shiftKey: true }), canvas)).toEqual({
      ...box,
      x: 1075,
      width: 205,
    });
    expect(rectangleAfterKey({ ...box, height: 1 }, press('ArrowUp', { altKey: true }), canvas)).toEqual({ ...box, height: 1 });
  });

  it('ignores other keys', () => {
    expect(rectangleAfterKey(box, press('Enter'), canvas)).toBeNull();
    expect(rectangleAfterKey(box, press('a'), canvas)).toBeNull();
  });
});
