import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStreamPlayer } from './LiveStreamPlayer.tsx';
import { STREAM_FAILED } from './widgetParts.tsx';

type ErrorListener = (event: string, data: Record<string, unknown>) => void;

/**
 * hls.js through its public API only (isSupported, on, loadSource, attachMedia, recoverMediaError, stopLoad,
 * destroy): jsdom has no MediaSource, so each test plays the part of the network and says what hls.js reports.
 */
const players: FakeHls[] = [];
class FakeHls {
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
  listeners: ErrorListener[] = [];
  source: string | null = null;
  recovered = 0;
  destroyed = false;
  constructor() {
    players.push(this);
  }
  on(_event: string, listener: ErrorListener) {
    this.listeners.push(listener);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia() {}
  recoverMediaError() {
    this.recovered += 1;
  }
  stopLoad() {}
  destroy() {
    this.destroyed = true;
  }
  report(data: Record<string, unknown>) {
    act(() => this.listeners.forEach((l) => l('hlsError', data)));
  }
}
vi.mock('hls.js', () => ({ default: FakeHls }));

const current = async () => {
  await waitFor(() => expect(players.at(-1)?.source).toBe('/hls/court-1/index.m3u8'));
  return players.at(-1)!;
};

beforeEach(() => {
  players.length = 0;
  // jsdom plays nothing: play() as a browser answers it once the source is attached.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveStreamPlayer', () => {
  it('keeps the spinner through errors hls.js recovers from, and says why once one is fatal', async () => {
    render(<LiveStreamPlayer url="/hls/court-1/index.m3u8" audioEnabled />);
    const hls = await current();
    expect(screen.getByRole('status', { name: 'Buffering' })).toBeTruthy();

    hls.report({ type: 'networkError', details: 'fragLoadError', fatal: false, response: { code: 503 } });
    expect(screen.getByRole('status', { name: 'Buffering' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    hls.report({ type: 'networkError', details: 'manifestLoadError', fatal: true, response: { code: 404 } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STREAM_FAILED);
    expect(alert.textContent).toContain("The stream's playlist was not found (HTTP 404).");
    expect(screen.queryByRole('status', { name: 'Buffering' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Retry attaches the stream again, back to buffering, and the message goes once the video plays', async () => {
    render(<LiveStreamPlayer url="/hls/court-1/index.m3u8" audioEnabled={false} />);
    const first = await current();
    first.report({ type: 'networkError', details: 'fragLoadError', fatal: true, response: { code: 503 } });
    expect((await screen.findByRole('alert')).textContent).toContain("The stream's server refused its video segments (HTTP 503).");

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(players).toHaveLength(2));
    expect(first.destroyed).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'Buffering' })).toBeTruthy();

    players[1].report({ type: 'networkError', details: 'manifestLoadTimeOut', fatal: true });
    expect((await screen.findByRole('alert')).textContent).toContain("The stream's server did not answer in time.");
    fireEvent.playing(screen.getByTestId('live-stream-video'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('recovers from the first fatal media error and gives up on the second', async () => {
    render(<LiveStreamPlayer url="/hls/court-1/index.m3u8" audioEnabled={false} />);
    const hls = await current();
    hls.report({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    expect(hls.recovered).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    hls.report({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The browser could not decode the stream (bufferAppendError).');
    expect(hls.recovered).toBe(1);
  });

  it('tries again by itself 10 seconds after a failure (spec 000 §7), keeping the message until the video plays', async () => {
    render(<LiveStreamPlayer url="/hls/court-1/index.m3u8" audioEnabled={false} />);
    const hls = await current();
    vi.useFakeTimers();
    hls.report({ type: 'networkError', details: 'manifestLoadError', fatal: true, response: { code: 0 } });
    expect(screen.getByRole('alert').textContent).toContain("The stream's server could not be reached for its playlist.");
    act(() => vi.advanceTimersByTime(9_000));
    expect(players).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    await waitFor(() => expect(players).toHaveLength(2));
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
