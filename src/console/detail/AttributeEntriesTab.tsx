import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AttributeValue, type AttributeEntry } from '../fields/attributeDisplays.tsx';
import { NoData } from '../list/NoData.tsx';
import { HoverTooltip } from '../controls/HoverTooltip.tsx';

const isUnset = (entry: AttributeEntry): boolean =>
  entry.type === 'null' || entry.value === '' || (entry.type === 'readmin_objects' && !entry.objects?.length && entry.value == null);

/** An empty value says so, rather than leaving a blank that looks like a rendering fault. */
const NotSet = () => (
  <Typography component="span" color="text.disabled" aria-label="Not set">
    —
  </Typography>
);

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
              <HoverTooltip title={entry.description ?? ''}>
                <span>{entry.label}</span>
              </HoverTooltip>
            </TableCell>
            <TableCell>{isUnset(entry) ? <NotSet /> : <AttributeValue entry={entry} />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
