import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export interface ReadminLabel {
  content: string;
  detail?: string | null;
  description?: string | null;
  type: string;
}

const COLOURS = { warning: 'warning', success: 'success', error: 'error', info: 'info' } as const;

/** The record's labels as coloured chips; a label type the console does not know is shown uncoloured. */
export const RecordLabels = ({ labels }: { labels: ReadminLabel[] }) =>
  labels.length === 0 ? null : (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Labels">
      {labels.map((l, i) => (
        <Tooltip key={i} title={l.description ?? ''}>
          <Chip size="small" color={COLOURS[l.type as keyof typeof COLOURS] ?? 'default'} label={l.detail ? `${l.content}: ${l.detail}` : l.content} />
        </Tooltip>
      ))}
    </Stack>
  );
