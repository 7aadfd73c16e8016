/**
 * The statistics the benchmark scripts print: nearest-rank percentiles, and how sure a ratio of two servers'
 * percentiles is. Two servers a few percent apart on a busy 2-core machine trade places from run to run, so
 * bench:peer gives each ratio with the interval its own samples support.
 */

/** The nearest-rank percentile `p` (0–1) of `samples` (not sorted in place). */
export const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

export type Percentiles = { p50: number; p95: number };

export const summarise = (samples: readonly number[]): Percentiles => ({ p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) });

/** A seeded generator of numbers in [0, 1) (mulberry32): the same samples give the same interval on every run. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * The 95% interval of `percentile(ours, p) / percentile(theirs, p)`, by a paired bootstrap: `resamples` times, the
 * same rounds are drawn with replacement from both (round i ran ours[i] and theirs[i] back to back, so a busy moment
 * of the machine stays on both sides of the ratio), and the ratio's 2.5th and 97.5th percentiles over the draws are
 * the interval. An interval that holds 1 says the runs cannot tell the two apart at that percentile.
 */
export const ratioInterval = (
  ours: readonly number[],
  theirs: readonly number[],
  p: number,
  { resamples = 2000, seed = 1 }: { resamples?: number; seed?: number } = {},
): { low: number; high: number } => {
  if (ours.length !== theirs.length || ours.length === 0) throw new Error('ratioInterval needs the same number of rounds on both sides');
  const random = seededRandom(seed);
  const n = ours.length;
  const a = new Array<number>(n);
  const b = new Array<number>(n);
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) {
      const round = Math.floor(random() * n);
      a[i] = ours[round];
      b[i] = theirs[round];
    }
    ratios.push(percentile(a, p) / percentile(b, p));
  }
  return { low: percentile(ratios, 0.025), high: percentile(ratios, 0.975) };
};
