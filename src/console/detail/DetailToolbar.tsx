import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NormalizedAction } from '../../metadata/normalized.ts';
import { CONSOLE_BASE, listPath } from '../../shared/naming.ts';
import { auditEventsPath } from '../audit/auditEventsPath.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import type { RoutedType } from '../routeType.ts';
import { routeOwnerFor, type RouteOwner } from '../routeOwner.ts';
import type { DetailRecord } from './DetailHeader.tsx';
import { recordActionsOf } from './recordActions.ts';

// Dialogs load when first opened: most visits to a record only read it.
const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));
const AuditDialog = lazy(() => import('../audit/AuditDialog.tsx'));

type Open = { action: NormalizedAction } | { audit: true } | null;

/**
 * The record's actions from its metadata (edit opens the form prefilled with the record; remove asks to
 * confirm, then goes back to the list), its History, and for platform admins the Audit Events list.
 */
export const DetailToolbar = ({ type, record, routeOwner }: { type: RoutedType; record: DetailRecord; routeOwner: RouteOwner }) => {
  const user = useDialogUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  if (!user) return null;
  const close = () => setOpen(null);
  // After a removal: the type's list, or (detail pages only) the console home.
  const backToList = () => void navigate(type.list.route ? listPath(type.list.route, routeOwnerFor(type, routeOwner)) : CONSOLE_BASE);
  return (
    <Box role="toolbar" aria-label="Record actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {recordActionsOf(type, record, user).map((action) => (
        <Button
          key={action.name}
          size="small"
          variant="outlined"
          color={action.kind === 'remove' ? 'error' : 'primary'}
          onClick={() => setOpen({ action })}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={() => setOpen({ audit: true })}>
        History
      </Button>
      {user.isAdmin && (
        <Button size="small" component={Link} to={auditEventsPath(type.typename, record.id)}>
          Audit Events
        </Button>
      )}
      <Suspense fallback={null}>
        {open && 'action' in open && (
          <ActionDialog
            type={type}
            action={open.action}
            records={[record]}
            routeOwner={routeOwner}
            onClose={close}
            onDone={open.action.kind === 'remove' ? backToList : undefined}
          />
        )}
        {open && 'audit' in open && <AuditDialog type={type} id={record.id} name={record.readminName ?? record.id} onClose={close} />}
      </Suspense>
    </Box>
  );
};
