import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useDebounced', () => {
  it('settles on a value 300 ms (spec 000 §9) after its last change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: '' } });
    rerender({ value: 'h' });
    wait(200);
    rerender({ value: 'ha' });
    wait(299);
    expect(result.current).toBe('');
    wait(1);
    expect(result.current).toBe('ha');
  });
});
