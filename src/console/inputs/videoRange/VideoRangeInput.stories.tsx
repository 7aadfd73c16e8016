import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { NormalizedType } from '../../../metadata/normalized.ts';
import { DialogStory } from '../../dialogs/testing/DialogStory.tsx';
import { registry } from '../../testing/allTypes.ts';
import { NO_PREVIEW } from './VideoRangeEditor.tsx';
import { DEFAULT_LENGTH } from './rangeRules.ts';
import clipUrl from './testing/range.webm?url';

/**
 * The incident's start and stop (spec 001 §3, §5, §9): Incident.json declares a videoRange input on its
 * start, so its dialogs show the game's video over a two-thumb slider. Each story is the real Add or Edit
 * Incident dialog over fixture data; the play functions drive the slider in Chromium.
 */
const Incident = registry.types.Incident as NormalizedType & { route: string };
const action = (name: string) => Incident.actions.find((a) => a.name === name)!;

const FILMED_GAME = { id: '7', readminName: 'Harbour Hawks vs Bay Bulls' };
const UNFILMED_GAME = { id: '8', readminName: 'Bay Bulls vs Harbour Hawks' };
/** The recording is 10 minutes long; its HLS playlist does not load (as the demo's), so its stored clip (a 20-second WebM) plays. */
const rangeVideos = { [FILMED_GAME.id]: { durationSeconds: 600, playbackUrl: '/no-such-video/720p.m3u8', clipUrl } };

const incident = (game: typeof FILMED_GAME, start: number, stop: number) => ({
  id: '41',
  readminName: 'Incident #41',
  game,
  gameId: game.id,
  category: 'fighting',
  description: 'Players pushed each other after the whistle.',
  incidentStartTime: start,
  incidentStopTime: stop,
  blurGameVideo: true,
});

/** The Edit Incident dialog of an incident with this start and stop, on the filmed game unless told. */
const editArgs = (start: number, stop: number, game = FILMED_GAME) => {
  const record = incident(game, start, stop);
  return {
    type: Incident,
    action: action('edit'),
    records: [record],
    fixtures: { rows: { incidents: [record], games: [FILMED_GAME, UNFILMED_GAME] }, rangeVideos },
  };
};

const meta = { title: 'Console/Inputs/Video range', component: DialogStory } satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvas: HTMLElement, name: string) => within(await within(canvas.ownerDocument.body).findByRole('dialog', { name }));
type Dialog = Awaited<ReturnType<typeof dialogOf>>;

/** The slider's thumbs (their range inputs) and the two HH:mm:ss boxes. */
const controls = async (d: Dialog) => ({
  startThumb: await d.findByRole('slider', { name: 'Start' }),
  stopThumb: d.getByRole('slider', { name: 'Stop' }),
  startBox: d.getByRole('textbox', { name: /^Start/ }),
  stopBox: d.getByRole('textbox', { name: /^Stop/ }),
});

/** Presses keys on a focused thumb, as a keyboard user drags it. */
const press = async (thumb: HTMLElement, keys: string) => {
  thumb.focus();
  await userEvent.keyboard(keys);
};

/** Both thumbs and both boxes say this range. */
const expectRange = async (d: Dialog, [start, stop]: [string, string]) => {
  const c = await controls(d);
  const seconds = (clock: string) => String(clock.split(':').reduce((total, part) => total * 60 + Number(part), 0));
  await waitFor(() => expect(c.startThumb).toHaveAttribute('aria-valuenow', seconds(start)));
  await expect(c.stopThumb).toHaveAttribute('aria-valuenow', seconds(stop));
  await expect(c.startBox).toHaveValue(start);
  await expect(c.stopBox).toHaveValue(stop);
};

/** Default: Add Incident opens with the spec's defaults (start 0, 30 seconds); no game yet, so no video, and the slider spans the default bound. */
export const Default: Story = {
  args: { type: Incident, action: action('create'), records: [], fixtures: { rows: { games: [FILMED_GAME] }, rangeVideos } },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement, 'Add Incident');
    await expectRange(d, ['00:00:00', '00:00:30']);
    await expect(d.getByText(NO_PREVIEW)).toBeVisible();
    const { stopThumb } = await controls(d);
    await expect(stopThumb).toHaveAttribute('aria-valuemax', String(DEFAULT_LENGTH));
    await expect(d.getByRole('checkbox', { name: /Blur game video/ })).toBeChecked();
    await press(stopThumb, '{ArrowRight}{ArrowRight}');
    await expectRange(d, ['00:00:00', '00:00:32']);
  },
};

