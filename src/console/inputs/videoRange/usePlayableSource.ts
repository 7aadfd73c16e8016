import { useState } from 'react';

const HLS = /\.m3u8(\?|#|$)/i;

/**
 * The first of the sources this browser can play, moving on to the next when one fails to load (the demo's
 * HLS addresses lead nowhere; its clips play). An HLS playlist is tried only where the browser plays HLS
 * itself (Safari): hls.js is not a dependency, so Chromium skips to the stored clip. null once none is left.
 */
export const usePlayableSource = (sources: (string | null | undefined)[]) => {
  const canPlayHls = typeof document !== 'undefined' && document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  const playable = sources.filter((s): s is string => Boolean(s) && (canPlayHls || !HLS.test(s!)));
  const key = playable.join('\n');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const count = failed.key === key ? failed.count : 0;
  return {
    source: playable[count] ?? null,
    /** The current source could not be loaded: try the next one. */
    fail: () => setFailed({ key, count: count + 1 }),
  };
};
