import Alert from '@mui/material/Alert';
import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { isCustomComponent } from '../../shared/customComponents.ts';
import { CUSTOM_TABS, type CustomTabProps, type LazyComponent } from './customComponents.ts';

/**
 * The hand-written tab a metadata tab names (`component`), loaded when first shown. check:metadata (M701)
 * refuses names that are not registered; a stale registry still says so rather than showing nothing.
 */
export const CustomTab = (props: CustomTabProps) => {
  const name = props.tab.component ?? '';
  if (!isCustomComponent('tab', name))
    return <Alert severity="error">{`Tab component '${name}' is not registered (src/console/custom/customComponents.ts).`}</Alert>;
  const Component: LazyComponent<CustomTabProps> = CUSTOM_TABS[name];
  return (
    <Suspense fallback={<Loading />}>
      <Component {...props} />
    </Suspense>
  );
};
