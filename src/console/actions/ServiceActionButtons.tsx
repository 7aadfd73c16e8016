import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../routeOwner.ts';
import { serviceActionsOf } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

interface ServiceActionButtonsProps {
  type: NormalizedType & { route: string };
  routeOwner: RouteOwner;
  /** Called once an action has run, instead of refreshing the page's data (the Ops Warnings page says what happens next). */
  onDone?: (action: NormalizedAction) => void;
}

/** The list's service actions (e.g. Re-check on Ops Warnings): they act on no selected record. */
export const ServiceActionButtons = ({ type, routeOwner, onDone }: ServiceActionButtonsProps) => {
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
          <ActionDialog
            type={type}
            action={open}
            records={[]}
            routeOwner={routeOwner}
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
