import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { createActionOf, tabCreateActionOf } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

export interface CreateActionButtonProps {
  type: NormalizedType;
  routeOwner: RouteOwner;
  /** On an association tab: the field naming the parent record and the parent's id, filled in. */
  parent?: { field: string; id: string };
}

/**
 * The create action of a list (spec 000 §2.14) or of an association tab (Add Court on a venue's Courts
 * tab, with the venue filled in), for users whose role may create this type. A tab offers it only when
 * the action's form has the field naming the parent.
 */
export const CreateActionButton = ({ type, routeOwner, parent }: CreateActionButtonProps) => {
  const user = useActionUser();
  const [open, setOpen] = useState(false);
  const action = user && (parent ? tabCreateActionOf(type, parent.field, user.roles) : createActionOf(type, user.roles));
  if (!action) return null;
  return (
    <>
      <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActionDialog
            type={type}
            action={action}
            records={[]}
            routeOwner={routeOwner}
            prefill={parent && { [parent.field]: { id: parent.id } }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
