import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PreformattedText } from './PreformattedText.tsx';
import { statusSections } from './statusSections.ts';

export const NO_STATUS_YET = 'No status has been reported yet.';

/**
 * A venue server's status entries (spec 002 §2.10) as a person reads them: a table per section under its
 * heading, each label beside its value, the value as the server sent it (line breaks and alignment kept).
 * `headingLevel` fits the page around it: 2 on the Status tab, deeper inside the Details table.
 */
export const StatusEntriesTable = ({ entries, headingLevel = 2 }: { entries: unknown; headingLevel?: 2 | 3 | 4 }) => {
  const sections = statusSections(entries);
  if (sections.length === 0) return <Typography color="text.secondary">{NO_STATUS_YET}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {sections.map(({ section, entries: rows }) => (
        <Box key={section} component="section" aria-label={section}>
          <Typography variant="subtitle1" component={`h${headingLevel}`} sx={{ fontWeight: 600, mb: 0.5 }}>
            {section}
          </Typography>
          <Table size="small" aria-label={section}>
            <TableBody>
              {rows.map((e, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row" sx={{ width: '30%', verticalAlign: 'top', color: 'text.secondary' }}>
                    {e.label}
                  </TableCell>
                  <TableCell>
                    <PreformattedText label={e.label}>{e.value}</PreformattedText>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
};
