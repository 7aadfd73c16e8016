import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { attributeName, humanize } from '../../metadata/naming.ts';
import { formatDate, formatDateTime, formatDuration } from '../fields/format.ts';

/** A value of a version's changes as the server names it: a referenced record's name, an option's label. */
export interface ValueLabel {
  field: string;
  value: string;
  label: string;
}

/** One version of a record as paperTrailVersions returns it. */
export interface AuditVersion {
  id: string;
  event: string;
  via?: string | null;
  createdAt: string;
  objectChanges?: Record<string, [unknown, unknown]> | null;
  whodunnit?: { id: string; readminName?: string | null } | null;
  /** 'Removed Game Person Jo Smith (#31)'. */
  readminName?: string | null;
  /** Names of the records the changes refer to (those the viewer may read) and labels of their options. */
  readminValueLabels?: ValueLabel[] | null;
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '—';

/** Labels by field, then by value. */
type Labels = Map<string, Map<string, string>>;

const labelsOf = (version: Pick<AuditVersion, 'readminValueLabels'>): Labels => {
  const labels: Labels = new Map();
  for (const { field, value, label } of version.readminValueLabels ?? []) {
    if (!labels.has(field)) labels.set(field, new Map());
    labels.get(field)!.set(value, label);
  }
  return labels;
};

/** One value (not a list) by its field's type: a reference the server did not name (out of the viewer's reach) by its id. */
const oneValueText = (value: unknown, field: NormalizedField | undefined, named: Map<string, string> | undefined, timeZone: string): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  const label = named?.get(String(value));
  if (label !== undefined) return label;
  if (field?.type === 'reference' || field?.type === 'references') return `#${String(value)}`;
  if (field?.type === 'enum') return field.options?.find((o) => o.value === value)?.label ?? String(value);
  if (field?.type === 'date' && typeof value === 'string') return formatDate(value);
  if (field?.type === 'duration_seconds' && typeof value === 'number') return formatDuration(value);
  return changeText(value, timeZone);
};

/** A changed value as text: date-times in the display time zone, flags as Yes/No, structures as JSON. */
export const changeText = (value: unknown, timeZone: string): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (Array.isArray(value)) return value.length ? value.map((v) => changeText(v, timeZone)).join(', ') : EMPTY;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const valueText = (value: unknown, field: NormalizedField | undefined, named: Map<string, string> | undefined, timeZone: string): string =>
  Array.isArray(value) && field?.type !== 'json'
    ? value.length
      ? value.map((v) => oneValueText(v, field, named, timeZone)).join(', ')
      : EMPTY
    : oneValueText(value, field, named, timeZone);

/**
 * Each changed field of a version, labelled as the type labels it ('venueId' → 'Venue'), its values as a person
 * reads them: referenced records by name (the server's, for records the viewer may read; '#id' otherwise), options
 * by label, flags Yes/No, dates and date-times as the console shows them, nothing as '—'.
 */
export const changeRows = (
  type: NormalizedType | undefined,
  version: Pick<AuditVersion, 'objectChanges' | 'readminValueLabels'>,
  timeZone: string,
): ChangeRow[] => {
  const labels = labelsOf(version);
  return Object.entries(version.objectChanges ?? {}).map(([key, [before, after]]) => {
    const field = type?.fields.find((f) => attributeName(f) === key || f.name === key);
    const named = labels.get(key);
    return {
      field: field?.label ?? humanize(key.replace(/Ids?$/, '')),
      before: valueText(before, field, named, timeZone),
      after: valueText(after, field, named, timeZone),
    };
  });
};

/** Who made a change: the user, else the way it came in (a public link), else unknown. */
export const changedBy = (version: Pick<AuditVersion, 'whodunnit' | 'via'>): string =>
  version.whodunnit?.readminName ?? (version.via ? `via ${version.via}` : 'Unknown');

const EVENTS: Record<string, string> = { create: 'Created', update: 'Updated', destroy: 'Removed' };
export const eventLabel = (event: string): string => EVENTS[event] ?? humanize(event);
