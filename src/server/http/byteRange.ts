/** One byte range of `bytes=start-end` (video elements seek with these; Safari plays nothing without them), or null for the whole file. */
export const byteRange = (header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null => {
  const m = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null;
  const [start, end] = m[1] ? [Number(m[1]), m[2] ? Math.min(Number(m[2]), size - 1) : size - 1] : [Math.max(size - Number(m[2]), 0), size - 1];
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
};
