import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Registry, Role } from '../../../../metadata/normalized.ts';
import { listPath } from '../../../../metadata/naming.ts';
import { mayRead } from '../../../detail/recordActions.ts';
import { OrgDownloadLinks } from '../../../downloads/OrgDownloadLinks.tsx';
import { addressOf } from '../../../inputs/urlTemplate/UrlTemplateInput.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import { useConsoleQuery } from '../../../operations/useConsoleQuery.ts';

const TEMPLATE_QUERY = 'publicLeaguePageUrlTemplate';
/** More pages than an organisation has leagues; the list page has them all. */
const PAGE_LIMIT = 50;

interface PageRow {
  id: string;
  title?: string | null;
  slug?: string | null;
  enabled?: boolean | null;
}

/** The organisation's public league pages (spec 000 §2.12), each at its public address, when it uses them. */
const PublicLeaguePages = ({ orgId }: { orgId: string }) => {
  const { data: pages, isPending } = useGetList<PageRow>('public_league_pages', {
    meta: { orgId },
    pagination: { page: 1, perPage: PAGE_LIMIT },
    filter: { enabled: true },
  });
  const { data: template } = useConsoleQuery('urlTemplate', { query: TEMPLATE_QUERY }, { staleTime: 5 * 60_000 });
  return (
    <Stack spacing={1} component="section" aria-label="Public league pages">
      <Typography variant="subtitle1" component="h3">
        Public league pages
      </Typography>
      {isPending || !template ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : !pages?.length ? (
        <Typography color="text.secondary">No public league pages are enabled.</Typography>
      ) : (
        <List dense disablePadding>
          {pages
            .filter((p) => p.enabled !== false)
            .map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText
                  primary={
                    <Link href={addressOf(template, p.slug ?? '')} target="_blank" rel="noopener">
                      {p.title}
                    </Link>
                  }
                  secondary={addressOf(template, p.slug ?? '')}
                />
              </ListItem>
            ))}
        </List>
      )}
      <Link component={RouterLink} to={listPath('public_league_pages', { orgId })} variant="body2">
        Manage public league pages
      </Link>
    </Stack>
  );
};

/**
 * The Dashboard's Links panel (spec 002 §2.10): the organisation's public league pages when it uses them
 * (Org.usePublicLeaguePages) and the viewer may read them, and its CSV downloads.
 */
export const LinksPanel = ({ registry, orgId, roles }: { registry: Registry; orgId: string; roles: Role[] }) => {
  const { data: org } = useConsoleQuery('org', { id: orgId });
  const pages = Boolean(org?.usePublicLeaguePages) && Boolean(registry.types.PublicLeaguePage) && mayRead(registry.types.PublicLeaguePage, roles);
  return (
    <DashboardCard title="Links">
      <Stack spacing={3}>
        {pages && <PublicLeaguePages orgId={orgId} />}
        <OrgDownloadLinks registry={registry} orgId={orgId} roles={roles} />
      </Stack>
    </DashboardCard>
  );
};
