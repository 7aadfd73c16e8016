import { useParams } from 'react-router-dom';
import { PublicPage } from './PublicPage.tsx';
import { usePublicQuery } from './usePublicQuery.ts';
import { ORIGINAL_VIDEO_FORM_QUERY, type OriginalVideoForm } from '../shared/publicApi/originalVideo.ts';
import { formatZonedDateTime } from '../shared/zonedDateTime.ts';

const box = { padding: '12px 16px', borderRadius: 8, margin: '16px 0' };

/** What the visitor may do with the original (spec 000 §4.2): download it, wait for its restore, or nothing (archived). */
const VideoState = ({ form }: { form: OriginalVideoForm }) => {
  if (form.blocked)
    return (
      <p role="status" style={{ ...box, background: '#fffaeb' }}>
        <strong>Video unavailable:</strong> the organisation has temporarily stopped all video. Please try this link again later.
      </p>
    );
  if (form.restoring)
    return (
      <p role="status" style={{ ...box, background: '#eff8ff' }}>
        The original video is being restored from the archive. This may take up to 12 hours; please come back to this link later.
      </p>
    );
  if (!form.downloadUrl)
    return (
      <p role="status" style={{ ...box, background: '#fffaeb' }}>
        <strong>Video Archived:</strong> the original video has already been archived and is no longer available for download. If you need the video,
        please contact us.
      </p>
    );
  return null;
};

/** The original video download page (/original_videos/:uuid, spec 000 §2.4). */
const OriginalVideoPage = () => {
  const { uuid = '' } = useParams();
  const { data, loading } = usePublicQuery<{ originalVideoForm: OriginalVideoForm | null }>(ORIGINAL_VIDEO_FORM_QUERY, { uuid });
  const form = data?.originalVideoForm;
  if (data && !form)
    return (
      <PublicPage title="Invalid Request" maxWidth={460}>
        <p>This link is invalid or has expired.</p>
      </PublicPage>
    );
  return (
    <PublicPage title="Download Original Video" maxWidth={460}>
      {loading && <p role="status">Loading…</p>}
      {form && (
        <>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
            <dt style={{ color: '#475467' }}>Game</dt>
            <dd style={{ margin: 0 }}>{form.gameTitle}</dd>
            <dt style={{ color: '#475467' }}>Played</dt>
            <dd style={{ margin: 0 }}>{form.gamePlayedAt ? formatZonedDateTime(form.gamePlayedAt, form.timeZone) : 'Unknown date'}</dd>
            <dt style={{ color: '#475467' }}>Court</dt>
            <dd style={{ margin: 0 }}>{form.courtTitle ?? '–'}</dd>
          </dl>
          <VideoState form={form} />
        </>
      )}
      <p style={{ marginTop: 24 }}>
        {/* A link styled as a button: a disabled one has no address, so it cannot be followed. */}
        <a
          role="button"
          aria-disabled={!form?.downloadUrl}
          href={form?.downloadUrl ?? undefined}
          download
          style={{
            display: 'inline-block',
            padding: '12px 24px',
            borderRadius: 8,
            color: '#fff',
            textDecoration: 'none',
            background: form?.downloadUrl ? '#1570ef' : '#98a2b3',
            pointerEvents: form?.downloadUrl ? 'auto' : 'none',
          }}
        >
          Download
        </a>
      </p>
    </PublicPage>
  );
};

export default OriginalVideoPage;
