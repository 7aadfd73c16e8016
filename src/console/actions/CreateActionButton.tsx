import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../routeOwner.ts';
import { createActionOf } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

/** The list's create action (spec 000 §2.14), for users whose role may create this type. */
export const CreateActionButton = ({ type, routeOwner }: { type: NormalizedType & { route: string }; routeOwner: RouteOwner }) => {
  const user = useActionUser();
  const [open, setOpen] = useState(false);
  const action = user && createActionOf(type, user.roles);
  if (!action) return null;
  return (
    <>
      <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActionDialog type={type} action={action} records={[]} routeOwner={routeOwner} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
