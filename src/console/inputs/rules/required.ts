/**
 * Spec 000 §5: a required field fails with '{label} is required' for empty values, empty lists
 * included. Blank text counts as empty: a name of three spaces is not a name.
 */
export const isEmptyValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmptyValue);
  return false;
};

export const requiredMessage = (label: string): string => `${label} is required`;
