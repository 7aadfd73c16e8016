import { createContext } from 'react';
import type { ErrorData } from 'hls.js';

/** What the player hears back from a playback: the stream cannot play, and why (in a viewer's words). */
export interface PlaybackEvents {
  onFatal(reason: string): void;
}

/** Starts playing `url` in `video`; resolves to what stops it. */
export type AttachStream = (video: HTMLVideoElement, url: string, events: PlaybackEvents) => Promise<() => void>;

const UNSUPPORTED = 'This browser cannot play live streams (it has neither Media Source Extensions nor HLS of its own).';

/** The viewer's words for an HTTP status hls.js got (0: no answer at all). */
const httpWords = (what: string, code: number | undefined): string => {
  if (!code) return `The stream's server could not be reached for its ${what}.`;
  if (code === 404 || code === 410) return `The stream's ${what} was not found (HTTP ${code}).`;
  return `The stream's server refused its ${what} (HTTP ${code}).`;
};

/**
 * Why a fatal hls.js error stopped the stream. hls.js reports an error fatal only after its own retries (its load
 * policies retry timeouts and 5xx answers), so each of these is final for this attempt.
 */
export const hlsFailureReason = (data: Pick<ErrorData, 'type' | 'details' | 'response' | 'error'>): string => {
  const code = data.response?.code;
  switch (data.details) {
    case 'manifestLoadError':
      return httpWords('playlist', code);
    case 'manifestLoadTimeOut':
    case 'levelLoadTimeOut':
    case 'fragLoadTimeOut':
      return "The stream's server did not answer in time.";
    case 'manifestParsingError':
      return "The stream's address does not answer an HLS playlist.";
    case 'manifestIncompatibleCodecsError':
    case 'bufferAddCodecError':
      return "This browser cannot play the stream's video format.";
    case 'levelEmptyError':
      return "The stream's playlist has no video in it yet.";
    case 'levelLoadError':
      return httpWords('playlist', code);
    case 'fragLoadError':
      return httpWords('video segments', code);
  }
  if (data.type === 'mediaError') return `The browser could not decode the stream (${data.details}).`;
  if (data.type === 'networkError') return `A network error stopped the stream (${data.details}).`;
  return `The player stopped: ${data.error?.message || data.details}.`;
};

/** The viewer's words for a native <video> element's error (MediaError codes). */
export const mediaErrorReason = (error: MediaError | null): string => {
  switch (error?.code) {
    case 2:
      return "A network error stopped the stream's video.";
    case 3:
      return 'The browser could not decode the stream.';
    case 4:
      return 'The stream could not be loaded, or this browser cannot play its format.';
    default:
      return error?.message || 'The browser stopped the stream.';
  }
};

/**
 * Plays an HLS address: through hls.js (MediaSource) where the browser supports it, else through the browser's
 * own HLS (Safari on iOS); hls.js is imported here only, so no other page downloads it. A media error hls.js
 * reports fatal is recovered from once (a bad segment); a second one, and any other fatal error, is final.
 */
export const attachHls: AttachStream = async (video, url, { onFatal }) => {
  const { default: Hls } = await import('hls.js');
  if (Hls.isSupported()) {
    const hls = new Hls();
    let recovered = false;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
        recovered = true;
        hls.recoverMediaError();
        return;
      }
      hls.stopLoad();
      onFatal(hlsFailureReason(data));
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return () => hls.destroy();
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    const failed = () => onFatal(mediaErrorReason(video.error));
    video.addEventListener('error', failed);
    video.src = url;
    return () => {
      video.removeEventListener('error', failed);
      video.removeAttribute('src');
      video.load();
    };
  }
  onFatal(UNSUPPORTED);
  return () => {};
};

/** How the player plays a stream: hls.js by default; a story of a state (buffering) provides its own. */
export const StreamPlayback = createContext<AttachStream>(attachHls);
