import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { recordPath } from '../../shared/naming.ts';
import type { ConsoleScope } from '../scope.ts';

/** The record's name, linking to its detail page in the same scope as the list. */
export const RecordNameLink = ({ route, record, scope }: { route: string; record: { id: unknown; readminName?: unknown }; scope: ConsoleScope }) => (
  <MuiLink component={Link} to={recordPath(route, String(record.id), scope)}>
    {String(record.readminName ?? record.id)}
  </MuiLink>
);
