import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { typeIndex } from '../../registry.ts';
import { cellOf, columnsOf, countOf, headerOf, recordCellOf, type Cell, type Item } from './structuredValue.ts';

/** A plain <a>: the app's one click listener routes console paths (see RecordLink.tsx). */
const CellView = ({ cell }: { cell: Cell }) => (cell.href ? <MuiLink href={cell.href}>{cell.text}</MuiLink> : <>{cell.text}</>);

/** A list of items: how many, then a row each, the record it is first as a link when the answer says which type. */
const ItemsTable = ({ label, items, recordType }: { label: string; items: Item[]; recordType?: string }) => {
  const columns = columnsOf(items);
  const records = items.map((i) => recordCellOf(i, recordType, typeIndex));
  const linked = records.some(Boolean);
  return (
    <>
      <Typography sx={{ mb: 1 }}>{countOf(items, label, recordType, typeIndex)}</Typography>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {linked && <TableCell>Record</TableCell>}
            {columns.map((c) => (
              <TableCell key={c}>{headerOf(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, i) => (
            <TableRow key={i}>
              {linked && <TableCell>{records[i] && <CellView cell={records[i]} />}</TableCell>}
              {columns.map((c) => (
                <TableCell key={c} sx={{ whiteSpace: 'pre-wrap' }}>
                  <CellView cell={cellOf(item, c, typeIndex)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

/** One object: a label / value row per key. */
const ItemRows = ({ label, item }: { label: string; item: Item }) => (
  <Table size="small" aria-label={label}>
    <TableBody>
      {columnsOf([item]).map((c) => (
        <TableRow key={c}>
          <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary' }}>
            {headerOf(c)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
            <CellView cell={cellOf(item, c, typeIndex)} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/**
 * A value an operation answered as JSON, shown as a person reads it rather than as JSON: a list of objects as a
 * table (records of the answer's type linked by name), an object as label / value rows.
 */
export const StructuredResult = ({ label, data, recordType }: { label: string; data: Item | Item[]; recordType?: string }) =>
  Array.isArray(data) ? <ItemsTable label={label} items={data} recordType={recordType} /> : <ItemRows label={label} item={data} />;
