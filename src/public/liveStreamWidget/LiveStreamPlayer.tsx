import { useContext, useEffect, useRef, useState } from 'react';
import { Spinner, StreamFailure } from './widgetParts.tsx';
import { StreamPlayback } from './streamPlayback.ts';
import { VolumeControl } from './VolumeControl.tsx';

/** Spec 000 §9: the volume a viewer starts at. */
export const DEFAULT_VOLUME = 100;
/** Spec 000 §7: a failed load is tried again after at least 10 seconds. */
export const RETRY_MS = 10_000;

/**
 * The full-screen player (spec 000 §2.3): clicking toggles play and pause; a spinner while buffering; the
 * volume toggle and slider only when the stream has audio (otherwise it plays muted). Browsers refuse to
 * start a video with sound before the visitor has touched the page, so the player then starts muted
 * (volume 0) and the toggle brings the sound back. When the stream cannot play (hls.js gave up after its own
 * retries, or the browser's video failed), its reason and a Retry button replace the spinner; the player also
 * tries again by itself every 10 seconds, and the message goes once the video plays.
 */
export const LiveStreamPlayer = ({ url, audioEnabled }: { url: string; audioEnabled: boolean }) => {
  const video = useRef<HTMLVideoElement>(null);
  const [buffering, setBuffering] = useState(true);
  const [paused, setPaused] = useState(false);
  const [failure, setFailure] = useState<{ url: string; reason: string } | null>(null);
  // Each attempt attaches the stream afresh: a Retry, or the automatic retry after a failure.
  const [attempt, setAttempt] = useState(0);
  const attachStream = useContext(StreamPlayback);
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
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const onFatal = (reason: string) => {
      if (stopped) return;
      setFailure({ url, reason });
      clearTimeout(retry);
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    void attachStream(element, url, { onFatal }).then(
      (detach) => {
        if (stopped) return detach();
        cleanup = detach;
        element.play().catch((e: Error) => {
          if (e.name !== 'NotAllowedError' || stopped) return;
          element.muted = true;
          setVolume(0);
          void element.play().catch(() => setPaused(true));
        });
      },
      (e: Error) => onFatal(`The player could not start: ${e.message}`),
    );
    return () => {
      stopped = true;
      clearTimeout(retry);
      cleanup?.();
    };
  }, [url, attempt, attachStream]);

  const failed = failure?.url === url ? failure.reason : null;
  const retryNow = () => {
    setFailure(null);
    setBuffering(true);
    setPaused(false);
    setAttempt((n) => n + 1);
  };

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
        onPlaying={() => {
          setBuffering(false);
          setFailure(null);
        }}
        onPlay={() => setPaused(false)}
        onPause={() => {
          setPaused(true);
          setBuffering(false);
        }}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', background: '#000', cursor: 'pointer' }}
      />
      {failed ? <StreamFailure reason={failed} onRetry={retryNow} /> : buffering && !paused && <Spinner label="Buffering" />}
      {paused && !failed && (
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
