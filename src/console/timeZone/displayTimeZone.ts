/**
 * The display time zone applies to the browser session only (spec 000 §2.16, §9), hence sessionStorage.
 * Without a choice the console uses the time zone of the organisation or API partner in the URL, else that
 * of the record on the page, else the browser's (docs/time-zones.md).
 */
const STORAGE_KEY = 'readmin.displayTimeZone';

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const storedTimeZone = (storage: Storage | undefined = globalThis.sessionStorage): string | null => {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
};

export const storeTimeZone = (timeZone: string, storage: Storage | undefined = globalThis.sessionStorage): void => {
  try {
    storage?.setItem(STORAGE_KEY, timeZone);
  } catch {
    // the choice then lasts until the page is reloaded
  }
};

/** The session's choice, else the route owner's time zone, else the browser's. */
export const resolveTimeZone = (stored: string | null, routeOwnerTimeZone: string | null | undefined): string =>
  stored ?? routeOwnerTimeZone ?? browserTimeZone();

/** Spec 000 §2.16 quick picks. */
export const QUICK_TIME_ZONES = ['Pacific/Auckland', 'Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide', 'Asia/Manila'];
