import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { useParams } from 'react-router-dom';
import { routeType } from '../routeType.ts';
import { GenericList } from './GenericList.tsx';

/** Route element of /readmin/[orgs/:orgId/]<route>: the type's generic list in the URL's scope. */
const ListPage = ({ typename }: { typename?: string }) => {
  const { orgId, apiPartnerId, route } = useParams();
  const type = routeType(typename, route, apiPartnerId);
  if (!type) return <ConsoleNotFound />;
  return <GenericList type={type} scope={{ orgId, apiPartnerId }} />;
};

export default ListPage;
