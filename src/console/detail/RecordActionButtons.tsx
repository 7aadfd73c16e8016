import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { DetailRecord } from './DetailHeader.tsx';

// Dialogs load when first opened: most visits to a record only read it.
const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

interface RecordActionButtonsProps {
  type: NormalizedType;
  record: DetailRecord;
  actions: NormalizedAction[];
  routeOwner: RouteOwner;
  /** After a removal (the record is gone): where to go instead of refreshing. */
  onRemoved?: () => void;
}

/** One button per action of a record, each opening its dialog with the record as the selection. */
export const RecordActionButtons = ({ type, record, actions, routeOwner, onRemoved }: RecordActionButtonsProps) => {
  const [open, setOpen] = useState<NormalizedAction | null>(null);
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.name}
          size="small"
          variant="outlined"
          color={action.kind === 'remove' ? 'error' : 'primary'}
          onClick={() => setOpen(action)}
        >
          {action.label}
        </Button>
      ))}
      <Suspense fallback={null}>
        {open && (
          <ActionDialog
            type={type}
            action={open}
            records={[record]}
            routeOwner={routeOwner}
            onClose={() => setOpen(null)}
            onDone={open.kind === 'remove' ? onRemoved : undefined}
          />
        )}
      </Suspense>
    </>
  );
};
