import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import LiveStreamWidgetPage from './LiveStreamWidgetPage.tsx';
import { PublicPageStory, sentRequests } from './testing/PublicPageStory.tsx';
import type { LiveStreamWidget } from '../shared/publicApi/liveStreamWidget.ts';
import { StreamPlayback, type AttachStream } from './liveStreamWidget/streamPlayback.ts';
import { STREAM_FAILED } from './liveStreamWidget/widgetParts.tsx';

/** The live stream widget (spec 000 §2.3, §4.1) in each state, over a fake server. */
const LIVE: LiveStreamWidget = {
  id: '7',
  live: true,
  upcoming: false,
  finished: false,
  cancelled: false,
  // The player stories play it through stillBuffering (nothing is served here).
  liveHlsUrl: '/hls/story-court/index.m3u8',
  audioEnabled: true,
  blocked: false,
};
const answering = (widget: LiveStreamWidget | null) => ({ liveStreamWidget: () => widget });

/**
 * A stream that is live but has sent no video yet: the video gets a MediaSource that never receives data, so it
 * waits (buffering) for as long as the story stays open, whatever the story's server answers for HLS addresses.
 */
const stillBuffering: AttachStream = async (video) => {
  const source = URL.createObjectURL(new MediaSource());
  video.src = source;
  return () => {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(source);
  };
};
const buffering: Decorator = (Story) => (
  <StreamPlayback.Provider value={stillBuffering}>
    <Story />
  </StreamPlayback.Provider>
);

/** An address hls.js loads and finds no playlist at: a text that is not one, as a data: address. */
const NOT_A_PLAYLIST = `data:application/vnd.apple.mpegurl,${encodeURIComponent('<!doctype html><title>Not a stream</title>')}`;

const meta = {
  title: 'Public/Live Stream Widget',
  component: PublicPageStory,
  args: { page: LiveStreamWidgetPage, route: '/live_stream_widget/:uuid', path: '/live_stream_widget/demo-token', answers: answering(LIVE) },
} satisfies Meta<typeof PublicPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsMessage =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.queryByTestId('live-stream-video')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Readmin home page' })).toHaveAttribute('href', '/');
    await expect(sentRequests[0]).toEqual({ field: 'liveStreamWidget', variables: { uuid: 'demo-token' } });
  };

export const InvalidLink: Story = {
  args: { answers: answering(null) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Live stream not available' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.getByText('Invalid live stream link')).toBeInTheDocument();
  },
};

/** The organisation's Video Block hides a live stream whatever its state. */
export const Blocked: Story = {
  args: { answers: answering({ ...LIVE, liveHlsUrl: null, blocked: true }) },
  play: showsMessage('This live stream is unavailable.'),
};

/** Cancelled comes first, even for a stream whose time is also over (spec 000 §4.1 order). */
export const Cancelled: Story = {
  args: { answers: answering({ ...LIVE, live: false, cancelled: true, finished: true }) },
  play: showsMessage('This live stream has been cancelled.'),
};

export const Finished: Story = {
  args: { answers: answering({ ...LIVE, live: false, finished: true }) },
  play: showsMessage('This live stream has finished.'),
};

export const Upcoming: Story = {
  args: { answers: answering({ ...LIVE, live: false, upcoming: true }) },
  play: showsMessage('This live stream has not started yet.'),
};

export const Starting: Story = {
  args: { answers: answering({ ...LIVE, liveHlsUrl: null }) },
  play: showsMessage('This live stream is starting.'),
};

/** Playing with sound: the volume toggle and slider, at 100 unless the browser refused sound before a touch. */
export const PlayingWithAudio: Story = {
  decorators: [buffering],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const video = (await page.findByTestId('live-stream-video', undefined, { timeout: 5000 })) as HTMLVideoElement;
    await expect(page.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Readmin home page' })).toHaveAttribute('href', '/');
    // The buffering spinner follows the video's waiting and playing events.
    await expect(page.getByRole('status', { name: 'Buffering' })).toBeInTheDocument();
    fireEvent.playing(video);
    await waitFor(() => expect(page.queryByRole('status', { name: 'Buffering' })).not.toBeInTheDocument());
    fireEvent.waiting(video);
    await expect(await page.findByRole('status', { name: 'Buffering' })).toBeInTheDocument();
  },
};