/** With video: the game's clip plays above the slider; a moved thumb seeks it, the boxes follow, and a typed stop moves its thumb. */
export const WithVideo: Story = {
  args: editArgs(2, 10),
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement, 'Edit Incident #41');
    // The playlist fails to load, so the preview moves on to the stored clip.
    const video = await waitFor(() => {
      const element = d.getByLabelText('Video preview') as HTMLVideoElement;
      expect(element.getAttribute('src')).toBe(clipUrl);
      return element;
    });
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await waitFor(() => expect(video.currentTime).toBe(2));
    const { startThumb, stopThumb, stopBox } = await controls(d);
    await expect(stopThumb).toHaveAttribute('aria-valuemax', '600');

    await press(stopThumb, '{ArrowRight}{ArrowRight}{ArrowRight}');
    await expectRange(d, ['00:00:02', '00:00:13']);
    await waitFor(() => expect(video.currentTime).toBe(13));
    await press(startThumb, '{ArrowLeft}');
    await expectRange(d, ['00:00:01', '00:00:13']);
    await waitFor(() => expect(video.currentTime).toBe(1));

    await userEvent.clear(stopBox);
    await userEvent.type(stopBox, '00:01:40');
    await expectRange(d, ['00:00:01', '00:01:40']);

    // A pointer dragging the stop thumb (pressed where its value, 100 of 600, is: the thumb may still be sliding there) to the far end stops it 300 seconds after the start.
    const rail = startThumb.closest('.MuiSlider-root') as HTMLElement;
    const box = rail.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
    fireEvent.pointerDown(rail, { ...pointer, buttons: 1, clientX: box.left + (box.width * 100) / 600, clientY: y });
    for (const x of [box.left + box.width / 2, box.right - 10, box.right + 20])
      fireEvent.pointerMove(rail.ownerDocument, { ...pointer, buttons: 1, clientX: x, clientY: y });
    fireEvent.pointerUp(rail.ownerDocument, { ...pointer, buttons: 0, clientX: box.right + 20, clientY: y });
    await expectRange(d, ['00:00:01', '00:05:01']);

    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await within(canvasElement).findByText('Dialog closed');
    // The update sent the range as seconds.
    await expect(args.fixtures?.rows?.incidents?.[0]).toMatchObject({ incidentStartTime: 1, incidentStopTime: 301 });
  },
};

/** Without video: the game has none, so the preview says so; the slider still works within the default bound. */
export const WithoutVideo: Story = {
  args: editArgs(1800, 1830, UNFILMED_GAME),
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement, 'Edit Incident #41');
    await waitFor(() => expect(d.getByText(NO_PREVIEW)).toBeVisible());
    await expect(d.queryByLabelText('Video preview')).toBeNull();
    const { startThumb, stopThumb } = await controls(d);
    await expect(stopThumb).toHaveAttribute('aria-valuemax', String(DEFAULT_LENGTH));
    await press(startThumb, '{ArrowRight}{ArrowRight}');
    await expectRange(d, ['00:30:02', '00:30:30']);
    await press(stopThumb, '{End}');
    await expectRange(d, ['00:30:02', '00:35:02']);
  },
};

/** At the 300 s span limit: the stop goes no further from the start, nor the start from the stop; closing the range is free. */
export const AtSpanLimit: Story = {
  args: editArgs(100, 400),
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement, 'Edit Incident #41');
    await waitFor(() => expect(d.getByText('00:01:40 – 00:06:40: 300 s of at most 300 s, within 00:10:00')).toBeVisible());
    const { startThumb, stopThumb } = await controls(d);
    await press(stopThumb, '{ArrowRight}{ArrowRight}');
    await expectRange(d, ['00:01:40', '00:06:40']);
    await press(startThumb, '{ArrowLeft}{Home}');
    await expectRange(d, ['00:01:40', '00:06:40']);
    await press(startThumb, '{ArrowRight}');
    await expectRange(d, ['00:01:41', '00:06:40']);
    await press(stopThumb, '{End}');
    await expectRange(d, ['00:01:41', '00:06:41']);
  },
};

/** At the 5 s gap limit: the thumbs stop 5 seconds apart; widening the range is free. */
export const AtGapLimit: Story = {
  args: editArgs(100, 105),
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement, 'Edit Incident #41');
    const { startThumb, stopThumb } = await controls(d);
    await press(stopThumb, '{ArrowLeft}{Home}');
    await expectRange(d, ['00:01:40', '00:01:45']);
    await press(startThumb, '{ArrowRight}{End}');
    await expectRange(d, ['00:01:40', '00:01:45']);
    await press(stopThumb, '{ArrowRight}');
    await expectRange(d, ['00:01:40', '00:01:46']);
    // A typed start too close to the stop is the check's to refuse: the dialog says so on Save.
    const { startBox } = await controls(d);
    await userEvent.clear(startBox);
    await userEvent.type(startBox, '00:01:43');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('The start must be at least 5 seconds before the stop.')).toBeVisible();
  },
};
