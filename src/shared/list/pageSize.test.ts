import { describe, expect, it } from 'vitest';
import { parseLimit } from './pageSize.ts';

describe('parseLimit', () => {
  it('accepts the offered page sizes', () => expect(parseLimit('50')).toBe(50));
  it('falls back to 10 for anything else', () => {
    for (const p of [null, '', '7', 'abc', '1000']) expect(parseLimit(p)).toBe(10);
  });
});
