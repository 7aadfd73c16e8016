import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Registry, Role } from '../../metadata/normalized.ts';
import { mayRead } from '../detail/recordActions.ts';
import { orgDownloadUrl, type OrgDownloadFile } from './orgDownloadUrl.ts';

export interface OrgDownloadLinksProps {
  registry: Registry;
  orgId: string;
  roles: Role[];
}

/** A plain link the browser downloads with the session cookie: the server answers the file as an attachment. */
const DownloadLink = ({ label, orgId, file, params }: { label: string; orgId: string; file: OrgDownloadFile; params?: Record<string, string> }) => (
  <Button variant="outlined" size="small" startIcon={<DownloadIcon />} href={orgDownloadUrl(orgId, file, params)} download>
    {label}
  </Button>
);

const DateBox = ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
  <TextField
    type="date"
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/**
 * The organisation's CSV downloads (spec 002 §7 "Downloads by link"): team members, new team members with a
 * game over a range of days, and the nightly gamesheet of a day. Empty dates keep the server's defaults, in the
 * organisation's time zone: the last 7 days, and yesterday. Each shows only to roles that may read its rows.
 */
export const OrgDownloadLinks = ({ registry, orgId, roles }: OrgDownloadLinksProps) => {
  const [range, setRange] = useState({ from: '', to: '' });
  const [day, setDay] = useState('');
  const members = mayRead(registry.types.TeamMember, roles);
  const games = mayRead(registry.types.Game, roles);
  if (!members && !games) return null;
  return (
    <Stack spacing={2} component="section" aria-label="Downloads">
      <Typography variant="h6" component="h2">
        Downloads
      </Typography>
      {members && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <DownloadLink label="Team members CSV" orgId={orgId} file="team_members.csv" />
          <DownloadLink label="Team members in active leagues" orgId={orgId} file="team_members.csv" params={{ active_leagues_only: 'true' }} />
        </Stack>
      )}
      {members && games && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DateBox label="Joined from" value={range.from} onChange={(from) => setRange((r) => ({ ...r, from }))} />
          <DateBox label="Joined to" value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
          <DownloadLink label="New team members with a game" orgId={orgId} file="new_team_members_with_game.csv" params={range} />
        </Stack>
      )}
      {games && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DateBox label="Games on" value={day} onChange={setDay} />
          <DownloadLink label="Gamesheet" orgId={orgId} file="nightly_gamesheet.csv" params={{ date: day }} />
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        Empty dates mean the last 7 days and yesterday, in the organisation&apos;s time zone.
      </Typography>
    </Stack>
  );
};
