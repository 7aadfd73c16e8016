import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CONSOLE_BASE } from '../../../../metadata/naming.ts';
import { ValueResult } from '../../../dialogs/results/ValueResult.tsx';
import type { CurrentUser } from '../../../auth/currentUser.ts';
import { DashboardCard } from './DashboardCard.tsx';

/**
 * The Dashboard's Scorekeeper panel (spec 002 §2.10): the scorekeeper app's address (currentUser.scorekeeperUrl)
 * with Copy, and what it is for. The organisation's scorekeepers sign in there with their Scorekeeper Users.
 */
export const ScorekeeperPanel = ({ orgId, copy }: { orgId: string; copy?: (text: string) => Promise<boolean> }) => {
  const { identity } = useGetIdentity();
  const url = (identity as Partial<CurrentUser> | undefined)?.scorekeeperUrl;
  return (
    <DashboardCard title="Scorekeeper">
      <Stack spacing={2}>
        <Typography variant="body2">
          Scorekeepers keep the score of your games live, at the court, on a phone or tablet: the score shows on the game&apos;s video and live
          stream. Send them this link; they sign in with their scorekeeper user (
          <Link component={RouterLink} to={`${CONSOLE_BASE}/orgs/${orgId}/scorekeeper_users`}>
            Scorekeeper Users
          </Link>
          ).
        </Typography>
        {url ? (
          <ValueResult label="Scorekeeper link" text={url} copiedMessage="Scorekeeper link copied to clipboard" copy={copy} />
        ) : (
          <Typography color="text.secondary">
            {identity
              ? 'This server has no scorekeeper app configured (SCOREKEEPER_URL), so there is no link to send.'
              : 'Loading the scorekeeper link…'}
          </Typography>
        )}
      </Stack>
    </DashboardCard>
  );
};
