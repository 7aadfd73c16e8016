import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDebounced } from '../hooks/useDebounced.ts';

/** Reports `next` unless it is the text last reported or last received from outside; returns it. */
const reportNew = (committed: RefObject<string>, commit: RefObject<(text: string) => void>, next: string) => {
  if (next !== committed.current) {
    committed.current = next;
    commit.current(next);
  }
  return next;
};

/**
 * A text box's own text, reported through `onCommit` once typing pauses (useDebounced: the spec's 300 ms).
 * More than useDebounced because the box owns its text: a new value from outside (back and forward in the
 * history, a reset) replaces the text unless it is what this box last reported, and Enter cannot wait —
 * `flush` reports the pending text at once and returns it.
 */
export const useDebouncedInput = (value: string, onCommit: (text: string) => void) => {
  const [text, setText] = useState(value);
  const settled = useDebounced(text);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  // The latest callback, for the effect below: updated after each render, before any event runs.
  useLayoutEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  // After a flush or an outside value the settled text is what was committed: nothing is reported twice.
  useEffect(() => void reportNew(committed, commit, settled), [settled]);

  return [text, setText, () => reportNew(committed, commit, text)] as const;
};
