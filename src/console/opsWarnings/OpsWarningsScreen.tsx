import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading } from 'react-admin';
import { Link } from 'react-router-dom';
import { listPath } from '../../metadata/naming.ts';
import { ServiceActionButtons } from '../actions/ServiceActionButtons.tsx';
import { formatDateTime } from '../fields/format.ts';
import { useConsoleQuery } from '../operations/useConsoleQuery.ts';
import type { RoutedType } from '../routeType.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { OpsWarningCategory } from './opsWarningRequests.ts';
import { OpsWarningTableView } from './OpsWarningTableView.tsx';

/** The generic list of every warning (filters, Export as CSV), under the page's own route. */
export const ALL_WARNINGS_SEGMENT = 'all';

/** What the page says once a Re-check is queued: the job replaces the warnings a little later (spec 002 §2.3). */
export const RECHECK_STARTED = 'Re-check started. Please check back in a few minutes.';

const CategorySection = ({ category, route, timeZone }: { category: OpsWarningCategory; route: string; timeZone: string }) => (
  <Box component="section" aria-labelledby={`ops-${category.id}`}>
    <Typography id={`ops-${category.id}`} variant="h6" component="h2">
      {category.label} ({category.count})
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {category.description}
    </Typography>
    {category.count === 0 && <Typography variant="body2">None found by the last check.</Typography>}
    {category.truncated && (
      <Alert severity="info" sx={{ mb: 1 }}>
        Showing the first {category.tables.reduce((n, t) => n + t.rows.length, 0)} of {category.count}; filter the list of all warnings for the rest.
      </Alert>
    )}
    <Stack spacing={2}>
      {category.tables.map((table, i) => (
        <OpsWarningTableView
          key={table.columns.map((c) => c.key).join(',')}
          table={table}
          name={category.tables.length > 1 ? `${category.label}, table ${i + 1}` : category.label}
          route={route}
          timeZone={timeZone}
        />
      ))}
    </Stack>
  </Box>
);

/** How often the page asks whether a Re-check it started has finished. */
const RECHECK_POLL_MS = 5_000;

/** 'Last checked …' or 'Not checked yet', so an empty page is never read as "all clear" before any check ran. */
const LastChecked = ({ lastRunAt, timeZone }: { lastRunAt: string | null | undefined; timeZone: string }) =>
  lastRunAt === undefined ? null : (
    <Typography variant="body2" role="status">
      {lastRunAt ? `Last checked ${formatDateTime(lastRunAt, timeZone)}.` : 'Not checked yet: the checks run when the server starts, or on Re-check.'}
    </Typography>
  );

/**
 * /readmin/ops_warnings (spec 002 §2.3): the warnings grouped by category with a count each, each category a
 * table per set of detail attributes, and Re-check (the type's own action, checkOpsWarnings).
 */
export const OpsWarningsScreen = ({ type }: { type: RoutedType }) => {
  const { timeZone } = useDisplayTimeZone();
  const [rechecked, setRechecked] = useState(false);
  // After a Re-check, asked again until the run it started has finished; the warnings are read again for each run.
  const { data: lastRunAt } = useConsoleQuery('opsChecksLastRun', {}, { refetchInterval: rechecked ? RECHECK_POLL_MS : false });
  const { data: categories, isPending, error, refetch } = useConsoleQuery('opsWarningCategories', {});
  const [shownRun, setShownRun] = useState(lastRunAt);
  if (lastRunAt !== shownRun) {
    setShownRun(lastRunAt);
    if (shownRun !== undefined) {
      void refetch();
      setRechecked(false);
    }
  }
  const total = (categories ?? []).reduce((n, c) => n + c.count, 0);
  return (
    <Stack spacing={3} aria-busy={isPending}>
      <Box>
        <Typography variant="h5" component="h1">
          {type.label.plural}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {type.description}
        </Typography>
      </Box>
      <LastChecked lastRunAt={lastRunAt} timeZone={timeZone} />
      <Stack direction="row" spacing={1} role="toolbar" aria-label="Ops warnings actions">
        <ServiceActionButtons type={type} routeOwner={{}} onDone={() => setRechecked(true)} />
        <Button size="small" component={Link} to={`${listPath(type.route)}/${ALL_WARNINGS_SEGMENT}`}>
          All warnings as a list
        </Button>
      </Stack>
      {rechecked && (
        <Alert severity="success" onClose={() => setRechecked(false)}>
          {RECHECK_STARTED}
        </Alert>
      )}
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : total === 0 && lastRunAt === null ? (
        <Alert severity="info">No ops warnings yet: no check has run.</Alert>
      ) : total === 0 ? (
        <Alert severity="info">No ops warnings: every check passed when it last ran.</Alert>
      ) : (
        categories!.map((c) => <CategorySection key={c.id} category={c} route={type.route} timeZone={timeZone} />)
      )}
    </Stack>
  );
};
