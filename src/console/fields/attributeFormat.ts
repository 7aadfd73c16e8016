import { formatDate, formatDateTime, formatDuration, formatJson, formatNumber } from './format.ts';

/** An attribute entry of spec 000 §3.3, as readminAttributeEntries returns it. */
export interface AttributeEntryValue {
  value: unknown;
  type: string;
}

type Formatter = (value: unknown, timeZone: string) => string;

const text = (v: unknown): string => String(v);

/**
 * The text of each attribute type except readmin_objects (links) and null (nothing). A value of the
 * wrong kind for its type is shown as it came, not dropped.
 */
export const ATTRIBUTE_FORMATS: Record<string, Formatter> = {
  number: (v) => (typeof v === 'number' ? formatNumber(v) : text(v)),
  string: text,
  strings: (v) => (Array.isArray(v) ? v.map(String).join(', ') : text(v)),
  boolean: (v) => (v ? 'Yes' : 'No'),
  duration_seconds: (v) => (typeof v === 'number' ? formatDuration(v) : text(v)),
  datetime: (v, timeZone) => (typeof v === 'string' ? formatDateTime(v, timeZone) : text(v)),
  date: (v) => (typeof v === 'string' ? formatDate(v) : text(v)),
  json: formatJson,
};

/** The text of an entry; null for type null or no value; undefined for a type this console does not know. */
export const attributeText = (entry: AttributeEntryValue, timeZone: string): string | null | undefined => {
  if (entry.type === 'null') return null;
  const format = ATTRIBUTE_FORMATS[entry.type];
  if (!format) return undefined;
  return entry.value === null || entry.value === undefined ? null : format(entry.value, timeZone);
};
