import Alert from '@mui/material/Alert';
import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { isCustomComponent } from '../../metadata/customComponents.ts';
import { useConsoleComponents } from './ConsoleComponentsContext.ts';
import type { CustomTabProps } from './customTypes.ts';

/**
 * The hand-written tab a metadata tab names (`component`), loaded when first shown. check:metadata (M701)
 * refuses names that are not registered; a stale registry still says so rather than showing nothing.
 */
export const CustomTab = (props: CustomTabProps) => {
  const { tabs } = useConsoleComponents();
  const name = props.tab.component ?? '';
  const Component = isCustomComponent('tab', name) ? tabs[name] : undefined;
  if (!Component) return <Alert severity="error">{`Tab component '${name}' is not registered (src/console/custom/customComponents.ts).`}</Alert>;
  return (
    <Suspense fallback={<Loading />}>
      <Component {...props} />
    </Suspense>
  );
};
