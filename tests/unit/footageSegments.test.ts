import { describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import type { RecordingRow } from '../../src/generated/database.ts';
import { footageSegments } from '../../src/server/features/media/videoCut.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 10, 0) + minutes * 60_000);
const recording = (id: number, from: number, to: number | null, durationSeconds: number | null = null) =>
  ({
    id,
    court_id: 1,
    started_at: at(from),
    finished_at: to === null ? null : at(to),
    duration_seconds: durationSeconds,
  }) as Selectable<RecordingRow>;
const parts = (segments: ReturnType<typeof footageSegments>) => segments.map((s) => [s.recording.id, s.offsetSeconds, s.seconds]);

/** What each recording gives a cut: its part of the span, once, in order; a gap stays out of the video. */
describe('footageSegments', () => {
  it('takes the span from two recordings that meet, each from its own start', () => {
    expect(parts(footageSegments([recording(2, 50, 120), recording(1, -10, 50)], at(0), at(100)))).toEqual([
      [1, 600, 3000],
      [2, 0, 3000],
    ]);
  });

  it('skips a gap between recordings, and what an overlapping recording repeats', () => {
    expect(parts(footageSegments([recording(1, 0, 40), recording(2, 45, 80), recording(3, 70, 120)], at(10), at(90)))).toEqual([
      [1, 600, 1800],
      [2, 0, 2100],
      [3, 600, 600],
    ]);
  });

  it('reads an unfinished recording by its length, and gives nothing for one that ends before the span', () => {
    expect(parts(footageSegments([recording(1, -60, -5), recording(2, 0, null, 1200)], at(0), at(60)))).toEqual([[2, 0, 1200]]);
  });
});
