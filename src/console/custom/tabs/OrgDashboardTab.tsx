import Stack from '@mui/material/Stack';
import { useDialogUser } from '../../dialogs/useDialogUser.ts';
import { OrgDownloadLinks } from '../../downloads/OrgDownloadLinks.tsx';
import type { CustomTabProps } from '../customComponents.ts';
import PlannedTab from './PlannedTab.tsx';
import VideoBlockPanel from './orgDashboard/VideoBlockPanel.tsx';

/**
 * An organisation's Dashboard tab. Its four panels (spec 002 §2.10) come with the special pages; until then
 * it says so, and already offers the organisation's CSV downloads, where its admins look for them.
 */
const OrgDashboardTab = (props: CustomTabProps) => {
  const user = useDialogUser();
  return (
    <Stack spacing={3}>
      <PlannedTab {...props} />
      <VideoBlockPanel record={props.record} />
      {user && <OrgDownloadLinks registry={props.registry} orgId={props.record.id} roles={user.roles} />}
    </Stack>
  );
};

export default OrgDashboardTab;
