import type { NormalizedType } from '../../metadata/normalized.ts';
import { attributeName, humanize } from '../../metadata/naming.ts';
import { formatDateTime } from '../fields/format.ts';

/** One version of a record as paperTrailVersions returns it. */
export interface AuditVersion {
  id: string;
  event: string;
  via?: string | null;
  createdAt: string;
  objectChanges?: Record<string, [unknown, unknown]> | null;
  whodunnit?: { id: string; readminName?: string | null } | null;
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A changed value as text: date-times in the display time zone, flags as Yes/No, structures as JSON. */
export const changeText = (value: unknown, timeZone: string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (Array.isArray(value)) return value.length ? value.map((v) => changeText(v, timeZone)).join(', ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Each changed field of a version, labelled as the type labels it ('orgId' → 'Organisation'). */
export const changeRows = (type: NormalizedType | undefined, changes: AuditVersion['objectChanges'], timeZone: string): ChangeRow[] =>
  Object.entries(changes ?? {}).map(([key, [before, after]]) => ({
    field: type?.fields.find((f) => attributeName(f) === key || f.name === key)?.label ?? humanize(key),
    before: changeText(before, timeZone),
    after: changeText(after, timeZone),
  }));

/** Who made a change: the user, else the way it came in (a public link), else unknown. */
export const changedBy = (version: Pick<AuditVersion, 'whodunnit' | 'via'>): string =>
  version.whodunnit?.readminName ?? (version.via ? `via ${version.via}` : 'Unknown');

const EVENTS: Record<string, string> = { create: 'Created', update: 'Updated', destroy: 'Removed' };
export const eventLabel = (event: string): string => EVENTS[event] ?? humanize(event);
