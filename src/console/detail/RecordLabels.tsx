import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { HoverTooltip } from '../controls/HoverTooltip.tsx';

export interface ReadminLabel {
  content: string;
  detail?: string | null;
  description?: string | null;
  type: string;
}

const COLOURS = { warning: 'warning', success: 'success', error: 'error', info: 'info' } as const;

/** "Inactive: since May": the content, and its detail when there is one. */
const labelText = (l: Pick<ReadminLabel, 'content' | 'detail'>): string => (l.detail ? `${l.content}: ${l.detail}` : l.content);

/** The record's labels as coloured chips, the description as a tooltip; an unknown label type is shown uncoloured. */
export const RecordLabels = ({ labels, sx }: { labels: ReadminLabel[]; sx?: SxProps<Theme> }) =>
  labels.length === 0 ? null : (
    <Stack direction="row" sx={[{ gap: 1, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]} role="group" aria-label="Labels">
      {labels.map((l, i) => (
        <HoverTooltip key={i} title={l.description ?? ''}>
          <Chip size="small" color={COLOURS[l.type as keyof typeof COLOURS] ?? 'default'} label={labelText(l)} />
        </HoverTooltip>
      ))}
    </Stack>
  );
