import type { NormalizedField } from '../metadata/normalized.ts';
import { SERVER_FIELD_TYPES, type Checked } from './fieldTypes/index.ts';

export { isCalendarDate } from './input/dates.ts';
export { hasNul, NUL_MESSAGE } from './fieldTypes/checks.ts';

/**
 * One non-empty value checked against its field by the field type's module (src/server/fieldTypes/): the
 * value to store, or a message that completes the sentence "{label} ..." (see fieldMessage).
 */
export const checkValue = (field: NormalizedField, value: unknown): Checked => SERVER_FIELD_TYPES[field.type].check(value, field);

/**
 * A zone the server can compute in (date ranges, exports): whatever the ICU data knows. A stored time zone
 * must also be one the timeZones source lists (src/shared/optionSources/timeZones.ts).
 */
export const isTimeZone = (v: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

/** '{label} {message}', or '{label}: Invalid id' for messages that start with a colon. */
export const fieldMessage = (label: string, message: string): string => `${label}${message.startsWith(':') ? '' : ' '}${message}`;

export const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
