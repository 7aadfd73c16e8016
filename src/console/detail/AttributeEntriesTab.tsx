import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { AttributeValue, type AttributeEntry } from '../fields/attributeDisplays.tsx';
import { NoData } from '../list/NoData.tsx';

/** The Details tab: readminAttributeEntries as label / value rows. */
export const AttributeEntriesTab = ({ entries }: { entries: AttributeEntry[] }) =>
  entries.length === 0 ? (
    <NoData text="There is no data to display." />
  ) : (
    <Table size="small" aria-label="Details">
      <TableBody>
        {entries.map((entry, i) => (
          <TableRow key={i}>
            <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary' }}>
              <Tooltip title={entry.description ?? ''}>
                <span>{entry.label}</span>
              </Tooltip>
            </TableCell>
            <TableCell>
              <AttributeValue entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
