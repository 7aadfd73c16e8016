import { describe, expect, it } from 'vitest';
import { DEFAULT_LENGTH, moveThumb, rangeLength, type RangeLimits } from './rangeRules.ts';

const limits: RangeLimits = { minGap: 5, maxSpan: 300, length: 3600 };

describe('the thumbs of a video range', () => {
  it('move freely inside the rules, to whole seconds', () => {
    expect(moveThumb([100, 130], 0, 110.4, limits)).toEqual([110, 130]);
    expect(moveThumb([100, 130], 1, 200.6, limits)).toEqual([100, 201]);
  });

  it('keep the start at least 5 seconds before the stop, never pushing the other thumb', () => {
    expect(moveThumb([100, 130], 0, 129, limits)).toEqual([125, 130]);
    expect(moveThumb([100, 130], 1, 50, limits)).toEqual([100, 105]);
  });

  it('keep the span at most 300 seconds', () => {
    expect(moveThumb([100, 130], 1, 900, limits)).toEqual([100, 400]);
    expect(moveThumb([500, 900], 0, 0, limits)).toEqual([600, 900]);
  });

  it('keep both within the video', () => {
    expect(moveThumb([100, 130], 0, -20, limits)).toEqual([0, 130]);
    expect(moveThumb([3500, 3550], 1, 4000, limits)).toEqual([3500, 3600]);
  });

  it("end at the video's length, else at a default bound that takes in the stored stop", () => {
    expect(rangeLength(5410, 30)).toBe(5410);
    expect(rangeLength(null, 30)).toBe(DEFAULT_LENGTH);
    expect(rangeLength(0, 30)).toBe(DEFAULT_LENGTH);
    expect(rangeLength(undefined, DEFAULT_LENGTH + 70)).toBe(DEFAULT_LENGTH + 70);
  });
});
