import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { serviceActionsOf, tabServiceActionsOf } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

interface ServiceActionButtonsProps {
  type: NormalizedType;
  routeOwner: RouteOwner;
  /** Called once an action has run, instead of refreshing the page's data (the Ops Warnings page says what happens next). */
  onDone?: (action: NormalizedAction) => void;
  /**
   * On an association tab: the argument naming the parent record and the parent's id, filled in; only the
   * type's create action is offered there, when it is a service operation taking that argument.
   */
  parent?: { field: string; id: string };
}

/**
 * The list's service actions (e.g. Re-check on Ops Warnings): they act on no selected record. On an
 * association tab, a create action that takes the parent as an argument (Add Credential on a partner's Credentials tab).
 */
export const ServiceActionButtons = ({ type, routeOwner, onDone, parent }: ServiceActionButtonsProps) => {
  const user = useActionUser();
  const [open, setOpen] = useState<NormalizedAction | null>(null);
  const actions = !user ? [] : parent ? tabServiceActionsOf(type, parent.field, user) : serviceActionsOf(type, user);
  return (
    <>
      {actions.map((a) => (
        <Button key={a.name} variant="outlined" size="small" onClick={() => setOpen(a)}>
          {a.label}
        </Button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <ActionDialog
            type={type}
            action={open}
            records={[]}
            routeOwner={routeOwner}
            prefill={parent && { [parent.field]: { id: parent.id } }}
            onClose={() => setOpen(null)}
            onDone={
              onDone &&
              (() => {
                setOpen(null);
                onDone(open);
              })
            }
          />
        </Suspense>
      )}
    </>
  );
};
