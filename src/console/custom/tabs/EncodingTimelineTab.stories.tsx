import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatDuration } from '../../fields/format.ts';
import { registry } from '../../testing/allTypes.ts';
import { platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import type { RoutedType } from '../../routeType.ts';
import EncodingTimelineTab, { BANDWIDTH_NOTE } from './EncodingTimelineTab.tsx';
import type { EncodingSpan } from './tabQueries.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { withOperations } from '../../testing/fixtureOperations.ts';

const LiveStream = registry.types.LiveStream;

/** A two-hour stream whose encoder started 5 minutes early, died at 41 minutes and restarted a minute later. */
const SPANS: EncodingSpan[] = [
  {
    pid: 21877,
    startedAt: '2026-09-26T07:55:00.000Z',
    endedAt: '2026-09-26T08:41:00.000Z',
    durationSeconds: 2760,
    startedPercentage: 0,
    endedPercentage: (41 / 120) * 100,
  },
  {
    pid: 22310,
    startedAt: '2026-09-26T08:42:00.000Z',
    endedAt: '2026-09-26T10:00:00.000Z',
    durationSeconds: 4680,
    startedPercentage: 35,
    endedPercentage: 100,
  },
];

const TabStory = ({ spans }: { spans: EncodingSpan[] }) => (
  <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
    <StoryAdmin
      user={platformAdmin}
      path="/readmin/live_streams/700"
      dataProvider={withOperations(dialogDataProvider({}), {
        queries: {
          encodingTimeline: () => ({ startAt: '2026-09-26T08:00:00.000Z', finishAt: '2026-09-26T10:00:00.000Z', encodingTimelineItems: spans }),
        },
      })}
    >
      <div style={{ width: 800 }}>
        <EncodingTimelineTab
          registry={registry}
          type={LiveStream as RoutedType}
          tab={LiveStream.tabs.find((t) => t.name === 'encoding_timeline')!}
          record={{ id: '700', readminName: 'Harbour City Senior Championship: Grand Final' }}
          routeOwner={{}}
        />
      </div>
    </StoryAdmin>
  </DisplayTimeZoneContext.Provider>
);

/** A live stream's Encoding Timeline tab (spec 002 §2.10), drawn with Konva in the browser. */
const meta = { title: 'Console/Tabs/Encoding timeline', component: TabStory, args: { spans: SPANS } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Moves the mouse over the bar at a fraction of its width, as Konva hears it. */
const hoverAt = (canvas: HTMLCanvasElement, fraction: number) => {
  const box = canvas.getBoundingClientRect();
  const at = { clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2, bubbles: true };
  canvas.dispatchEvent(new PointerEvent('pointermove', { ...at, pointerType: 'mouse', pointerId: 1 }));
  canvas.dispatchEvent(new MouseEvent('mousemove', at));
};

export const TwoProcesses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Encoding timeline' });
    await expect(canvas.getByText(BANDWIDTH_NOTE)).toBeInTheDocument();
    const drawn = await waitFor(() => {
      const element = figure.querySelector('canvas');
      expect(element).not.toBeNull();
      return element!;
    });
    // The bar is 50 px high and as wide as the tab.
    await expect(drawn.getBoundingClientRect().height).toBe(50);
    await expect(drawn.getBoundingClientRect().width).toBe(800);
    await expect(canvas.queryByRole('tooltip')).toBeNull();

    hoverAt(drawn, 0.7);
    const second = await canvas.findByRole('tooltip');
    await expect(second).toHaveTextContent('Process 22310');
    await expect(second).toHaveTextContent('Start: 2026-09-26 08:42');
    await expect(second).toHaveTextContent('End: 2026-09-26 10:00');
    await expect(second).toHaveTextContent(`Duration: ${formatDuration(4680)}`);

    hoverAt(drawn, 0.1);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Process 21877'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Start: 2026-09-26 07:55');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(`Duration: ${formatDuration(2760)}`);
  },
};

export const NoProcesses: Story = {
  args: { spans: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No encoding process has run for this live stream.')).toBeInTheDocument();
    await expect(canvas.getByText(BANDWIDTH_NOTE)).toBeInTheDocument();
  },
};
