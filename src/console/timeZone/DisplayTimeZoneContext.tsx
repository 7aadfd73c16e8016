import { createContext, useContext, useEffect, useMemo } from 'react';
import { browserTimeZone } from './displayTimeZone.ts';

export interface DisplayTimeZone {
  timeZone: string;
  /** Remembers a choice for this browser session. */
  setTimeZone: (timeZone: string) => void;
  /** The time zone of the record a page shows (a venue's, an organisation's), or null when it leaves the page. */
  showRecordTimeZone: (timeZone: string | null) => void;
  /** The zone a page of a record in `recordTimeZone` reads in: the session's choice or the URL's owner come first. */
  zoneOfRecordPage: (recordTimeZone: string | null) => string;
}

/** A display time zone that nothing changes: the default, and what stories and tests pin. */
export const fixedTimeZone = (timeZone: string): DisplayTimeZone => ({
  timeZone,
  setTimeZone: () => undefined,
  showRecordTimeZone: () => undefined,
  zoneOfRecordPage: () => timeZone,
});

export const DisplayTimeZoneContext = createContext<DisplayTimeZone>(fixedTimeZone(browserTimeZone()));

/** The time zone date-times are shown in. */
export const useDisplayTimeZone = (): DisplayTimeZone => useContext(DisplayTimeZoneContext);

/**
 * A record's page reads in the zone the record's times belong to (its organisation's, else its venue's or API
 * partner's: readminTimeZone, docs/time-zones.md) when the URL names no organisation or API partner and the
 * session has no choice, so /readmin/teams/5 reads as /readmin/orgs/1/teams/5 and the team's public form do.
 * Returns the display time zone the page's contents are to be given (DisplayTimeZoneContext.Provider).
 */
export const useRecordTimeZone = (timeZone: unknown): DisplayTimeZone => {
  const display = useDisplayTimeZone();
  const { showRecordTimeZone, zoneOfRecordPage } = display;
  const zone = typeof timeZone === 'string' && timeZone ? timeZone : null;
  // The frame (its footer) hears of the zone after this render; the page's own times must not wait for it.
  useEffect(() => {
    showRecordTimeZone(zone);
    return () => showRecordTimeZone(null);
  }, [zone, showRecordTimeZone]);
  const pageZone = zoneOfRecordPage(zone);
  return useMemo(() => ({ ...display, timeZone: pageZone }), [display, pageZone]);
};
