import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { recordPath } from '../../metadata/naming.ts';
import { formatDateTime } from '../fields/format.ts';
import type { OpsWarningTable } from './opsWarningRequests.ts';
import { isDateTime, orderedRows, sortsByTime } from './warningTableOrder.ts';

/** A detail value as text: date-times in the display time zone, other values as they are, JSON for anything nested. */
const cellText = (value: unknown, timeZone: string): string => {
  if (value === null || value === undefined) return '';
  if (isDateTime(value)) return formatDateTime(value, timeZone);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** One table of a category: a column per detail attribute, then the warning itself, linked to its page. */
export const OpsWarningTableView = ({ table, name, route, timeZone }: { table: OpsWarningTable; name: string; route: string; timeZone: string }) => (
  <>
    <Table size="small" aria-label={name}>
      <TableHead>
        <TableRow>
          {table.columns.map((c) => (
            <TableCell key={c.key}>{c.label}</TableCell>
          ))}
          <TableCell>About</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orderedRows(table).map((row) => (
          <TableRow key={row.id}>
            {row.cells.map((value, i) => (
              <TableCell key={table.columns[i]?.key ?? i}>{cellText(value, timeZone)}</TableCell>
            ))}
            <TableCell>
              <Link to={recordPath(route, row.id)}>{row.subject}</Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    {sortsByTime(table) && (
      <Typography variant="caption" color="text.secondary">
        Newest {table.columns[0].label.toLowerCase()} first.
      </Typography>
    )}
  </>
);
