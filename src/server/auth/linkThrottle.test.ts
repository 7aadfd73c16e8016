import { describe, expect, it } from 'vitest';
import { createLinkThrottle } from './linkThrottle.ts';

describe('link throttle', () => {
  it('refuses an address after its unknown-link budget, without looking the token up', async () => {
    const throttle = createLinkThrottle(undefined, { requests: 100, misses: 2, windowSeconds: 60 });
    let lookups = 0;
    const miss = () => throttle.lookup('10.0.0.1', async () => (lookups++, null));
    await expect(miss()).resolves.toBeNull();
    await expect(miss()).resolves.toBeNull();
    await expect(miss()).rejects.toThrow('Too many requests from this address for links');
    expect(lookups).toBe(2);
    await expect(throttle.lookup('10.0.0.1', async () => (lookups++, 'found'))).rejects.toThrow('Too many requests');
    expect(lookups).toBe(2);
    // Another address is not affected.
    await expect(throttle.lookup('10.0.0.2', async () => 'found')).resolves.toBe('found');
  });

  it('refuses an address that spends its request budget on a valid link', async () => {
    const throttle = createLinkThrottle(undefined, { requests: 3, misses: 10, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) await expect(throttle.lookup('10.0.0.3', async () => 'found')).resolves.toBe('found');
    const error = await throttle.lookup('10.0.0.3', async () => 'found').catch((e: { extensions?: unknown }) => e);
    expect(error).toMatchObject({ extensions: { code: 'THROTTLED', http: { status: 429 } } });
  });
});
