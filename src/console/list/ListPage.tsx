import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useRouteType } from '../routeType.ts';
import { GenericList } from './GenericList.tsx';

/** Route element of /readmin/[orgs/:orgId/]<route>: the type's generic list under the URL's route owner. */
const ListPage = ({ typename }: { typename?: string }) => {
  const { orgId, apiPartnerId } = useParams();
  const type = useRouteType(typename, 'list');
  if (!type) return <ConsoleNotFound />;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={type.label.plural} />
      <Typography variant="h5" component="h1">
        {type.label.plural}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {type.description}
      </Typography>
      <GenericList type={type} routeOwner={{ orgId, apiPartnerId }} />
    </Box>
  );
};

export default ListPage;
