import { Suspense, useState } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify } from 'react-admin';
import { confirmationAsked, serverReasons } from '../dialogs/serverErrors.ts';
import type { DateRange } from '../../shared/dateRange/presets.ts';
import { formatDateTime } from '../fields/format.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useConsoleClient, useConsoleQuery } from '../operations/useConsoleQuery.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { RefereePersonPicker } from './RefereePersonPicker.tsx';
import { REFEREE_DEFAULT_PAGE_SIZE, REFEREE_PAGE_SIZES, type RefereeCandidate, type RefereeEntry, type RefereeGameRow } from './refereeTypes.ts';
import { sharedPreloadable } from '../../browser/preloadable.ts';

const DateRangeControl = sharedPreloadable('dateRange', () => import('../dateRange/DateRangeControl.tsx'));

/** The page's title and subheader (spec 002 §2.10). */
export const REFEREE_PAGE_TITLE = 'Referee Game Management';
export const REFEREE_PAGE_SUBHEADER = 'Manage game access for referees';

/** A write the server asked the user to agree to first (making someone a referee): what to send again once they do. */
interface PendingConfirmation {
  message: string;
  game: RefereeGameRow;
  person: RefereeCandidate;
}

const errorText = (error: unknown) =>
  serverReasons(error)
    .map((r) => r.message)
    .join('; ');

/** The referee game person of `personId` in the game, if they referee it. */
const refereeOf = (game: RefereeGameRow, personId: string | undefined): RefereeEntry | undefined =>
  personId ? game.referees.find((r) => r.personId === personId) : undefined;

