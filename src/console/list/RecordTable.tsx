import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { columnFields } from '../../shared/list/listColumns.ts';
import { columnSort } from './columnSort.ts';
import { nameColumnOf, nameLinkFieldOf } from './nameColumn.ts';
import { RecordLink, type LinkedObject } from '../fields/RecordLink.tsx';
import { NoData } from './NoData.tsx';
import { RecordNameLink } from './RecordNameLink.tsx';
import { RecordLabels, type ReadminLabel } from '../detail/RecordLabels.tsx';
import { AllRowsCheckbox, RowCheckbox } from './selection/RowCheckbox.tsx';
import { useRowSelection } from './selection/useRowSelection.ts';

type Row = Record<string, unknown> & { id: string };

export interface RecordTableProps {
  type: NormalizedType;
  route?: string | null;
  routeOwner?: RouteOwner;
  /** In an association tab: the field naming the parent record, whose column is left out. */
  parentField?: string;
  emptyText?: string;
  /** A checkbox column for bulk actions. */
  selectable?: boolean;
  /** The list's order option and its setter: headers of columns a declared order sorts by become sort buttons. */
  order?: { current: string | null | undefined; select: (orderOption: string) => void };
  /** A last column of each row's own actions (rows of a type without pages, which are edited where they are listed). */
  rowActions?: (record: Row) => ReactNode;
}

/** A column's header: its label, and a sort button when a declared order option sorts by it. */
const ColumnHeader = ({ type, field, order }: { type: NormalizedType; field: NormalizedField; order: RecordTableProps['order'] }) => {
  const sort = order && columnSort(type.list.orderOptions, field.name, order.current);
  if (!sort || !order) return <TableCell>{field.label}</TableCell>;
  return (
    <TableCell sortDirection={sort.active ? sort.direction : false}>
      <TableSortLabel active={sort.active} direction={sort.direction} onClick={() => order.select(sort.next)}>
        {field.label}
      </TableSortLabel>
    </TableCell>
  );
};

/**
 * The table view of a list context: list.columns, each cell by its field type, the name linking to the
 * detail page when `route` is given. A plain MUI table: react-admin's DataTable would add its code to the
 * first list page.
 */
export const RecordTable = ({ type, route, routeOwner = {}, parentField, emptyText, selectable = false, order, rowActions }: RecordTableProps) => {
  const { data, isPending } = useListContext<Row>();
  const selection = useRowSelection();
  const nameField = nameColumnOf(type).field;
  const fields = columnFields(type, { routeOwner, parentField });
  const linkField = nameLinkFieldOf(type);
  /** The name, linking to the record's page, or for a record without pages to the record its name is drawn from. */
  const nameLink = (record: Row) => {
    if (route) return <RecordNameLink route={route} record={record} routeOwner={routeOwner} />;
    const via = linkField ? (record[linkField] as LinkedObject | null | undefined) : null;
    const name = String(record.readminName ?? record.id);
    return via?.readminUrl ? <RecordLink object={{ id: record.id, readminName: name, readminUrl: via.readminUrl }} /> : name;
  };
  // The record's labels (a game's issues) under its name, as on its page.
  const name = (record: Row) => (
    <>
      {nameLink(record)}
      <RecordLabels labels={(record.readminLabels as ReadminLabel[] | undefined) ?? []} sx={{ mt: 0.5 }} />
    </>
  );
  if (!isPending && !data?.length) return <NoData text={emptyText} />;
  // aria-busy: the header shows before the first page's rows arrive; assistive tech (and tests) can tell an empty body from a loading one.
  return (
    <Table size="small" aria-busy={isPending}>
      <TableHead>
        <TableRow>
          {selectable && (
            <TableCell padding="checkbox">
              <AllRowsCheckbox selection={selection} />
            </TableCell>
          )}
          {nameField === null && <TableCell>Name</TableCell>}
          {fields.map((f) => (
            <ColumnHeader key={f.name} type={type} field={f} order={order} />
          ))}
          {rowActions && <TableCell align="right">Actions</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.map((record) => (
          <TableRow key={record.id} hover selected={selectable && selection.isSelected(record.id)}>
            {selectable && (
              <TableCell padding="checkbox">
                <RowCheckbox id={record.id} name={String(record.readminName ?? record.id)} selection={selection} />
              </TableCell>
            )}
            {nameField === null && <TableCell>{name(record)}</TableCell>}
            {fields.map((f) => (
              <TableCell key={f.name}>{f.name === nameField ? name(record) : <FieldDisplay field={f} record={record} />}</TableCell>
            ))}
            {rowActions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {rowActions(record)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
