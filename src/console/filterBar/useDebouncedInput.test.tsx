import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../hooks/useDebounced.ts';
import { useDebouncedInput } from './useDebouncedInput.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useDebouncedInput', () => {
  const setup = (value = '') => {
    const onCommit = vi.fn<(text: string) => void>();
    const hook = renderHook(({ value }) => useDebouncedInput(value, onCommit), { initialProps: { value } });
    return { onCommit, hook, text: () => hook.result.current[0], type: (t: string) => act(() => hook.result.current[1](t)) };
  };

  it('reports the text once typing pauses for 300 ms', () => {
    const { onCommit, type, text } = setup();
    type('ha');
    type('hawks');
    expect(text()).toBe('hawks');
    wait(299);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit.mock.calls).toEqual([['hawks']]);
  });

  it('flush reports the pending text at once, and the pause does not report it again', () => {
    const { onCommit, type, hook } = setup();
    type('glebe');
    let flushed = '';
    act(() => void (flushed = hook.result.current[2]()));
    expect(flushed).toBe('glebe');
    expect(onCommit.mock.calls).toEqual([['glebe']]);
    wait(SEARCH_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('takes a new value from outside without reporting it back', () => {
    const { onCommit, type, hook, text } = setup('perth');
    type('perth hawks');
    wait(SEARCH_DEBOUNCE_MS);
    hook.rerender({ value: 'perth hawks' }); // the parent applied it
    hook.rerender({ value: '' }); // Back in the history
    expect(text()).toBe('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onCommit.mock.calls).toEqual([['perth hawks']]);
  });
});
