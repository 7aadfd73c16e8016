import type { RecordObject } from '../../records/record.ts';

const clampPercentage = (n: number): number => Math.min(100, Math.max(0, n));

/**
 * A live stream's encoding process spans placed on its scheduled window (spec 002 §3 'Timeline'): each span's
 * duration, and where it starts and ends as a percentage of startAt..finishAt, clamped to 0..100 (an encoder
 * started before the stream, or still running after it, reaches the bar's edge). A span still running ends
 * now for the bar and has no duration yet. Computed here from startedAt and endedAt, so a stream moved to
 * another time places its spans anew; the stored duration and percentage columns are not read.
 */
export const placeOnWindow = (stream: RecordObject, items: RecordObject[], now: Date = new Date()): RecordObject[] => {
  const start = Date.parse(String(stream.startAt));
  const finish = Date.parse(String(stream.finishAt));
  const window = finish - start;
  const percentage = (at: number) => (window > 0 ? clampPercentage(((at - start) / window) * 100) : 0);
  return [...items]
    .sort((a, b) => Date.parse(String(a.startedAt)) - Date.parse(String(b.startedAt)) || Number(a.id) - Number(b.id))
    .map((item) => {
      const startedAt = Date.parse(String(item.startedAt));
      const endedAt = item.endedAt ? Date.parse(String(item.endedAt)) : null;
      return {
        ...item,
        durationSeconds: endedAt === null ? null : Math.max(0, Math.round((endedAt - startedAt) / 1000)),
        startedPercentage: percentage(startedAt),
        endedPercentage: percentage(endedAt ?? now.getTime()),
      };
    });
};
