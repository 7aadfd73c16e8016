import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomTabProps } from '../customTypes.ts';
import type { ApiGameScheduleResult, ResultSubmission } from './tabQueries.ts';
import { useConsoleQuery } from '../../operations/useConsoleQuery.ts';
import { formatDateTime } from '../../fields/format.ts';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';

export const NO_RESULT_YET = 'No result yet: the game has not been played.';

const FIXTURE_STATUS: Record<string, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

const dateTime = (iso: string | null | undefined, timeZone: string) => (iso ? formatDateTime(iso, timeZone) : '—');
const score = (value: number | null | undefined, forfeit?: boolean | null) => (value == null ? '—' : `${value}${forfeit ? ' (forfeit)' : ''}`);

/**
 * Scheduled, Played or Completed, from the game's times; a game the viewer may not read (an API partner's
 * admin sees a game of an organisation only by name) shows the fixture's own status instead.
 */
const gameStatus = (result: ApiGameScheduleResult) => {
  const game = result.game!;
  if (game.completedAt) return 'Completed';
  if (game.playedAt) return 'Played';
  if (game.homeScore == null && game.homeTeam == null) return FIXTURE_STATUS[result.status ?? ''] ?? 'Scheduled';
  return 'Scheduled';
};

/** The result as last sent to GameDay: the newest submission, its state and the provider's answer. */
const SentResult = ({ submissions }: { submissions: ResultSubmission[] }) => {
  const { timeZone } = useDisplayTimeZone();
  const latest = [...submissions].sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))[0];
  if (!latest) return <Typography color="text.secondary">No result has been sent to the provider.</Typography>;
  return (
    <Box component="section" aria-label="Sent to the provider">
      <Typography variant="subtitle1" component="h3">
        Sent to the provider
      </Typography>
      <Typography>{`${score(latest.homeScore)} - ${score(latest.awayScore)}, ${latest.state ?? 'unknown'} at ${dateTime(latest.submittedAt, timeZone)}${
        latest.responseStatus ? ` (HTTP ${latest.responseStatus})` : ''
      }`}</Typography>
      {latest.errorMessage && <Alert severity="warning">{latest.errorMessage}</Alert>}
      {submissions.length > 1 && <Typography color="text.secondary" variant="body2">{`${submissions.length} submissions in all.`}</Typography>}
    </Box>
  );
};

/**
 * An API game schedule's Result tab (spec 002 §2.9): the linked game's final score per team, its status
 * (scheduled, played, completed) and when it was played, and the result as sent to the provider (GameDay).
 */
const ApiGameScheduleResultTab = ({ record }: CustomTabProps) => {
  const { data: result, isPending, error } = useConsoleQuery('apiGameScheduleResult', { id: record.id });
  const { timeZone } = useDisplayTimeZone();
  if (isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Loading result…</Typography>
      </Box>
    );
  if (error) return <Alert severity="error">{`The result could not be loaded: ${(error as Error).message}`}</Alert>;
  if (!result) return <Typography color="text.secondary">This game schedule cannot be read.</Typography>;
  const game = result.game;
  if (!game)
    return (
      <Stack spacing={2}>
        <Typography>{NO_RESULT_YET}</Typography>
        <SentResult submissions={result.gameDaySubmissions} />
      </Stack>
    );
  const rows = [
    { side: 'Home', team: game.homeTeam ?? result.homeApiTeam, score: game.homeScore ?? result.homeScore, forfeit: game.homeForfeit },
    { side: 'Away', team: game.awayTeam ?? result.awayApiTeam, score: game.awayScore ?? result.awayScore, forfeit: game.awayForfeit },
  ];
  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          Game
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {game.readminUrl ? (
            <Link component={RouterLink} to={game.readminUrl}>
              {game.readminName}
            </Link>
          ) : (
            game.readminName
          )}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Status
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} aria-label="Status">
          {gameStatus(result)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Played at
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} aria-label="Played at">
          {dateTime(game.playedAt, timeZone)}
        </Typography>
      </Box>
      <Table size="small" aria-label="Final score" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Team</TableCell>
            <TableCell align="right">Score</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.side}>
              <TableCell>{r.side}</TableCell>
              <TableCell>{r.team?.readminName ?? '—'}</TableCell>
              <TableCell align="right">{score(r.score, r.forfeit)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <SentResult submissions={result.gameDaySubmissions} />
    </Stack>
  );
};

export default ApiGameScheduleResultTab;
