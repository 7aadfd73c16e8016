import { useEffect, useState } from 'react';

/** Spec 000 §9: search is debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export const useDebouncedValue = <T>(value: T, delay = SEARCH_DEBOUNCE_MS): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
