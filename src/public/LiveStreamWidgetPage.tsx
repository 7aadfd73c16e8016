import { useParams } from 'react-router-dom';
import { PRODUCT_TITLE } from '../browser/titles.ts';
import { useDocumentTitle } from '../browser/useDocumentTitle.ts';
import { LIVE_STREAM_WIDGET_QUERY, type LiveStreamWidget } from '../shared/publicApi/liveStreamWidget.ts';
import { PublicPage } from './PublicPage.tsx';
import { ToastProvider } from './Toasts.tsx';
import { usePublicQuery } from './usePublicQuery.ts';
import { LiveStreamPlayer } from './liveStreamWidget/LiveStreamPlayer.tsx';
import { FULL_SCREEN, Spinner, WidgetLogo, WidgetMessage } from './liveStreamWidget/widgetParts.tsx';

/** Spec 000 §2.3, §9: the widget asks for the stream's state this often. */
export const WIDGET_POLL_MS = 3000;

/** The message that replaces the player, in the priority order of spec 000 §4.1 (a Video Block first); null: the player plays. */
export const widgetMessage = (w: LiveStreamWidget): string | null => {
  if (w.blocked) return 'This live stream is unavailable.';
  if (w.cancelled) return 'This live stream has been cancelled.';
  if (w.finished) return 'This live stream has finished.';
  if (w.upcoming) return 'This live stream has not started yet.';
  if (!w.liveHlsUrl) return 'This live stream is starting.';
  return null;
};

const Widget = () => {
  const { uuid = '' } = useParams();
  const { data, loading } = usePublicQuery<{ liveStreamWidget: LiveStreamWidget | null }>(
    LIVE_STREAM_WIDGET_QUERY,
    { uuid },
    { pollMs: WIDGET_POLL_MS },
  );
  useDocumentTitle(PRODUCT_TITLE);
  if (data && !data.liveStreamWidget)
    return (
      <PublicPage title="Live stream not available">
        <p>Invalid live stream link</p>
      </PublicPage>
    );
  const widget = data?.liveStreamWidget;
  const message = widget ? widgetMessage(widget) : null;
  return (
    <div style={FULL_SCREEN}>
      {!widget ? (
        loading && <Spinner label="Loading" />
      ) : message ? (
        <WidgetMessage>{message}</WidgetMessage>
      ) : (
        <LiveStreamPlayer url={widget.liveHlsUrl!} audioEnabled={widget.audioEnabled} />
      )}
      <WidgetLogo />
    </div>
  );
};

/** /live_stream_widget/:uuid: the embeddable live stream player of spec 000 §2.3 (full screen, so its own toasts). */
const LiveStreamWidgetPage = () => (
  <ToastProvider>
    <Widget />
  </ToastProvider>
);

export default LiveStreamWidgetPage;