const RowActions = ({
  game,
  quick,
  busy,
  onAssign,
  onRemove,
}: {
  game: RefereeGameRow;
  quick: RefereeCandidate | null;
  busy: boolean;
  onAssign: () => void;
  onRemove: () => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const quickReferee = refereeOf(game, quick?.id);
  const removeDisabled = game.referees.length === 0 || (quick !== null && !quickReferee);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" variant="outlined" disabled={busy || (quick !== null && Boolean(quickReferee))} onClick={onAssign}>
        {quick ? `Assign ${quick.name}` : 'Assign Referee'}
      </Button>
      <IconButton size="small" aria-label={`More actions for ${game.title}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={busy || removeDisabled}
          onClick={() => {
            setAnchor(null);
            onRemove();
          }}
        >
          {quick ? `Remove ${quick.name}` : 'Remove Referee'}
        </MenuItem>
      </Menu>
    </Stack>
  );
};

/**
 * Referee Game Management (spec 002 §2.10): the organisation's games with their referees, and assigning or
 * removing a referee game by game. Quick Assign picks one person, so each row's action assigns (or removes)
 * that person directly; without it the row's action asks whom. Referees are game people with the referee
 * role (spec 002 §6): assigning is addGamePerson, removing gamePersonRemove.
 */
export const RefereeManagementScreen = ({ orgId }: { orgId: string }) => {
  const { timeZone } = useDisplayTimeZone();
  const client = useConsoleClient();
  const notify = useNotify();
  const [quick, setQuick] = useState<RefereeCandidate | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [venueId, setVenueId] = useState('');
  const [courtId, setCourtId] = useState('');
  const [search, setSearch] = useState('');
  const searchTerm = useDebounced(search);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(REFEREE_DEFAULT_PAGE_SIZE);
  const [busy, setBusy] = useState(false);
  const [assigning, setAssigning] = useState<RefereeGameRow | null>(null);
  const [assignee, setAssignee] = useState<RefereeCandidate | null>(null);
  const [removing, setRemoving] = useState<RefereeGameRow | null>(null);
  const [removed, setRemoved] = useState('');
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);

  const { data: places } = useConsoleQuery('refereePlaces', { orgId });
  const venues = places?.venues ?? [];
  const courts = (places?.courts ?? []).filter((c) => !venueId || c.venueId === venueId);
  const {
    data: games,
    error,
    isPending,
    refetch,
  } = useConsoleQuery(
    'refereeGames',
    { orgId, range: range && { ...range, timeZone }, venueId, courtId, searchTerm, page: page + 1, perPage },
    { placeholderData: (previous) => previous, retry: false },
  );
  const data = games?.rows;
  const total = games?.total ?? 0;
  const showVenue = !venueId && venues.length > 1;
  const filterChanged = () => setPage(0);

  const assign = async (game: RefereeGameRow, person: RefereeCandidate, confirmed = false) => {
    setBusy(true);
    try {
      await client.consoleMutation('assignReferee', { gameId: game.id, personId: person.id, confirmed });
      notify(`${person.name} assigned to ${game.title}`, { type: 'success' });
      await refetch();
    } catch (e) {
      const asked = confirmationAsked(e);
      if (asked && !confirmed) setConfirming({ message: asked, game, person });
      else notify(errorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (game: RefereeGameRow, referee: RefereeEntry) => {
    setBusy(true);
    try {
      await client.consoleMutation('removeReferee', { id: referee.id });
      notify(`${referee.name} removed from ${game.title}`, { type: 'success' });
      await refetch();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onAssign = (game: RefereeGameRow) => {
    if (quick) void assign(game, quick);
    else {
      setAssignee(null);
      setAssigning(game);
    }
  };
  const onRemove = (game: RefereeGameRow) => {
    const only = quick ? refereeOf(game, quick.id) : game.referees.length === 1 ? game.referees[0] : undefined;
    if (quick && only) void remove(game, only);
    else {
      setRemoved(only?.id ?? '');
      setRemoving(game);
    }
  };

  const columns = showVenue ? 6 : 5;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {REFEREE_PAGE_TITLE}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {REFEREE_PAGE_SUBHEADER}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <RefereePersonPicker orgId={orgId} label="Quick Assign" value={quick} onChange={setQuick} />
        <Suspense fallback={null}>
          <DateRangeControl
            value={range}
            onChange={(r) => {
              setRange(r);
              filterChanged();
            }}
            future
            timeZone={timeZone}
          />
        </Suspense>
        {venues.length > 1 && (
          <TextField
            select
            size="small"
            label="Venue"
            sx={{ minWidth: 200 }}
            value={venueId}
            onChange={(e) => {
              setVenueId(e.target.value);
              setCourtId('');
              filterChanged();
            }}
          >
            <MenuItem value="">All venues</MenuItem>
            {venues.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {courts.length > 1 && (
          <TextField
            select
            size="small"
            label="Court"
            sx={{ minWidth: 160 }}
            value={courtId}
            onChange={(e) => {
              setCourtId(e.target.value);
              filterChanged();
            }}
          >
            <MenuItem value="">All courts</MenuItem>
            {courts.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          placeholder="Search games..."
          slotProps={{ htmlInput: { 'aria-label': 'Search games' } }}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            filterChanged();
          }}
        />
      </Stack>
      {error ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : (
        <Box>
          <Table size="small" aria-label="Referee games">
            <TableHead>
              <TableRow>
                <TableCell>Played At</TableCell>
                {showVenue && <TableCell>Venue</TableCell>}
                <TableCell>Court</TableCell>
                <TableCell>Game</TableCell>
                <TableCell>Referees</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ visibility: 'hidden' }}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending ? (
                <TableRow>
                  <TableCell colSpan={columns}>
                    <CircularProgress size={20} aria-label="Loading games" />
                  </TableCell>
                </TableRow>
              ) : data!.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns}>
                    <Typography color="text.secondary">No games found.</Typography>
                  </TableCell>
                </TableRow>
              ) : (
                data!.map((game) => (
                  <TableRow key={game.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(game.playedAt, timeZone)}</TableCell>
                    {showVenue && <TableCell>{game.venue}</TableCell>}
                    <TableCell>{game.court}</TableCell>
                    <TableCell>{game.title}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {game.referees.map((r) => (
                          <Chip key={r.id} size="small" label={r.name} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <RowActions game={game} quick={quick} busy={busy} onAssign={() => onAssign(game)} onRemove={() => onRemove(game)} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={REFEREE_PAGE_SIZES}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
          />
        </Box>
      )}

      <Dialog open={assigning !== null} onClose={() => setAssigning(null)} fullWidth maxWidth="xs">
        <DialogTitle>Assign Referee</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{assigning?.title}</DialogContentText>
          <RefereePersonPicker orgId={orgId} label="Referee" value={assignee} onChange={setAssignee} autoFocus size="medium" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAssigning(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!assignee || busy}
            onClick={() => {
              const game = assigning!;
              setAssigning(null);
              void assign(game, assignee!);
            }}
          >
            Assign
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={removing !== null} onClose={() => setRemoving(null)} fullWidth maxWidth="xs">
        <DialogTitle>Remove Referee</DialogTitle>
        <DialogContent>
          <DialogContentText>{removing?.title}</DialogContentText>
          <RadioGroup aria-label="Referee to remove" value={removed} onChange={(e) => setRemoved(e.target.value)}>
            {removing?.referees.map((r) => (
              <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.name} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!removed || busy}
            onClick={() => {
              const game = removing!;
              setRemoving(null);
              void remove(
                game,
                game.referees.find((r) => r.id === removed)!,
              );
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} maxWidth="xs">
        <DialogTitle>Make Referee?</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              const pending = confirming!;
              setConfirming(null);
              void assign(pending.game, pending.person, true);
            }}
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
