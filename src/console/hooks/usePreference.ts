import { useCallback } from 'react';
import { useStore } from 'react-admin';

const PREFIX = 'readmin.preference.';

const readSaved = <T>(key: string, valid: (v: unknown) => v is T): T | undefined => {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(PREFIX + key) ?? 'null') as unknown;
    return valid(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A display preference of this browser (a list's grid or table, its card size), kept in react-admin's store
 * for the page and in localStorage across visits. The console's store lives for the page only (list state is
 * in the URL), so the few preferences that should outlast a reload are saved here, each checked on reading.
 *
 * @example const [view, setView] = usePreference(`listView.${type.typename}`, 'table', isListView);
 */
export const usePreference = <T>(key: string, fallback: T, valid: (v: unknown) => v is T): [T, (value: T) => void] => {
  const [value, setValue] = useStore<T>(PREFIX + key, readSaved(key, valid) ?? fallback);
  const save = useCallback(
    (next: T) => {
      setValue(next);
      try {
        globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage: the preference then lasts for the page.
      }
    },
    [key, setValue],
  );
  return [valid(value) ? value : fallback, save];
};
