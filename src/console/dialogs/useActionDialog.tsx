import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useRefresh } from 'react-admin';
import type { NormalizedAction } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { ActionDialogProps } from './actionDialogProps.ts';

// The dialog framework loads on the first dialog opened, so a page that only lists records never downloads it.
const ActionDialog = lazy(() => import('./ActionDialog.tsx'));

type Row = ActionDialogProps['records'][number];

/**
 * Opens the metadata dialog of an action over some records: a list's bulk actions (batch edit with
 * 'Multiple values', type-to-confirm removal) or a record's toolbar. `onDone` runs after a success
 * (e.g. clear the selection); the page's data is refreshed either way.
 *
 * @example const dialog = useActionDialog(type, routeOwner, { onDone: () => onUnselectItems() });
 *          <Button onClick={() => dialog.open(action, selectedRows)}>Edit</Button>{dialog.element}
 */
export const useActionDialog = (type: ActionDialogProps['type'], routeOwner: RouteOwner = {}, { onDone }: { onDone?: () => void } = {}) => {
  const [opened, setOpened] = useState<{ action: NormalizedAction; records: Row[] } | null>(null);
  const refresh = useRefresh();
  const close = () => setOpened(null);
  const element: ReactNode = opened && (
    <Suspense fallback={null}>
      <ActionDialog
        type={type}
        action={opened.action}
        records={opened.records}
        routeOwner={routeOwner}
        onClose={close}
        onDone={onDone && (() => (onDone(), refresh(), close()))}
      />
    </Suspense>
  );
  return { open: (action: NormalizedAction, records: Row[]) => setOpened({ action, records }), close, element };
};
