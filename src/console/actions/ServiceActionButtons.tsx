import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../routeOwner.ts';
import { serviceActionsOf } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

/** The list's service actions (e.g. Re-check on Ops Warnings): they act on no selected record. */
export const ServiceActionButtons = ({ type, routeOwner }: { type: NormalizedType & { route: string }; routeOwner: RouteOwner }) => {
  const user = useActionUser();
  const [open, setOpen] = useState<NormalizedAction | null>(null);
  const actions = user ? serviceActionsOf(type, user) : [];
  return (
    <>
      {actions.map((a) => (
        <Button key={a.name} variant="outlined" size="small" onClick={() => setOpen(a)}>
          {a.label}
        </Button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <ActionDialog type={type} action={open} records={[]} routeOwner={routeOwner} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
};
