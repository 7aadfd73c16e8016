import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { DetailRecord } from './DetailHeader.tsx';
import { recordActionsOf } from './recordActions.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

/**
 * A row's own actions (edit, remove, …) where a type has no page of its own: a team's roster entry is
 * edited and removed on the team's Roster tab. The same actions, roles and availability as a record page's
 * toolbar; the server checks them again.
 */
export const RowActions = ({ type, record, routeOwner }: { type: NormalizedType; record: DetailRecord; routeOwner: RouteOwner }) => {
  const user = useDialogUser();
  const [open, setOpen] = useState<NormalizedAction | null>(null);
  if (!user) return null;
  const name = String(record.readminName ?? `${type.label.singular} #${record.id}`);
  return (
    <>
      {recordActionsOf(type, record, user).map((action) => (
        <Button
          key={action.name}
          size="small"
          color={action.kind === 'remove' ? 'error' : 'primary'}
          aria-label={`${action.label} ${name}`}
          onClick={() => setOpen(action)}
        >
          {action.label}
        </Button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <ActionDialog type={type} action={open} records={[record]} routeOwner={routeOwner} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
};
