/** Checks of text fields, worded as the server words them so both sides say the same thing. */
export interface TextRule {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** The message completing "{label} …", or null; empty text is checked by required. */
export const textProblem = (text: string, { minLength, maxLength, pattern, patternMessage }: TextRule = {}): string | null => {
  if (text === '') return null;
  if (minLength !== undefined && text.length < minLength) return `must be at least ${minLength} characters`;
  if (maxLength !== undefined && text.length > maxLength) return `must be at most ${maxLength} characters`;
  if (pattern && !new RegExp(pattern).test(text)) return patternMessage ?? `must match ${pattern}`;
  return null;
};

export const emailProblem = (text: string): string | null => (text === '' || EMAIL.test(text.trim()) ? null : 'must be an email address');

export const phoneProblem = (text: string): string | null => (text === '' || PHONE.test(text.trim()) ? null : 'must be a phone number');

export const urlProblem = (text: string): string | null => {
  if (text === '') return null;
  try {
    return /^https?:$/.test(new URL(text.trim()).protocol) ? null : 'must be an http or https URL';
  } catch {
    return 'must be a URL';
  }
};
