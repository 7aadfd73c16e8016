import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { RecordLabels, type ReadminLabel } from './RecordLabels.tsx';

export interface DetailRecord extends Record<string, unknown> {
  id: string;
  readminName?: string;
  readminLogoUrl?: string | null;
  readminThumbnailUrl?: string | null;
  readminVideoUrl?: string | null;
  readminLabels?: ReadminLabel[];
}

/** Files this server serves (/readmin/files/...): the page's CSP plays media from its own origin only. */
const playable = (url: string | null | undefined): url is string => Boolean(url?.startsWith('/'));

/** Logo, name, type label, description, labels, the toolbar and the thumbnail (spec 002 §2.8). */
export const DetailHeader = ({ type, record, toolbar }: { type: NormalizedType; record: DetailRecord; toolbar?: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
    {record.readminLogoUrl && (
      <img src={record.readminLogoUrl} alt={`${record.readminName ?? ''} logo`} style={{ width: 56, height: 56, objectFit: 'contain' }} />
    )}
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {type.label.singular}
      </Typography>
      <Typography variant="h5" component="h1">
        {record.readminName ?? record.id}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {type.description}
      </Typography>
      <RecordLabels labels={record.readminLabels ?? []} />
      {toolbar}
    </Box>
    {playable(record.readminVideoUrl) ? (
      <video
        src={record.readminVideoUrl}
        poster={record.readminThumbnailUrl ?? undefined}
        controls
        muted
        preload="metadata"
        aria-label={`${record.readminName ?? ''} video`}
        style={{ width: 240, borderRadius: 4 }}
      />
    ) : (
      record.readminThumbnailUrl && (
        <img src={record.readminThumbnailUrl} alt={`${record.readminName ?? ''} thumbnail`} style={{ width: 160, borderRadius: 4 }} />
      )
    )}
  </Box>
);