/** Icon muted at 0, low under 50, high from 50 (spec 000 §9); the toggle mutes and brings the volume back. */
export const VolumeIcons: Story = {
  decorators: [buffering],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const slider = (await page.findByRole('slider', { name: 'Volume' }, { timeout: 5000 })) as HTMLInputElement;
    const icon = () => canvasElement.querySelector('[data-icon^="volume-"]')?.getAttribute('data-icon');
    for (const [volume, expected] of [
      [0, 'volume-muted'],
      [1, 'volume-low'],
      [49, 'volume-low'],
      [50, 'volume-high'],
      [100, 'volume-high'],
    ] as const) {
      fireEvent.change(slider, { target: { value: String(volume) } });
      await waitFor(() => expect(icon()).toBe(expected));
    }
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.click(page.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(icon()).toBe('volume-muted'));
    await expect(slider.value).toBe('0');
    await expect((page.getByTestId('live-stream-video') as HTMLVideoElement).muted).toBe(true);
    fireEvent.click(page.getByRole('button', { name: 'Unmute' }));
    await waitFor(() => expect(slider.value).toBe('30'));
    await expect(icon()).toBe('volume-low');
  },
};

/** Without audioEnabled the widget plays muted and offers no volume control. */
export const PlayingWithoutAudio: Story = {
  args: { answers: answering({ ...LIVE, audioEnabled: false }) },
  decorators: [buffering],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const video = (await page.findByTestId('live-stream-video', undefined, { timeout: 5000 })) as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(page.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /mute/i })).not.toBeInTheDocument();
  },
};

/** Live, no video yet: the spinner stays, with no failure message, however long the video waits. */
export const Buffering: Story = {
  decorators: [buffering],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const video = (await page.findByTestId('live-stream-video', undefined, { timeout: 5000 })) as HTMLVideoElement;
    await waitFor(() => expect(video.src).toMatch(/^blob:/));
    await expect(page.getByRole('status', { name: 'Buffering' })).toBeInTheDocument();
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The real hls.js on an address that answers no playlist: once hls.js gives up, the spinner makes way for the
 * reason and a Retry, which loads the stream again (and fails again, for the same reason).
 */
export const CannotPlay: Story = {
  args: { answers: answering({ ...LIVE, liveHlsUrl: NOT_A_PLAYLIST }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = await page.findByRole('alert', undefined, { timeout: 30_000 });
    await expect(alert).toHaveTextContent(STREAM_FAILED);
    await expect(alert).toHaveTextContent("The stream's address does not answer an HLS playlist.");
    await expect(page.queryByRole('status', { name: 'Buffering' })).not.toBeInTheDocument();
    fireEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('alert', undefined, { timeout: 30_000 })).toHaveTextContent(
      "The stream's address does not answer an HLS playlist.",
    );
    await expect(page.getByRole('link', { name: 'Readmin home page' })).toHaveAttribute('href', '/');
  },
};

/** The widget asks again every 3 seconds and follows the answer: here the stream goes from upcoming to finished. */
export const PollsEveryThreeSeconds: Story = {
  args: {
    answers: {
      liveStreamWidget: () => (sentRequests.length < 2 ? { ...LIVE, live: false, upcoming: true } : { ...LIVE, live: false, finished: true }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('This live stream has not started yet.', undefined, { timeout: 5000 })).toBeInTheDocument();
    const firstAt = Date.now();
    await expect(await page.findByText('This live stream has finished.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // Polled, not hammered: the second request came about 3 s after the first.
    await expect(Date.now() - firstAt).toBeGreaterThan(2000);
    await expect(sentRequests.map((r) => r.field)).toEqual(['liveStreamWidget', 'liveStreamWidget']);
  },
};
