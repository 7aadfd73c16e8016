import { useMemo, useState, type ReactNode } from 'react';
import { DisplayTimeZoneContext } from './DisplayTimeZoneContext.tsx';
import { resolveTimeZone, storeTimeZone, storedTimeZone } from './displayTimeZone.ts';

/** Provides the display time zone: the session's choice, else `scopeTimeZone`, else the browser's. */
export const DisplayTimeZoneProvider = ({ scopeTimeZone, children }: { scopeTimeZone?: string | null; children: ReactNode }) => {
  const [stored, setStored] = useState(storedTimeZone);
  const value = useMemo(
    () => ({
      timeZone: resolveTimeZone(stored, scopeTimeZone),
      setTimeZone: (timeZone: string) => {
        storeTimeZone(timeZone);
        setStored(timeZone);
      },
    }),
    [stored, scopeTimeZone],
  );
  return <DisplayTimeZoneContext.Provider value={value}>{children}</DisplayTimeZoneContext.Provider>;
};
