import { describe, expect, it } from 'vitest';
import { percentile, ratioInterval, summarise } from '../../scripts/benchStats.ts';

/** `n` times spread evenly over [from, from + spread), in a shuffled order (fixed). */
const times = (n: number, from: number, spread: number) => Array.from({ length: n }, (_, i) => from + (((i * 37) % n) / n) * spread);

describe('percentile', () => {
  it('is the nearest rank, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 0.5)).toBe(6);
    expect(percentile(samples, 0.95)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(samples[0]).toBe(5); // not sorted in place
    expect(summarise(samples)).toEqual({ p50: 6, p95: 10 });
  });
});

describe('ratioInterval', () => {
  it('holds 1 when both sides ran alike, and is the same on every run', () => {
    const ours = times(200, 1, 0.5);
    const theirs = ours.map((t, i) => t + (i % 2 ? 0.01 : -0.01));
    const interval = ratioInterval(ours, theirs, 0.5);
    expect(interval.low).toBeLessThanOrEqual(1);
    expect(interval.high).toBeGreaterThanOrEqual(1);
    expect(interval.high - interval.low).toBeLessThan(0.1);
    expect(ratioInterval(ours, theirs, 0.5)).toEqual(interval);
  });

  it('lies above 1 when one side is clearly slower, around its ratio', () => {
    const theirs = times(200, 1, 0.5);
    const ours = theirs.map((t) => t * 1.2);
    const { low, high } = ratioInterval(ours, theirs, 0.5);
    expect(low).toBeGreaterThan(1.1);
    expect(low).toBeLessThanOrEqual(1.2);
    expect(high).toBeGreaterThanOrEqual(1.2);
    expect(high).toBeLessThan(1.3);
  });

  it('keeps a round’s two times together: the machine’s speed moving between rounds moves both sides', () => {
    // Rounds took 1 to 2 ms as the machine's load moved, and this side was 10% slower in every one of them. Drawn
    // in pairs, every draw's p50 ratio is 1.1; drawn apart, the two sides' medians would wander several percent.
    const theirs = times(200, 1, 1);
    const ours = theirs.map((t) => t * 1.1);
    const { low, high } = ratioInterval(ours, theirs, 0.5);
    expect(low).toBeGreaterThan(1.09);
    expect(high).toBeLessThan(1.11);
  });

  it('refuses sides of different lengths', () => {
    expect(() => ratioInterval([1, 2], [1], 0.5)).toThrow(/same number of rounds/);
  });
});
