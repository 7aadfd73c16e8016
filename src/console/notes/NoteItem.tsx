import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NormalizedAction } from '../../metadata/normalized.ts';
import { formatDateTime } from '../fields/format.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { NoteRow } from './useRecordNotes.ts';

export interface NoteItemProps {
  note: NoteRow;
  /** The Note actions the user may run on it (edit, remove). */
  actions: NormalizedAction[];
  onAction: (action: NormalizedAction, note: NoteRow) => void;
}

/** One note: its text, who wrote it and when (in the display time zone), and its actions. */
export const NoteItem = ({ note, actions, onAction }: NoteItemProps) => {
  const { timeZone } = useDisplayTimeZone();
  const edited = note.updatedAt && note.updatedAt !== note.createdAt;
  return (
    <Box component="li" aria-label="Note" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {note.author?.readminName ?? 'Unknown author'}
          {note.createdAt && ` · ${formatDateTime(note.createdAt, timeZone)}`}
          {edited && ' · edited'}
        </Typography>
        {actions.map((a) => (
          <Button key={a.name} size="small" color={a.kind === 'remove' ? 'error' : 'primary'} onClick={() => onAction(a, note)}>
            {a.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
