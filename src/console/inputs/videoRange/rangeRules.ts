/**
 * The rules a videoRange's two thumbs keep while dragging (spec 001 §5, §9: the start at least 5 seconds
 * before the stop, a span of at most 300 seconds, both within the video): a moved thumb stops at the
 * nearest allowed second and never pushes the other one. The server keeps the same rules (the type's
 * `checks`, the video's length), which npm run check:metadata proves agree with minGap and maxSpan.
 */
export interface RangeLimits {
  /** Least seconds between start and stop. */
  minGap: number;
  /** Most seconds from start to stop. */
  maxSpan: number;
  /** The end of the slider: the video's length, or a default bound when it is not known. */
  length: number;
}

export type Range = [start: number, stop: number];

/** The slider's end when the video's length is not known (no video, or none recorded): three hours, a long game. */
export const DEFAULT_LENGTH = 3 * 3600;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The range once thumb 0 (start) or 1 (stop) is dragged to `to`, in whole seconds. */
export const moveThumb = ([start, stop]: Range, thumb: 0 | 1, to: number, { minGap, maxSpan, length }: RangeLimits): Range => {
  const at = Math.round(to);
  if (thumb === 0) return [clamp(at, Math.max(0, stop - maxSpan), Math.max(0, stop - minGap)), stop];
  return [start, clamp(at, Math.min(start + minGap, length), Math.min(start + maxSpan, length))];
};

/**
 * The slider's end: the video's length when known; otherwise the default bound, stretched to the stop
 * the record already has, so that opening a dialog never moves a stored value.
 */
export const rangeLength = (videoSeconds: number | null | undefined, stop: number | null): number =>
  videoSeconds != null && videoSeconds > 0 ? videoSeconds : Math.max(DEFAULT_LENGTH, stop ?? 0);
