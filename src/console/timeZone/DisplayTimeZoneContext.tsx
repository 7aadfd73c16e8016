import { createContext, useContext } from 'react';
import { browserTimeZone } from './displayTimeZone.ts';

export interface DisplayTimeZone {
  timeZone: string;
  /** Remembers a choice for this browser session. */
  setTimeZone: (timeZone: string) => void;
}

export const DisplayTimeZoneContext = createContext<DisplayTimeZone>({ timeZone: browserTimeZone(), setTimeZone: () => undefined });

/** The time zone date-times are shown in. */
export const useDisplayTimeZone = (): DisplayTimeZone => useContext(DisplayTimeZoneContext);
