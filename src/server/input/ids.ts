/**
 * Record ids as clients send them (GraphQL ID: a string or a number). Only plain decimal integers that fit
 * the database's integer column are ids: '0x25', '1e3', ' 7', '99999999999' and 0 are not, so no id ever
 * reaches SQL as anything but a valid integer.
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const INVALID_ID = 'Invalid id';

const DECIMAL = /^[1-9][0-9]{0,9}$/;

export const parseRecordId = (value: unknown): number | null => {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  if (!DECIMAL.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
};
