import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import type { CustomTabProps } from '../customTypes.ts';
import type { LeaderboardSegment } from './tabQueries.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';

/** How far a row moved since the previous round: up in green, down in red, nothing when unchanged or unknown. */
const RankChange = ({ diff }: { diff: number | null }) => {
  if (!diff) return null;
  const up = diff > 0;
  const label = `${up ? 'Up' : 'Down'} ${Math.abs(diff)}`;
  const Icon = up ? ArrowDropUpIcon : ArrowDropDownIcon;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', alignItems: 'center', color: up ? 'success.main' : 'error.main', ml: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      <span aria-hidden>{Math.abs(diff)}</span>
    </Box>
  );
};

/** One segment as a table: head columns first (the rank carries its change), then 'short name - name' columns. */
const SegmentTable = ({ segment }: { segment: LeaderboardSegment }) => (
  <Box component="section" aria-label={segment.title}>
    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
      {segment.title}
    </Typography>
    <TableContainer>
      <Table size="small" aria-label={segment.title}>
        <TableHead>
          <TableRow>
            {segment.headColumns.map((label) => (
              <TableCell key={`head ${label}`}>{label}</TableCell>
            ))}
            {segment.columns.map((c) => (
              <TableCell key={c.shortName} align="right">{`${c.shortName} - ${c.name}`}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {segment.rows.map((row) => (
            <TableRow key={`${row.rank} ${row.headCells.join(' ')}`}>
              {row.headCells.map((cell, i) => (
                <TableCell key={i}>
                  {cell}
                  {i === 0 && <RankChange diff={row.rankDiff} />}
                </TableCell>
              ))}
              {row.cells.map((cell, i) => (
                <TableCell key={i} align="right">
                  {cell.stringValue}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Box>
);

/** A leaderboard's Content tab (spec 002 §2.10): one table per segment, titled by the segment. */
const LeaderboardContentTab = ({ record }: CustomTabProps) => {
  const { data, isPending, error } = useConsoleQuery('leaderboardContent', { id: record.id });
  if (isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Loading leaderboard…</Typography>
      </Box>
    );
  if (error) return <Alert severity="error">{`The leaderboard could not be loaded: ${(error as Error).message}`}</Alert>;
  const segments = data ?? [];
  if (!segments.length) return <Typography color="text.secondary">This leaderboard has no entries yet.</Typography>;
  return (
    <Stack spacing={4}>
      {segments.map((segment) => (
        <SegmentTable key={segment.title} segment={segment} />
      ))}
    </Stack>
  );
};

export default LeaderboardContentTab;
