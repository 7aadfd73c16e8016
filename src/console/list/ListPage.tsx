import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Permissions } from '../auth/currentUser.ts';
import { mayRead } from '../detail/recordActions.ts';
import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useRouteType } from '../routeType.ts';
import { GenericList } from './GenericList.tsx';
import { ListRefused } from './ListRefused.tsx';

/** Route element of /readmin/[orgs/:orgId/]<route>: the type's generic list under the URL's route owner. */
const ListPage = ({ typename }: { typename?: string }) => {
  const { orgId, apiPartnerId } = useParams();
  const type = useRouteType(typename, 'list');
  const { permissions } = usePermissions<Permissions | null>();
  if (!type) return <ConsoleNotFound />;
  // Known before asking: a type none of the viewer's roles may read gets the server's own words, and no request.
  const refused = permissions && !mayRead(type, permissions.roles);
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={type.label.plural} />
      <Typography variant="h5" component="h1">
        {type.label.plural}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {type.description}
      </Typography>
      {refused ? (
        <ListRefused message={`You may not read ${type.label.plural}.`} />
      ) : (
        <GenericList type={type} routeOwner={{ orgId, apiPartnerId }} />
      )}
    </Box>
  );
};

export default ListPage;
