import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Loading } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { useDialogUser } from '../dialogs/useDialogUser.ts';
import { NoData } from '../list/NoData.tsx';
import { registry } from '../registry.ts';
import { NoteItem } from './NoteItem.tsx';
import { useRecordNotes, type NoteRow } from './useRecordNotes.ts';

const ActionDialog = lazy(() => import('../dialogs/ActionDialog.tsx'));

// Read when rendered: the Note type loads with the detail page (consoleIndex.json), after this module.
const noteType = () => registry.types.Note as NormalizedType & { route: string };
const actionsOf = (kinds: NormalizedAction['kind'][], roles: string[]) =>
  noteType().actions.filter((a) => kinds.includes(a.kind) && a.roles.some((r) => roles.includes(r)));

/**
 * The System Notes tab of every record: its notes newest first, and adding, editing and removing them
 * through the Note type's own actions (so their fields, roles and confirmations come from metadata).
 */
export const NotesTab = ({ typename, id }: { typename: string; id: string }) => {
  const { notes, isPending, error, hasMore, loadMore } = useRecordNotes(typename, id);
  const user = useDialogUser();
  const [open, setOpen] = useState<{ action: NormalizedAction; note?: NoteRow } | null>(null);
  const roles = user?.roles ?? [];
  const create = actionsOf(['create'], roles)[0];
  const itemActions = actionsOf(['update', 'remove'], roles);
  return (
    <Box sx={{ p: 2 }}>
      {create && (
        <Button variant="outlined" size="small" onClick={() => setOpen({ action: create })}>
          {create.label}
        </Button>
      )}
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        !notes.length && <NoData text="There is no data to display." />
      )}
      <Box component="ul" aria-label="System Notes" sx={{ p: 0, m: 0 }}>
        {notes.map((note) => (
          <NoteItem key={note.id} note={note} actions={itemActions} onAction={(action) => setOpen({ action, note })} />
        ))}
      </Box>
      {hasMore && (
        <Button size="small" onClick={loadMore}>
          Load More
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ActionDialog
            type={noteType()}
            action={open.action}
            records={open.note ? [open.note] : []}
            fixed={open.note ? undefined : { itemType: typename, itemId: Number(id) }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </Box>
  );
};
