import { useEffect, useState } from 'react';

/** Spec 000 §9: search waits 300 ms after the last keystroke (list search, home search, pickers). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stayed the same for `delay` ms: what a search sends while the user is still typing.
 *
 * @example const term = useDebounced(text); // fetch with `term`; `term !== text` while a search is pending
 */
export const useDebounced = <T>(value: T, delay = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
