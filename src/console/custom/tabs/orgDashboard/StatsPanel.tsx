import { Suspense, useState } from 'react';
import { addDays } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDay, parseDay, todayIn } from '../../../../shared/dateRange/calendarDay.ts';
import { useClock } from '../../../dateRange/clock.ts';
import type { DateRange } from '../../../../shared/dateRange/presets.ts';
import { useDisplayTimeZone } from '../../../timeZone/DisplayTimeZoneContext.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import type { OrgStats } from './orgStatsRequest.ts';
import { statCount, streamHours } from './statsFormat.ts';
import { sharedPreloadable } from '../../../../browser/preloadable.ts';
import { useConsoleQuery } from '../../../operations/useConsoleQuery.ts';

const DateRangeControl = sharedPreloadable('dateRange', () => import('../../../dateRange/DateRangeControl.tsx'));

/** The last 30 days up to today in the display time zone: what the panel opens on (the control's 'Last 30 Days'). */
export const lastThirtyDays = (timeZone: string, now: Date): DateRange => {
  const end = todayIn(timeZone, now);
  return { start: formatDay(addDays(parseDay(end), -29)), end };
};

/** The figures in the order shown, each with what it counts (the server's definitions, src/server/dashboard/orgStats.ts). */
const FIGURES: { key: keyof OrgStats; label: string; help: string; format: (n: number) => string }[] = [
  { key: 'gamesCount', label: 'Games', help: "Games of the organisation's leagues played in the range", format: statCount },
  { key: 'activePlayersCount', label: 'Active players', help: "People on those games' rosters as players", format: statCount },
  { key: 'activeUsersCount', label: 'Active users', help: 'Users linked to those players', format: statCount },
  { key: 'activeUsersWithEmailCount', label: 'Active users with email', help: 'Those users our emails reach (not unsubscribed)', format: statCount },
  { key: 'liveStreamsCount', label: 'Live streams', help: "Live streams on the organisation's courts that started in the range", format: statCount },
  { key: 'liveStreamsDurationSec', label: 'Live stream hours', help: 'Their total length', format: streamHours },
];

/**
 * The Dashboard's Stats panel (spec 002 §2.10, §2.11): a date range (default the last 30 days; All time; the server
 * takes at most a year for a range and says so) and the organisation's six figures over it, days read in the display time zone.
 */
export const StatsPanel = ({ orgId }: { orgId: string }) => {
  const { timeZone } = useDisplayTimeZone();
  const clock = useClock();
  // null: All time.
  const [dateRange, setDateRange] = useState<DateRange | null>(() => lastThirtyDays(timeZone, clock()));
  const { data: stats, error, isPending } = useConsoleQuery('orgStats', { orgId, dateRange, timeZone }, { retry: false });
  return (
    <DashboardCard title="Stats">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Suspense fallback={null}>
          <DateRangeControl value={dateRange} onChange={setDateRange} future={false} timeZone={timeZone} openedWith="last30Days" />
        </Suspense>
        <Typography variant="body2" color="text.secondary">
          Days in {timeZone}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : isPending ? (
        <CircularProgress size={20} aria-label="Loading stats" />
      ) : !stats ? (
        <Typography color="text.secondary">No figures for this organisation.</Typography>
      ) : (
        <Box component="dl" aria-label="Figures" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, m: 0 }}>
          {FIGURES.map((f) => (
            <Box key={f.key} title={f.help} sx={{ m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }} aria-label={f.label}>
                {f.format(stats[f.key])}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
};
