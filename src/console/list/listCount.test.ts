import { describe, expect, it } from 'vitest';
import { formatListCount } from './listCount.ts';

describe('formatListCount', () => {
  it('shows exact totals in full', () => {
    expect(formatListCount(10, 1234)).toBe('10 of 1,234');
    expect(formatListCount(0, 0)).toBe('0 of 0');
    expect(formatListCount(2, 2)).toBe('2 of 2');
  });
  it('shows estimated totals compactly', () => {
    expect(formatListCount(10, 1_234_567, true)).toBe('10 of about 1.2M');
    expect(formatListCount(100, 45_300, true)).toBe('100 of about 45.3K');
    expect(formatListCount(1000, 2_000_000_000, true)).toBe('1,000 of about 2B');
  });
});
