import MuiLink from '@mui/material/Link';
import { recordPath } from '../../metadata/naming.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';

/** The record's name, linking to its detail page under the same route owner as the list (a plain <a>, as RecordLink's). */
export const RecordNameLink = ({
  route,
  record,
  routeOwner,
}: {
  route: string;
  record: { id: unknown; readminName?: unknown };
  routeOwner: RouteOwner;
}) => <MuiLink href={recordPath(route, String(record.id), routeOwner)}>{String(record.readminName ?? record.id)}</MuiLink>;
