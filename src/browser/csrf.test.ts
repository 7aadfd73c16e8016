import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf.ts';

const docWith = (html: string) => ({ querySelector: () => (html ? { getAttribute: () => html } : null) });

describe('readCsrfToken', () => {
  it('reads the injected token', () => expect(readCsrfToken(docWith('abc'))).toBe('abc'));
  it('gives undefined for the empty placeholder tag', () => expect(readCsrfToken(docWith(''))).toBeUndefined());
});
