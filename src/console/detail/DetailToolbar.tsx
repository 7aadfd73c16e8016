import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CONSOLE_BASE, listPath } from '../../metadata/naming.ts';
import { auditEventsPath } from '../audit/auditEventsPath.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import type { RoutedType } from '../routeType.ts';
import { routeOwnerFor, type RouteOwner } from '../../shared/routeOwner.ts';
import type { DetailRecord } from './DetailHeader.tsx';
import { recordActionsOf } from './recordActions.ts';
import { RecordActionButtons } from './RecordActionButtons.tsx';

// The History dialog loads when first opened: most visits to a record only read it.
const AuditDialog = lazy(() => import('../audit/AuditDialog.tsx'));

/**
 * The record's actions from its metadata (edit opens the form prefilled with the record; remove asks to
 * confirm, then goes back to the list), its History, and for platform admins the Audit Events list.
 */
export const DetailToolbar = ({ type, record, routeOwner }: { type: RoutedType; record: DetailRecord; routeOwner: RouteOwner }) => {
  const user = useDialogUser();
  const navigate = useNavigate();
  const [auditOpen, setAuditOpen] = useState(false);
  if (!user) return null;
  // After a removal: the type's list, or (detail pages only) the console home.
  const backToList = () => void navigate(type.list.route ? listPath(type.list.route, routeOwnerFor(type, routeOwner)) : CONSOLE_BASE);
  // Actions a tab shows (Add League Team on a league's Teams tab) are there, not here.
  const onTabs = new Set(type.tabs.flatMap((t) => t.actions ?? []));
  const actions = recordActionsOf(type, record, user).filter((a) => !onTabs.has(a.name));
  return (
    <Box role="toolbar" aria-label="Record actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <RecordActionButtons type={type} record={record} actions={actions} routeOwner={routeOwner} onRemoved={backToList} />
      <Button size="small" onClick={() => setAuditOpen(true)}>
        History
      </Button>
      {user.isAdmin && (
        <Button size="small" component={Link} to={auditEventsPath(type.typename, record.id)}>
          Audit Events
        </Button>
      )}
      <Suspense fallback={null}>
        {auditOpen && <AuditDialog type={type} id={record.id} name={record.readminName ?? record.id} onClose={() => setAuditOpen(false)} />}
      </Suspense>
    </Box>
  );
};
