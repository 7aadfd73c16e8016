import { VENUE_API_LIMITS, type CommandReport, type StatusEntry, type StatusReport } from '../../../../shared/venueServerApi.ts';

/** A body the API refuses, naming the field at fault. */
export class BodyProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const objectBody = (body: unknown, allowed: readonly string[]): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BodyProblem('body', 'must be a JSON object');
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) throw new BodyProblem(unknown[0], `is not a field of this report (send ${allowed.join(', ')})`);
  const given = body as Record<string, unknown>;
  if (!allowed.some((k) => given[k] !== undefined)) throw new BodyProblem('body', `send at least one of ${allowed.join(', ')}`);
  return given;
};

const integer = (field: string, value: unknown, min: number, max: number): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new BodyProblem(field, `must be a whole number from ${min} to ${max}`);
  return value;
};

/** A string field: `optional` may be left out, `required` must be there (blank or not), `nonBlank` must have text. */
const text = (field: string, value: unknown, max: number, need: 'optional' | 'required' | 'nonBlank' = 'optional'): string | undefined => {
  if (value === undefined && need === 'optional') return undefined;
  if (typeof value !== 'string') throw new BodyProblem(field, 'must be a string');
  if (value.length > max) throw new BodyProblem(field, `is longer than ${max} characters`);
  if (need === 'nonBlank' && value.trim() === '') throw new BodyProblem(field, 'must not be blank');
  return value;
};

/** A command report, checked: progress 0-100, output up to the stored limit, an exit status as a process gives one. */
export const commandReportOf = (body: unknown): CommandReport => {
  const given = objectBody(body, ['progress', 'output', 'exitStatus']);
  return {
    progress: integer('progress', given.progress, 0, 100),
    output: text('output', given.output, VENUE_API_LIMITS.output),
    exitStatus: integer('exitStatus', given.exitStatus, -255, 255),
  };
};

const statusEntryOf = (entry: unknown, i: number): StatusEntry => {
  const at = `statusEntries[${i}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new BodyProblem(at, 'must be an object');
  const e = entry as Record<string, unknown>;
  const extra = Object.keys(e).find((k) => !['section', 'label', 'value'].includes(k));
  if (extra) throw new BodyProblem(`${at}.${extra}`, 'is not a field of a status entry (section, label, value)');
  return {
    section: text(`${at}.section`, e.section, VENUE_API_LIMITS.section, 'nonBlank')!,
    label: text(`${at}.label`, e.label, VENUE_API_LIMITS.label, 'nonBlank')!,
    value: text(`${at}.value`, e.value, VENUE_API_LIMITS.value, 'required')!,
  };
};

/** A status report, checked: status entries (section, label, value) and the SMART state's text. */
export const statusReportOf = (body: unknown): StatusReport => {
  const given = objectBody(body, ['statusEntries', 'smartState']);
  let statusEntries: StatusEntry[] | undefined;
  if (given.statusEntries !== undefined) {
    if (!Array.isArray(given.statusEntries)) throw new BodyProblem('statusEntries', 'must be a list of {section, label, value}');
    if (given.statusEntries.length > VENUE_API_LIMITS.statusEntries)
      throw new BodyProblem('statusEntries', `has more than ${VENUE_API_LIMITS.statusEntries} entries`);
    statusEntries = given.statusEntries.map(statusEntryOf);
  }
  return { statusEntries, smartState: text('smartState', given.smartState, VENUE_API_LIMITS.smartState) };
};
