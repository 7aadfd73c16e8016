/**
 * The rules of a team registration form's entries (spec 000 §5), shared by the page (which blocks the
 * submission with a 'Cannot submit' dialog) and the server (which refuses the same input with the same
 * messages), each message naming the row and the field: 'Active player 2: First name is required'.
 */
export interface RegistrationEntry {
  playerNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  birthdate?: string | null;
}

export interface RegistrationLists {
  players: RegistrationEntry[];
  historicPlayers: RegistrationEntry[];
  supporters: RegistrationEntry[];
}

export type ListName = keyof RegistrationLists;

/** Each list's section title and row name; the active players list is required (an empty one blocks). */
export const LISTS: { name: ListName; title: string; row: string; required: boolean }[] = [
  { name: 'players', title: 'Active Players', row: 'Active player', required: true },
  { name: 'historicPlayers', title: 'Historical players', row: 'Historical player', required: false },
  { name: 'supporters', title: 'Supporters', row: 'Supporter', required: false },
];

export const FIELD_LABELS: Record<keyof RegistrationEntry, string> = {
  playerNumber: 'Player number',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
  birthdate: 'Birthdate',
};

export const MAX_TEXT = 100;
export const MAX_ROWS = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; 6 to 15 digits (E.164 allows 15). */
const PHONE = /^\+?[\d\s().-]+$/;
const PLAYER_NUMBER = /^\d{1,3}$/;

const isValidDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
};

const entryProblems = (entry: RegistrationEntry, active: boolean, today: string): string[] => {
  const problems: string[] = [];
  const value = (field: keyof RegistrationEntry) => (entry[field] ?? '').trim();
  for (const field of Object.keys(FIELD_LABELS) as (keyof RegistrationEntry)[])
    if (value(field).length > MAX_TEXT) problems.push(`${FIELD_LABELS[field]} is longer than ${MAX_TEXT} characters`);
  if (!value('firstName')) problems.push('First name is required');
  if (value('email') && !EMAIL.test(value('email'))) problems.push('Email is not a valid email address');
  const phone = value('phoneNumber');
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE.test(phone) || digits < 6 || digits > 15)) problems.push('Phone number is not a valid phone number');
  const birthdate = value('birthdate');
  if (birthdate && !isValidDate(birthdate)) problems.push('Birthdate is not a valid date (YYYY-MM-DD)');
  else if (birthdate > today) problems.push('Birthdate is in the future');
  const number = value('playerNumber');
  if (number && !active) problems.push('Player number is only for active players');
  else if (number && !PLAYER_NUMBER.test(number)) problems.push('Player number must be a whole number of up to 3 digits');
  return problems;
};

/** Every problem of the lists, each naming its row ('Supporter 1: ...'); none means the form may be submitted. */
export const registrationProblems = (lists: RegistrationLists, today = new Date().toISOString().slice(0, 10)): string[] =>
  LISTS.flatMap(({ name, title, row, required }) => {
    const entries = lists[name];
    if (required && entries.length === 0) return [`${title} is required`];
    if (entries.length > MAX_ROWS) return [`${title}: at most ${MAX_ROWS} rows`];
    return entries.flatMap((entry, i) => entryProblems(entry, name === 'players', today).map((p) => `${row} ${i + 1}: ${p}`));
  });

/** An entry as stored and answered: trimmed text, empty fields as null, no player number off the active list. */
export const cleanEntry = (entry: RegistrationEntry, active: boolean): Required<RegistrationEntry> => {
  const value = (field: keyof RegistrationEntry) => {
    const v = entry[field];
    return v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();
  };
  return {
    playerNumber: active ? value('playerNumber') : null,
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phoneNumber: value('phoneNumber'),
    birthdate: value('birthdate'),
  };
};
