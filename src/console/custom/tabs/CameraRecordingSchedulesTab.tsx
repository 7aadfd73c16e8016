import { Suspense, useState } from 'react';
import { addDays } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../fields/format.ts';
import { formatDay, parseDay, todayIn } from '../../../shared/dateRange/calendarDay.ts';
import { useClock } from '../../dateRange/clock.ts';
import type { DateRange } from '../../../shared/dateRange/presets.ts';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { CustomTabProps } from '../customTypes.ts';
import { sharedPreloadable } from '../../../browser/preloadable.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';

const DateRangeControl = sharedPreloadable('dateRange', () => import('../../dateRange/DateRangeControl.tsx'));

/** Sources as the spec lists them: 'name (id)', one per block; a game schedule says so, its ids being another type's. */
export const sourceLabel = (source: { kind?: string; id: string; name: string }) =>
  source.kind === 'game_schedule' ? `${source.name} (game schedule ${source.id})` : `${source.name} (${source.id})`;

/** The week from today in the display time zone: what the tab opens on. */
const nextSevenDays = (timeZone: string, now: Date): DateRange => {
  const start = todayIn(timeZone, now);
  return { start, end: formatDay(addDays(parseDay(start), 6)) };
};

/**
 * A camera's Recording Schedules (spec 002 §2.10): a required date range (future days allowed) and the
 * periods the venue's recording blocks and its courts' game schedules make it record then, with their sources; times in the display time
 * zone, which also reads the range's days. The server bounds the range (at most 93 days) and says so.
 */
const CameraRecordingSchedulesTab = ({ record }: CustomTabProps) => {
  const { timeZone } = useDisplayTimeZone();
  const clock = useClock();
  const [dateRange, setDateRange] = useState<DateRange>(() => nextSevenDays(timeZone, clock()));
  const { data, error, isPending } = useConsoleQuery('cameraRecordingSchedules', { cameraId: record.id, dateRange, timeZone }, { retry: false });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Suspense fallback={null}>
          {/* The range is required: "All time" keeps the range shown. */}
          <DateRangeControl value={dateRange} onChange={(r) => r && setDateRange(r)} future timeZone={timeZone} />
        </Suspense>
        <Typography variant="body2" color="text.secondary">
          Times in {timeZone}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : isPending ? (
        <CircularProgress size={20} aria-label="Loading recording schedules" />
      ) : (
        <Table size="small" aria-label="Recording schedules">
          <TableHead>
            <TableRow>
              <TableCell>Start Time</TableCell>
              <TableCell>End Time</TableCell>
              <TableCell>Sources</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data!.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">No recordings are scheduled in this date range.</Typography>
                </TableCell>
              </TableRow>
            ) : (
              data!.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDateTime(row.startTime, timeZone)}</TableCell>
                  <TableCell>{formatDateTime(row.endTime, timeZone)}</TableCell>
                  <TableCell>
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {row.sources.map((s) => (
                        <li key={`${s.kind} ${s.id}`}>{sourceLabel(s)}</li>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

export default CameraRecordingSchedulesTab;
