import { describe, expect, it } from 'vitest';
import { browserTimeZone, resolveTimeZone, storeTimeZone, storedTimeZone } from './displayTimeZone.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) } as Storage;
};

describe('display time zone', () => {
  it('prefers the session choice, then the route owner, then the browser', () => {
    expect(resolveTimeZone('Asia/Manila', 'Australia/Perth')).toBe('Asia/Manila');
    expect(resolveTimeZone(null, 'Australia/Perth')).toBe('Australia/Perth');
    expect(resolveTimeZone(null, null)).toBe(browserTimeZone());
  });
  it('round-trips through session storage', () => {
    const storage = memoryStorage();
    expect(storedTimeZone(storage)).toBeNull();
    storeTimeZone('Pacific/Auckland', storage);
    expect(storedTimeZone(storage)).toBe('Pacific/Auckland');
  });
});
