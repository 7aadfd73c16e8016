import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useListContext } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import { bulkActionsOf, isAvailable } from './listActions.ts';
import { useActionUser } from './useActionUser.ts';

// Dialogs load when first opened: most list visits never run an action.
const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

type Row = Record<string, unknown> & { id: string };

/**
 * The selected rows and the bulk actions the user may run on them: actions of the user's roles whose
 * availability condition holds over the selected records.
 */
export const BulkActionBar = ({ type, routeOwner }: { type: NormalizedType & { route: string }; routeOwner: RouteOwner }) => {
  const { data = [], selectedIds = [], onUnselectItems } = useListContext<Row>();
  const user = useActionUser();
  const [open, setOpen] = useState<NormalizedAction | null>(null);
  const selection = data.filter((r) => selectedIds.includes(r.id));
  if (!selection.length) return null;
  const actions = user ? bulkActionsOf(type, user.roles).filter((a) => isAvailable(a, selection, user)) : [];
  return (
    <Box role="toolbar" aria-label="Bulk actions" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.selected' }}>
      <Typography variant="body2">{selection.length} selected</Typography>
      {actions.map((a) => (
        <Button key={a.name} size="small" variant="outlined" color={a.kind === 'remove' ? 'error' : 'primary'} onClick={() => setOpen(a)}>
          {a.label}
        </Button>
      ))}
      <Button size="small" sx={{ ml: 'auto' }} onClick={() => onUnselectItems()}>
        Clear selection
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActionDialog type={type} action={open} records={selection} routeOwner={routeOwner} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
};
