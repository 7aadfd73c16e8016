import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { FIELD_LABELS, LISTS, type RegistrationEntry } from '../../../shared/publicApi/teamRegistrationRules.ts';
import { formatDateTime } from '../../fields/format.ts';
import { useDisplayTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { CustomTabProps } from '../customTypes.ts';

type Entry = Partial<Record<keyof RegistrationEntry, string | number | null>>;

interface SubmittedForm {
  id: string;
  submittedAt?: string | null;
  expiresAt?: string | null;
  players?: Entry[] | null;
  historicPlayers?: Entry[] | null;
  supporters?: Entry[] | null;
}

const EntryTable = ({ title, entries, active }: { title: string; entries: Entry[]; active: boolean }) => {
  const fields = (Object.keys(FIELD_LABELS) as (keyof RegistrationEntry)[]).filter((f) => active || f !== 'playerNumber');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No one listed.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {fields.map((f) => (
                <TableCell key={f}>{FIELD_LABELS[f]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e, i) => (
              <TableRow key={i}>
                {fields.map((f) => (
                  <TableCell key={f}>{e[f] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

/**
 * A team's Registration Form tab: the latest submission of the team's form (its lists as the coaches sent
 * them through the link), as tables rather than the raw JSON the form record holds.
 */
const TeamRegistrationSubmissionTab = ({ record }: CustomTabProps) => {
  const { timeZone } = useDisplayTimeZone();
  const formId = (record.teamRegistration as { id?: string } | null | undefined)?.id;
  const { data: form, isPending, error } = useGetOne<SubmittedForm>('team_registrations', { id: formId ?? '' }, { enabled: Boolean(formId) });
  if (!formId)
    return <Typography color="text.secondary">Registration is not enabled for this team (Enable Registration gives it a form).</Typography>;
  if (isPending) return <Typography color="text.secondary">Loading…</Typography>;
  if (error || !form) return <Typography color="error">The registration form could not be loaded.</Typography>;
  if (!form.submittedAt) return <Typography color="text.secondary">The registration form has not been submitted yet.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography>Submitted {formatDateTime(form.submittedAt, timeZone)}</Typography>
      {LISTS.map(({ name, title }) => (
        <EntryTable key={name} title={title} entries={form[name] ?? []} active={name === 'players'} />
      ))}
    </Box>
  );
};

export default TeamRegistrationSubmissionTab;
