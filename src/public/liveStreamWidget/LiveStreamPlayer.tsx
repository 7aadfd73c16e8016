import { useEffect, useRef, useState } from 'react';
import { Spinner, WidgetMessage } from './widgetParts.tsx';
import { VolumeControl } from './VolumeControl.tsx';

/** Spec 000 §9: the volume a viewer starts at. */
export const DEFAULT_VOLUME = 100;
/** Spec 000 §7: a failed load is tried again after at least 10 seconds. */
const RETRY_MS = 10_000;

/**
 * Plays an HLS address: through hls.js (MediaSource) where the browser supports it, else through the
 * browser's own HLS (Safari on iOS); hls.js is imported here only, so no other page downloads it.
 * Returns a cleanup.
 */
const attach = async (video: HTMLVideoElement, url: string, onUnsupported: () => void): Promise<() => void> => {
  const { default: Hls } = await import('hls.js');
  if (Hls.isSupported()) {
    const hls = new Hls();
    let retry: ReturnType<typeof setTimeout> | undefined;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      // A live stream recovers from a bad segment or a dropped connection rather than stopping for good.
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else retry = setTimeout(() => hls.loadSource(url), RETRY_MS);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return () => {
      clearTimeout(retry);
      hls.destroy();
    };
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  onUnsupported();
  return () => {};
};

/**
 * The full-screen player (spec 000 §2.3): clicking toggles play and pause; a spinner while buffering; the
 * volume toggle and slider only when the stream has audio (otherwise it plays muted). Browsers refuse to
 * start a video with sound before the visitor has touched the page, so the player then starts muted
 * (volume 0) and the toggle brings the sound back.
 */
export const LiveStreamPlayer = ({ url, audioEnabled }: { url: string; audioEnabled: boolean }) => {
  const video = useRef<HTMLVideoElement>(null);
  const [buffering, setBuffering] = useState(true);
  const [paused, setPaused] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [volume, setVolume] = useState(audioEnabled ? DEFAULT_VOLUME : 0);
  const restoreTo = useRef(DEFAULT_VOLUME);

  useEffect(() => {
    const element = video.current;
    if (element) {
      element.volume = volume / 100;
      element.muted = volume === 0;
    }
  }, [volume]);

  useEffect(() => {
    const element = video.current!;
    let cleanup: (() => void) | undefined;
    let stopped = false;
    void attach(element, url, () => setUnsupported(true)).then((detach) => {
      if (stopped) return detach();
      cleanup = detach;
      element.play().catch((e: Error) => {
        if (e.name !== 'NotAllowedError' || stopped) return;
        element.muted = true;
        setVolume(0);
        void element.play().catch(() => setPaused(true));
      });
    });
    return () => {
      stopped = true;
      cleanup?.();
    };
  }, [url]);

  if (unsupported) return <WidgetMessage>This browser cannot play this live stream.</WidgetMessage>;

  const toggle = () => {
    const element = video.current!;
    if (element.paused) void element.play().catch(() => setPaused(true));
    else element.pause();
  };
  const toggleVolume = () => {
    if (volume > 0) {
      restoreTo.current = volume;
      setVolume(0);
    } else setVolume(restoreTo.current || DEFAULT_VOLUME);
  };

  return (
    <>
      <video
        ref={video}
        data-testid="live-stream-video"
        playsInline
        muted={volume === 0}
        onClick={toggle}
        onWaiting={() => setBuffering(true)}
        onPlaying={() => setBuffering(false)}
        onPlay={() => setPaused(false)}
        onPause={() => {
          setPaused(true);
          setBuffering(false);
        }}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', background: '#000', cursor: 'pointer' }}
      />
      {buffering && !paused && <Spinner label="Buffering" />}
      {paused && (
        <div aria-label="Paused" role="img" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="rgba(0,0,0,0.5)" />
            <path d="M9.5 7.5v9l7-4.5z" fill="#fff" />
          </svg>
        </div>
      )}
      {audioEnabled && (
        <VolumeControl
          volume={volume}
          onChange={(v) => {
            if (v > 0) restoreTo.current = v;
            setVolume(v);
          }}
          onToggle={toggleVolume}
        />
      )}
    </>
  );
};
