import { ConsoleNotFound } from '../ConsoleNotFound.tsx';
import { useParams } from 'react-router-dom';
import { registry } from '../registry.ts';
import { useRouteType } from '../routeType.ts';
import { GenericDetail } from './GenericDetail.tsx';

/** Route element of /readmin/[orgs/:orgId/]<route>/:id. */
const DetailPage = ({ typename }: { typename?: string }) => {
  const { id, orgId, apiPartnerId } = useParams();
  const type = useRouteType(typename, 'detail');
  if (!type || !id) return <ConsoleNotFound />;
  return <GenericDetail registry={registry} type={type} id={id} routeOwner={{ orgId, apiPartnerId }} />;
};

export default DetailPage;
