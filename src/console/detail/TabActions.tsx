import Box from '@mui/material/Box';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { DetailRecord } from './DetailHeader.tsx';
import { recordActionsOf } from './recordActions.ts';
import { RecordActionButtons } from './RecordActionButtons.tsx';

/** The record's actions a tab declares (Add League Team, Remove League Teams on a league's Teams tab), as the toolbar offers them. */
export const TabActions = ({
  type,
  record,
  names,
  routeOwner,
}: {
  type: NormalizedType;
  record: DetailRecord;
  names: string[];
  routeOwner: RouteOwner;
}) => {
  const user = useDialogUser();
  if (!user) return null;
  const actions = recordActionsOf(type, record, user).filter((a) => names.includes(a.name));
  if (!actions.length) return null;
  return (
    <Box role="toolbar" aria-label="Tab actions" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>
      <RecordActionButtons type={type} record={record} actions={actions} routeOwner={routeOwner} />
    </Box>
  );
};
