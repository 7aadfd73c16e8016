import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import type { ConsoleScope } from '../scope.ts';
import { columnFields } from './listColumns.ts';
import { nameColumnOf } from './nameColumn.ts';
import { RecordNameLink } from './RecordNameLink.tsx';

type Row = Record<string, unknown> & { id: string };

export const NoData = ({ text = 'No data to display' }: { text?: string }) => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {text}
  </Typography>
);

/**
 * The table view of a list context: list.columns, each cell by its field type, the name linking to the
 * detail page when `route` is given. A plain MUI table: react-admin's DataTable would add ~35 KB gzip
 * to the first list page. Row selection for bulk actions reads the list context's selectedIds /
 * onToggleItem when actions arrive, so it slots in here as a first column.
 */
export const RecordTable = ({ type, route, scope = {}, emptyText }: { type: NormalizedType; route?: string | null; scope?: ConsoleScope; emptyText?: string }) => {
  const { data, isPending } = useListContext<Row>();
  const nameField = nameColumnOf(type).field;
  const fields = columnFields(type);
  const name = (record: Row) => (route ? <RecordNameLink route={route} record={record} scope={scope} /> : String(record.readminName ?? record.id));
  if (!isPending && !data?.length) return <NoData text={emptyText} />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {nameField === null && <TableCell>Name</TableCell>}
          {fields.map((f) => (
            <TableCell key={f.name}>{f.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.map((record) => (
          <TableRow key={record.id} hover>
            {nameField === null && <TableCell>{name(record)}</TableCell>}
            {fields.map((f) => (
              <TableCell key={f.name}>{f.name === nameField ? name(record) : <FieldDisplay field={f} record={record} />}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
