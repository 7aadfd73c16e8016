import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { ClockContext } from '../../dateRange/clock.ts';
import { dialogDataProvider, refusal, type DialogFixtures } from '../../dialogs/testing/dialogFixtures.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import { registry } from '../../testing/allTypes.ts';
import { orgAdmin, platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import CameraLiveImageTab from './CameraLiveImageTab.tsx';
import CameraRecordingSchedulesTab from './CameraRecordingSchedulesTab.tsx';
import type { RecordingScheduleRow, RecordingSchedulesParams } from './cameraRequests.ts';

/** A 16x9 PNG: the camera's picture as the fixture server answers it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFklEQVR42mNsaGhgIAUwjmoY1TB8NQAA6XkLAZiLTN8AAAAASUVORK5CYII=';
const NOT_ALLOWED = 'Live image previews are not allowed at this venue.';
const Camera = registry.types.Camera;
/** Monday 8 June 2026, 10:00 in Sydney: the schedules tab opens on 8–14 June. */
const NOW = new Date('2026-06-08T00:00:00Z');

/** Weeknight training 18:00–21:00 Sydney time, Tuesday to Thursday of the asked range; a 3-day range past 2026-06-30 is refused. */
const schedules = ({ dateRange: range }: Pick<RecordingSchedulesParams, 'dateRange'>): Omit<RecordingScheduleRow, 'id'>[] => {
  if (range.start > '2026-06-30') throw refusal('Choose a range of at most 93 days; this one covers 120 days.');
  return ['09', '10', '11'].map((day) => ({
    startTime: `2026-06-${day}T08:00:00.000Z`,
    endTime: `2026-06-${day}T11:00:00.000Z`,
    sources: [
      { kind: 'recording_block', id: '12', name: 'Weeknight training' },
      ...(day === '10' ? [{ kind: 'game_schedule' as const, id: '15', name: 'Glebe Giants vs Manly Marlins' }] : []),
    ],
  }));
};

const TabStory = ({ user, tab, fixtures }: { user: CurrentUser; tab: 'live_image' | 'recording_schedules'; fixtures: DialogFixtures }) => {
  const Tab = tab === 'live_image' ? CameraLiveImageTab : CameraRecordingSchedulesTab;
  return (
    <ClockContext.Provider value={() => NOW}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Sydney')}>
        <StoryAdmin user={user} path="/readmin/cameras/7" dataProvider={dialogDataProvider(fixtures)}>
          <Tab
            registry={registry}
            type={Camera as RoutedType}
            tab={Camera.tabs.find((t) => t.name === tab)!}
            record={{ id: '7', readminName: 'cam-dhsc-court1' }}
            routeOwner={{}}
          />
        </StoryAdmin>
      </DisplayTimeZoneContext.Provider>
    </ClockContext.Provider>
  );
};

/** A camera's Live Image and Recording Schedules tabs (spec 002 §2.10). */
const meta = {
  title: 'Console/Tabs/Camera',
  component: TabStory,
  args: {
    user: platformAdmin,
    tab: 'live_image',
    fixtures: { liveImages: { '7': { url: PNG, takenAt: '2026-06-07T23:57:40Z' } }, recordingSchedules: schedules },
  },
} satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture with when the venue server took it, and Refresh asks for it again. */
export const LiveImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Snapshot time')).toHaveTextContent('Taken 2 minutes ago, 2026-06-08 09:57 (Australia/Sydney)');
    const image = (await canvas.findByRole('img', { name: 'Live image of cam-dhsc-court1' })) as HTMLImageElement;
    await expect(image.src).toBe(PNG);
    await waitFor(() => expect(image).toHaveAttribute('data-loaded', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh live image' }));
    await expect(await canvas.findByRole('img', { name: 'Live image of cam-dhsc-court1' })).toBeInTheDocument();
  },
};

/** Where the venue does not allow camera preview, the server's refusal shows instead of a picture. */
export const LiveImageNotAllowed: Story = {
  args: { user: orgAdmin, fixtures: { liveImages: { '7': new Error(NOT_ALLOWED) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOT_ALLOWED);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Refresh live image' })).toBeNull();
  },
};

/** A picture the server could not draw: its reason and the request's reference show instead (asked again, as the image's error says nothing). */
export const LiveImageFailed: Story = {
  args: { fixtures: { liveImages: { '7': '/readmin/cameras/7/live_image.jpg' } } },
  beforeEach: () => {
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/readmin/cameras/7/live_image.jpg')) return realFetch(input, init);
      const body = JSON.stringify({ error: 'The camera has sent no picture yet.' });
      return new Response(body, { status: 404, headers: { 'content-type': 'application/json', 'x-request-id': 'req-4f2a' } });
    };
    return () => {
      window.fetch = realFetch;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The live image could not be loaded: The camera has sent no picture yet. (reference req-4f2a)',
      ),
    );
  },
};

/** The periods of the week from today, times in the display time zone, sources as 'name (id)'; moving on asks again. */
export const RecordingSchedules: Story = {
  args: { tab: 'recording_schedules' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Recording schedules' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Start Time', 'End Time', 'Sources']);
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const cells = within(rows()[1]).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('2026-06-10 18:00');
    await expect(cells[1]).toHaveTextContent('2026-06-10 21:00');
    await expect(
      within(cells[2])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Weeknight training (12)', 'Glebe Giants vs Manly Marlins (game schedule 15)']);
    await expect(canvas.getByText('Times in Australia/Sydney')).toBeInTheDocument();
    // Future dates are allowed: the next range is offered.
    await expect(await canvas.findByRole('button', { name: /, 2026-06-08 – 2026-06-14$/ })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next date range' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('button', { name: /, 2026-06-15 – 2026-06-21$/ })).toBeInTheDocument();
  },
};

/** A refused range shows the server's message naming the problem. */
export const RecordingSchedulesRefused: Story = {
  args: { tab: 'recording_schedules', fixtures: { recordingSchedules: () => schedules({ dateRange: { start: '2026-07-01', end: '2026-10-28' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a range of at most 93 days; this one covers 120 days.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
