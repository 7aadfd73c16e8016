import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../home/useDebouncedValue.ts';

/**
 * A text box's own text, reported `delay` ms after the last change. A new value from outside (back and
 * forward in the history, a reset) replaces the text unless it is what this box last reported.
 * `flush` reports the pending text at once and returns it.
 */
export const useDebouncedInput = (value: string, onCommit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) => {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commit = useRef(onCommit);
  // The latest callback, for the timer to call: updated after each render, before any event runs.
  useLayoutEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next !== committed.current) {
      committed.current = next;
      commit.current(next);
    }
    return next;
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(next), delay);
  };
  return [text, change, () => report(text)] as const;
};
