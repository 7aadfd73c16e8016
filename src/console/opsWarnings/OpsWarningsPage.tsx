import Box from '@mui/material/Box';
import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useRouteType } from '../routeType.ts';
import { OpsWarningsScreen } from './OpsWarningsScreen.tsx';

/** Route element of /readmin/ops_warnings: the page of spec 002 §2.3 in place of the type's generic list. */
const OpsWarningsPage = () => {
  const type = useRouteType('OpsWarning', 'list');
  if (!type) return <ConsoleNotFound />;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={type.label.plural} />
      <OpsWarningsScreen type={type} />
    </Box>
  );
};

export default OpsWarningsPage;
