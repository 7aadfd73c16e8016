import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useClock } from '../../dateRange/clock.ts';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import { formatWallClock } from '../../fields/format.ts';

const UNITS: [limit: number, seconds: number, name: string][] = [
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [Infinity, 86_400, 'day'],
];

/** How long ago `then` was, in words: 'just now' under a minute, else whole minutes, hours or days. */
export const agoText = (then: Date, now: Date): string => {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const [, size, name] = UNITS.find(([limit]) => seconds < limit)!;
  const n = Math.floor(seconds / size);
  return `${n} ${name}${n === 1 ? '' : 's'} ago`;
};

/** How often the words are brought up to date while the tab is open. */
const TICK_MS = 15_000;

/**
 * When the snapshot on show was taken (Camera.snapshotTakenAt, set by the venue server API): how long ago,
 * and the time as the console shows times, in the display time zone. A camera whose picture came before
 * the venue server sent one says the time is not known.
 */
export const SnapshotTakenAt = ({ takenAt }: { takenAt: string | null }) => {
  const clock = useClock();
  const { timeZone } = useDisplayTimeZone();
  // A render now and then keeps 'n minutes ago' true while the tab stays open.
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const now = clock();
  if (!takenAt)
    return (
      <Typography variant="body2" color="text.secondary">
        When this picture was taken is not known: the venue server has sent no snapshot yet.
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary" aria-label="Snapshot time">
      Taken {agoText(new Date(takenAt), now)}, {formatWallClock(takenAt, timeZone)} ({timeZone})
    </Typography>
  );
};
