import type { NormalizedField } from '../../metadata/normalized.ts';
import { SERVER_FIELD_TYPES, type Checked } from './index.ts';

export { isCalendarDate } from '../input/dates.ts';
export { hasNul, NUL_MESSAGE } from './checks.ts';

/**
 * One non-empty value checked against its field by the field type's module (src/server/fieldTypes/): the
 * value to store, or a message that completes the sentence "{label} ..." (see fieldMessage).
 */
export const checkValue = (field: NormalizedField, value: unknown): Checked => SERVER_FIELD_TYPES[field.type].check(value, field);

/**
 * Zones found valid so far: asking ICU builds a formatter, too dear to do on every request, and every list with a
 * date range asks. Bounded, since the same zone may be spelled in any case.
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 2000;

/**
 * A zone the server can compute in (date ranges, exports): whatever the ICU data knows. A stored time zone
 * must also be one the timeZones source lists (src/metadata/optionSources/timeZones.ts).
 */
export const isTimeZone = (v: string): boolean => {
  if (knownTimeZones.has(v)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(v);
  return true;
};

/** '{label} {message}', or '{label}: Invalid id' for messages that start with a colon. */
export const fieldMessage = (label: string, message: string): string => `${label}${message.startsWith(':') ? '' : ' '}${message}`;

export const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
