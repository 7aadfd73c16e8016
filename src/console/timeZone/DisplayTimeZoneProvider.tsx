import { useMemo, useState, type ReactNode } from 'react';
import { DisplayTimeZoneContext } from './DisplayTimeZoneContext.tsx';
import { resolveTimeZone, storeTimeZone, storedTimeZone } from './displayTimeZone.ts';

/**
 * Provides the display time zone: the session's choice, else `routeOwnerTimeZone`, else the time zone of
 * the record on the page (useRecordTimeZone), else the browser's.
 */
export const DisplayTimeZoneProvider = ({ routeOwnerTimeZone, children }: { routeOwnerTimeZone?: string | null; children: ReactNode }) => {
  const [stored, setStored] = useState(storedTimeZone);
  const [recordTimeZone, setRecordTimeZone] = useState<string | null>(null);
  const value = useMemo(
    () => ({
      timeZone: resolveTimeZone(stored, routeOwnerTimeZone ?? recordTimeZone),
      setTimeZone: (timeZone: string) => {
        storeTimeZone(timeZone);
        setStored(timeZone);
      },
      showRecordTimeZone: setRecordTimeZone,
      zoneOfRecordPage: (recordZone: string | null) => resolveTimeZone(stored, routeOwnerTimeZone ?? recordZone),
    }),
    [stored, routeOwnerTimeZone, recordTimeZone],
  );
  return <DisplayTimeZoneContext.Provider value={value}>{children}</DisplayTimeZoneContext.Provider>;
};
