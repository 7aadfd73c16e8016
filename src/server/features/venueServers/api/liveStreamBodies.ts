import {
  LIVE_STREAM_API_LIMITS,
  type EncodingSpanReport,
  type LiveStreamLogEntry,
  type LiveStreamLogLevel,
} from '../../../../shared/venueServerApi.ts';
import { BodyProblem } from './reportBodies.ts';

const LEVELS: readonly LiveStreamLogLevel[] = ['info', 'warning', 'error'];

/** How far ahead of the platform's clock a server's loggedAt may be (clocks drift), and no further. */
const CLOCK_SLACK_MS = 5 * 60_000;

const loggedAtOf = (field: string, value: unknown, now: Date): string => {
  if (value === undefined) return now.toISOString();
  const text = typeof value === 'string' ? value : '';
  const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text) ? new Date(text) : null;
  if (!at || Number.isNaN(at.getTime())) throw new BodyProblem(field, 'must be a time in ISO 8601 with its offset, e.g. 2026-09-05T06:12:00Z');
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) throw new BodyProblem(field, 'is in the future');
  return at.toISOString();
};

const entryOf = (entry: unknown, i: number, now: Date): Required<LiveStreamLogEntry> => {
  const at = `entries[${i}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new BodyProblem(at, 'must be an object {level?, message, loggedAt?}');
  const e = entry as Record<string, unknown>;
  const extra = Object.keys(e).find((k) => !['level', 'message', 'loggedAt'].includes(k));
  if (extra) throw new BodyProblem(`${at}.${extra}`, 'is not a field of a log entry (level, message, loggedAt)');
  const level = e.level ?? 'info';
  if (!LEVELS.includes(level as LiveStreamLogLevel)) throw new BodyProblem(`${at}.level`, `must be one of ${LEVELS.join(', ')}`);
  if (typeof e.message !== 'string' || e.message.trim() === '') throw new BodyProblem(`${at}.message`, 'must be a string with text');
  if (e.message.length > LIVE_STREAM_API_LIMITS.logMessage)
    throw new BodyProblem(`${at}.message`, `is longer than ${LIVE_STREAM_API_LIMITS.logMessage} characters`);
  return { level: level as LiveStreamLogLevel, message: e.message, loggedAt: loggedAtOf(`${at}.loggedAt`, e.loggedAt, now) };
};

/** A log report, checked: `{entries: [{level?, message, loggedAt?}]}`, 1 to the limit of entries. */
export const liveStreamLogOf = (body: unknown, now = new Date()): Required<LiveStreamLogEntry>[] => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BodyProblem('body', 'must be a JSON object {entries: [...]}');
  const extra = Object.keys(body).find((k) => k !== 'entries');
  if (extra) throw new BodyProblem(extra, 'is not a field of a log report (send entries)');
  const entries = (body as { entries?: unknown }).entries;
  if (!Array.isArray(entries) || entries.length === 0) throw new BodyProblem('entries', 'must be a list of one or more {level?, message, loggedAt?}');
  if (entries.length > LIVE_STREAM_API_LIMITS.logEntries)
    throw new BodyProblem('entries', `has more than ${LIVE_STREAM_API_LIMITS.logEntries} entries`);
  return entries.map((e, i) => entryOf(e, i, now));
};

/** An encoding span, checked: a process id (1 or more), when it started, and when it ended (not before the start). */
export const encodingSpanOf = (body: unknown, now = new Date()): { pid: number; startedAt: Date; endedAt: Date | null } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BodyProblem('body', 'must be a JSON object {pid, startedAt, endedAt?}');
  const given = body as Record<keyof EncodingSpanReport, unknown>;
  const extra = Object.keys(given).find((k) => !['pid', 'startedAt', 'endedAt'].includes(k));
  if (extra) throw new BodyProblem(extra, 'is not a field of an encoding span (pid, startedAt, endedAt)');
  if (typeof given.pid !== 'number' || !Number.isInteger(given.pid) || given.pid < 1 || given.pid > 2 ** 31 - 1)
    throw new BodyProblem('pid', 'must be a process id, a whole number of 1 or more');
  if (given.startedAt === undefined) throw new BodyProblem('startedAt', 'is missing: when the encoder started');
  const startedAt = new Date(loggedAtOf('startedAt', given.startedAt, now));
  const endedAt = given.endedAt === undefined || given.endedAt === null ? null : new Date(loggedAtOf('endedAt', given.endedAt, now));
  if (endedAt && endedAt < startedAt) throw new BodyProblem('endedAt', 'is before startedAt');
  return { pid: given.pid, startedAt, endedAt };
};
