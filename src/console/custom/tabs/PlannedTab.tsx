import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { CustomComponentName } from '../../../shared/customComponents.ts';
import type { CustomTabProps } from '../customComponents.ts';

/** What each tab not built yet will show (spec 002 §2.10), so the page says so instead of showing nothing. */
const WILL_SHOW: Partial<Record<CustomComponentName<'tab'>, string>> = {
  apiGameScheduleResult: 'The result of this game schedule as the API partner receives it.',
};

/** A hand-written tab that is declared in metadata but not built yet. */
const PlannedTab = ({ tab }: CustomTabProps) => (
  <Alert severity="info">
    <AlertTitle>{`${tab.label} is not available yet`}</AlertTitle>
    {WILL_SHOW[tab.component as CustomComponentName<'tab'>] ?? ''}
  </Alert>
);

export default PlannedTab;
