import Grid from '@mui/material/Grid';
import { useDialogUser } from '../../dialogs/useDialogUser.ts';
import type { CustomTabProps } from '../customTypes.ts';
import { LinksPanel } from './orgDashboard/LinksPanel.tsx';
import { ScorekeeperPanel } from './orgDashboard/ScorekeeperPanel.tsx';
import { StatsPanel } from './orgDashboard/StatsPanel.tsx';
import VideoBlockPanel from './orgDashboard/VideoBlockPanel.tsx';

/**
 * An organisation's Dashboard tab (spec 002 §2.10): a grid of its panels, Video Block, Scorekeeper, Links and Stats.
 * Each panel reads what it shows itself.
 */
const OrgDashboardTab = ({ registry, record }: CustomTabProps) => {
  const user = useDialogUser();
  const orgId = String(record.id);
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <VideoBlockPanel record={record} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ScorekeeperPanel orgId={orgId} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{user && <LinksPanel registry={registry} orgId={orgId} roles={user.roles} />}</Grid>
      <Grid size={12}>
        <StatsPanel orgId={orgId} />
      </Grid>
    </Grid>
  );
};

export default OrgDashboardTab;
