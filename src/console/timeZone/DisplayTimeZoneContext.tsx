import { createContext, useContext, useEffect } from 'react';
import { browserTimeZone } from './displayTimeZone.ts';

export interface DisplayTimeZone {
  timeZone: string;
  /** Remembers a choice for this browser session. */
  setTimeZone: (timeZone: string) => void;
  /** The time zone of the record a page shows (a venue's, an organisation's), or null when it leaves the page. */
  showRecordTimeZone: (timeZone: string | null) => void;
}

/** A display time zone that nothing changes: the default, and what stories and tests pin. */
export const fixedTimeZone = (timeZone: string): DisplayTimeZone => ({ timeZone, setTimeZone: () => undefined, showRecordTimeZone: () => undefined });

export const DisplayTimeZoneContext = createContext<DisplayTimeZone>(fixedTimeZone(browserTimeZone()));

/** The time zone date-times are shown in. */
export const useDisplayTimeZone = (): DisplayTimeZone => useContext(DisplayTimeZoneContext);

/**
 * A detail page of a record with its own time zone (a field on the timeZones source, e.g. a venue's) shows
 * times in it when the URL names no organisation or API partner and the session has no choice: a Sydney
 * venue's page reads in Sydney time, not the browser's.
 */
export const useRecordTimeZone = (timeZone: unknown): void => {
  const { showRecordTimeZone } = useDisplayTimeZone();
  const zone = typeof timeZone === 'string' && timeZone ? timeZone : null;
  useEffect(() => {
    showRecordTimeZone(zone);
    return () => showRecordTimeZone(null);
  }, [zone, showRecordTimeZone]);
};
