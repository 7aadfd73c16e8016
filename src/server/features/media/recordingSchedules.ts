import { TZDate } from '@date-fns/tz';
import type { Db } from '../../db/database.ts';
import { sql } from 'kysely';
import { invalidInput, type FieldProblem } from '../../errors.ts';
import { checkCalendarDate } from '../../input/dates.ts';
import { isTimeZone } from '../../fieldTypes/validation.ts';

/** The longest date range one recordingSchedules call covers: a quarter, what the tab's presets offer at most. */
export const MAX_SCHEDULE_DAYS = 93;

/** What makes a period: a venue's recording block, or a game scheduled on one of the camera's courts. */
export interface ScheduleSource {
  kind: 'recording_block' | 'game_schedule';
  id: string;
  name: string;
}

/** A scheduled game on one of the camera's courts: its id, its name ('Home vs Away') and its start..finish instants. */
export interface ScheduledGame {
  id: number;
  name: string;
  from: number;
  to: number;
}

/** One period the camera records: from startTime to endTime (UTC ISO), and the recording blocks and game schedules that make it. */
export interface RecordingPeriod {
  startTime: string;
  endTime: string;
  sources: ScheduleSource[];
}

/** A recording block as the computation needs it (dates yyyy-MM-dd, startTime HH:mm:ss in the venue's zone). */
export interface BlockRule {
  id: number;
  name: string;
  type: 'ensure_recording' | 'prevent_recording';
  startDate: string;
  untilDate: string | null;
  startTime: string;
  durationSeconds: number;
  weekdays: string[];
  exceptionDates: string[];
}

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of the day `days` after `date` (calendar arithmetic, in UTC so no zone shifts it). */
const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string): string => String(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The instant of a wall-clock time on a day in a zone. */
const zonedInstant = (date: string, time: string, timeZone: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new TZDate(y, m - 1, d, hh, mm, ss || 0, timeZone).getTime();
};

/** The refusal of a range longer than allowed, as a person would say it. */
export const rangeTooLong = (maxDays: number, days: number): string =>
  `Choose a range of at most ${maxDays.toLocaleString('en-US')} days; this one covers ${days.toLocaleString('en-US')} days.`;

/**
 * The checked range: start and end are required days (yyyy-MM-dd), end not before start, at most
 * maxDays days (MAX_SCHEDULE_DAYS unless told), read in `timeZone`. Returns the instants [from, to) the days cover.
 */
export const scheduleWindow = (
  dateRange: { start?: string | null; end?: string | null } | null | undefined,
  timeZone: string,
  maxDays: number = MAX_SCHEDULE_DAYS,
) => {
  const problems: FieldProblem[] = [];
  if (!isTimeZone(timeZone)) problems.push({ field: 'timeZone', message: `timeZone '${timeZone}' is not a known time zone` });
  const day = (key: 'start' | 'end'): string | null => {
    const value = dateRange?.[key];
    if (value === null || value === undefined || value === '') {
      problems.push({ field: `dateRange.${key}`, message: `dateRange.${key} is required` });
      return null;
    }
    const checked = checkCalendarDate(value);
    if (!checked.ok) problems.push({ field: `dateRange.${key}`, message: `dateRange.${key} ${checked.message}` });
    return checked.ok ? checked.value : null;
  };
  const [start, end] = [day('start'), day('end')];
  if (start && end) {
    const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
    if (days < 1) problems.push({ field: 'dateRange.end', message: `Choose an end date on or after the start date: ${end} is before ${start}.` });
    else if (days > maxDays) problems.push({ field: 'dateRange', message: rangeTooLong(maxDays, days) });
  }
  if (problems.length) throw invalidInput(problems);
  return { start: start!, end: end!, from: zonedInstant(start!, '00:00:00', timeZone), to: zonedInstant(addDays(end!, 1), '00:00:00', timeZone) };
};

interface Occurrence {
  from: number;
  to: number;
  block: BlockRule;
}

/** Each time a block applies that overlaps [from, to): its days (in the venue's zone) by weekday, start and until date, less exception dates. */
const occurrences = (blocks: BlockRule[], window: { start: string; end: string; from: number; to: number }, venueZone: string): Occurrence[] => {
  const found: Occurrence[] = [];
  // The venue's days around the range: a zone up to a day apart from the display zone can shift which days meet it.
  for (let date = addDays(window.start, -1); date <= addDays(window.end, 1); date = addDays(date, 1)) {
    for (const block of blocks) {
      if (date < block.startDate || (block.untilDate !== null && date > block.untilDate)) continue;
      if (!block.weekdays.includes(weekdayOf(date)) || block.exceptionDates.includes(date)) continue;
      const from = zonedInstant(date, block.startTime, venueZone);
      const to = from + block.durationSeconds * 1000;
      if (to > window.from && from < window.to) found.push({ from, to, block });
    }
  }
  return found;
};

/**
 * The periods a camera records over the window: the venue's "ensure recording" blocks and the games
 * scheduled on the camera's courts, overlapping ones merged (their sources listed together, blocks first),
 * less the times a "prevent recording" block covers (a prevent block wins: the venue is closed then,
 * whatever else is planned).
 */
export const recordingPeriods = (
  blocks: BlockRule[],
  window: { start: string; end: string; from: number; to: number },
  venueZone: string,
  games: ScheduledGame[] = [],
): RecordingPeriod[] => {
  const all = occurrences(blocks, window, venueZone);
  const blockSource = (b: BlockRule): ScheduleSource => ({ kind: 'recording_block', id: String(b.id), name: b.name });
  const ensure = [
    ...all.filter((o) => o.block.type === 'ensure_recording').map((o) => ({ from: o.from, to: o.to, source: blockSource(o.block) })),
    ...games
      .filter((g) => g.to > window.from && g.from < window.to && g.to > g.from)
      .map((g) => ({ from: g.from, to: g.to, source: { kind: 'game_schedule', id: String(g.id), name: g.name } as ScheduleSource })),
  ].sort((a, b) => a.from - b.from || a.to - b.to);
  const prevent = all.filter((o) => o.block.type === 'prevent_recording');
  const merged: { from: number; to: number; sources: ScheduleSource[] }[] = [];
  const sameSource = (a: ScheduleSource, b: ScheduleSource) => a.kind === b.kind && a.id === b.id;
  for (const o of ensure) {
    const last = merged.at(-1);
    if (last && o.from <= last.to) {
      last.to = Math.max(last.to, o.to);
      if (!last.sources.some((s) => sameSource(s, o.source))) last.sources.push(o.source);
    } else merged.push({ from: o.from, to: o.to, sources: [o.source] });
  }
  let spans = merged;
  for (const p of prevent)
    spans = spans.flatMap((s) =>
      p.to <= s.from || p.from >= s.to ? [s] : [...(p.from > s.from ? [{ ...s, to: p.from }] : []), ...(p.to < s.to ? [{ ...s, from: p.to }] : [])],
    );
  const order = (s: ScheduleSource) => (s.kind === 'recording_block' ? 0 : 1);
  return spans.map((s) => ({
    startTime: new Date(s.from).toISOString(),
    endTime: new Date(s.to).toISOString(),
    sources: [...s.sources].sort((a, b) => order(a) - order(b)),
  }));
};

/**
 * The games scheduled on the camera's courts (courts with a surface of the camera) that overlap [from, to):
 * not cancelled, from scheduledAt to finishAt (else scheduledAt plus its duration).
 */
export const cameraScheduledGames = async (db: Db, cameraId: number, from: number, to: number): Promise<ScheduledGame[]> => {
  const { rows } = await sql<{
    id: number;
    scheduled_at: Date;
    finish_at: Date | null;
    duration_seconds: number;
    home: string | null;
    away: string | null;
  }>`
    SELECT g.id, g.scheduled_at, g.finish_at, g.duration_seconds, h.name AS home, a.name AS away
    FROM game_schedules g
    LEFT JOIN teams h ON h.id = g.home_team_id
    LEFT JOIN teams a ON a.id = g.away_team_id
    WHERE NOT g.cancelled
      AND g.court_id IN (SELECT c.id FROM courts c JOIN surfaces s ON s.id = ANY(c.surface_ids) WHERE s.camera_id = ${cameraId})
      AND g.scheduled_at < ${new Date(to)}
      AND COALESCE(g.finish_at, g.scheduled_at + g.duration_seconds * interval '1 second') > ${new Date(from)}
    ORDER BY g.scheduled_at, g.id`.execute(db);
  return rows.map((r) => {
    const start = new Date(r.scheduled_at).getTime();
    return {
      id: r.id,
      name: `${r.home ?? 'TBD'} vs ${r.away ?? 'TBD'}`,
      from: start,
      to: r.finish_at ? new Date(r.finish_at).getTime() : start + Number(r.duration_seconds) * 1000,
    };
  });
};

/** The recording blocks of a venue that can apply between two days, with their exception dates. */
export const venueBlocks = async (db: Db, venueId: number, start: string, end: string): Promise<BlockRule[]> => {
  const rows = await db
    .selectFrom('recording_blocks')
    .select(['id', 'name', 'recording_block_type', 'start_date', 'until_date', 'start_time', 'duration_seconds', 'weekdays'])
    .where('venue_id', '=', venueId)
    .where('start_date', '<=', addDays(end, 1))
    .where((eb) => eb.or([eb('until_date', 'is', null), eb('until_date', '>=', addDays(start, -1))]))
    .orderBy('id')
    .execute();
  const exceptions = rows.length
    ? await db
        .selectFrom('recording_block_exception_dates')
        .select(['recording_block_id', 'date'])
        .where(
          'recording_block_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id as number,
    name: r.name as string,
    type: r.recording_block_type as BlockRule['type'],
    startDate: String(r.start_date),
    untilDate: r.until_date === null ? null : String(r.until_date),
    startTime: String(r.start_time),
    durationSeconds: Number(r.duration_seconds),
    weekdays: (r.weekdays as string[] | null) ?? [],
    exceptionDates: exceptions.filter((e) => e.recording_block_id === r.id).map((e) => String(e.date)),
  }));
};
