import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { recordPath } from '../../shared/naming.ts';
import type { RouteOwner } from '../routeOwner.ts';

/** The record's name, linking to its detail page under the same route owner as the list. */
export const RecordNameLink = ({
  route,
  record,
  routeOwner,
}: {
  route: string;
  record: { id: unknown; readminName?: unknown };
  routeOwner: RouteOwner;
}) => (
  <MuiLink component={Link} to={recordPath(route, String(record.id), routeOwner)}>
    {String(record.readminName ?? record.id)}
  </MuiLink>
);
