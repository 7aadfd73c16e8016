import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { REFEREE_PAGE_TITLE, RefereeManagementScreen } from './RefereeManagementScreen.tsx';

/** Route element of /readmin/orgs/:orgId/games/manage_referees (spec 002 §2.10). */
const RefereeManagementPage = () => {
  const { orgId } = useParams();
  if (!orgId || !/^\d+$/.test(orgId)) return <ConsoleNotFound />;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={REFEREE_PAGE_TITLE} />
      <RefereeManagementScreen key={orgId} orgId={orgId} />
    </Box>
  );
};

export default RefereeManagementPage;
