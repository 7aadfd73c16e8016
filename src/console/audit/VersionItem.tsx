import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { formatDateTime } from '../fields/format.ts';
import { changedBy, changeRows, eventLabel, type AuditVersion } from './auditChanges.ts';

/** One version: when, who (or through what), the event, and each changed field before → after. */
export const VersionItem = ({ version, type, timeZone }: { version: AuditVersion; type?: NormalizedType; timeZone: string }) => {
  const rows = changeRows(type, version, timeZone);
  return (
    <Box component="li" aria-label="Version" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Chip
          size="small"
          label={eventLabel(version.event)}
          color={version.event === 'destroy' ? 'error' : version.event === 'create' ? 'success' : 'default'}
        />
        <Typography variant="body2">{formatDateTime(version.createdAt, timeZone)}</Typography>
        <Typography variant="body2" color="text.secondary">
          by {changedBy(version)}
        </Typography>
      </Box>
      {rows.length > 0 && (
        <Table size="small" aria-label="Changes">
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.field}>
                <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary' }}>
                  {r.field}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {r.before} → {r.after}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
