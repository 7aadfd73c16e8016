import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { game, linkTo } from '../testing/contentFixtures.ts';
import { refusedInput } from '../testing/dialogFixtures.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Motioncrop test add/edit and original video request add/edit (spec 002 §2.11, §5): a motioncrop test needs a
 * source video whose original is available ('Original video unavailable, please restore it first.').
 */
const meta = {
  title: 'Dialogs/002 Platform and venues/Motioncrop tests and original video requests',
  component: RecordDialogStory,
} satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const video = { id: '1600', readminName: 'Perth Wildcats vs Perth Lynx, 2026-03-07' };
const rows = { videos: [video] };
const motioncropTest = {
  id: '1800',
  readminName: 'Corner three',
  sourceVideo: video,
  sourceVideoId: '1600',
  name: 'Corner three',
  sport: 'basketball',
  description: null,
  active: true,
  testVideoUrl: null,
  sourceVideoStartMs: 0,
  expectedRectMs: 0,
  expectedRect: { x: 100, y: 50, width: 640, height: 360 },
};
const MOTIONCROP_FIELDS = ['Name', 'Sport', 'Description', 'Active', 'Test video URL', 'Source video start (ms)', 'Expected rectangle at (ms)', 'X'];

const addMotioncropTest: Story = {
  args: { typename: 'MotioncropTest', action: 'create', fixtures: { rows } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Motioncrop Test');
    await expectFields(d, ['Source video', ...MOTIONCROP_FIELDS]);
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual([
      'Source video is required',
      'Name is required',
      'Expected rectangle is required',
    ]);
    await fill(canvasElement, d, { 'Source video': video.readminName, Name: 'Corner three', X: '100', Y: '50', Width: '640', Height: '360' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'motioncrop_tests',
      params: {
        data: { sourceVideoId: '1600', name: 'Corner three', sport: 'basketball', expectedRect: { x: 100, y: 50, width: 640, height: 360 } },
      },
    });
  },
};
export const AddMotioncropTestEmpty = opened(addMotioncropTest);
export const AddMotioncropTestFilled = filled(addMotioncropTest);
export const AddMotioncropTestInvalid = invalid(addMotioncropTest);
export const AddMotioncropTestRefused = refused(addMotioncropTest);
export const AddMotioncropTestBusy = busy(addMotioncropTest);
export const AddMotioncropTestSubmits = addMotioncropTest;

/** Spec 002 §5, §8: the server refuses a source video whose original is archived or missing. */
export const AddMotioncropTestOriginalUnavailable: Story = {
  args: {
    typename: 'MotioncropTest',
    action: 'create',
    fixtures: {
      rows,
      failures: {
        'create motioncrop_tests': refusedInput([{ field: 'sourceVideo', message: 'Original video unavailable, please restore it first.' }]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Motioncrop Test');
    await fill(canvasElement, d, { 'Source video': video.readminName, Name: 'Corner three', X: '100', Y: '50', Width: '640', Height: '360' });
    await submitAndSend(canvasElement, d, 'Create');
    const unable = await openDialog(canvasElement, 'Unable to Complete Request');
    await expect(
      within(unable.getByRole('list', { name: 'Reasons' })).getByText('Original video unavailable, please restore it first.'),
    ).toBeInTheDocument();
  },
};

const editMotioncropTest: Story = {
  args: { typename: 'MotioncropTest', action: 'edit', records: [motioncropTest], fixtures: { rows } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Corner three');
    // The source video is chosen on add only (002 §5: edit requires name, sport and expectedRect).
    await expectFields(d, MOTIONCROP_FIELDS);
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Corner three, left', Sport: 'Netball' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'motioncrop_tests',
      params: { id: '1800', data: { name: 'Corner three, left', sport: 'netball' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditMotioncropTestOpened = opened(editMotioncropTest);
export const EditMotioncropTestFilled = filled(editMotioncropTest);
export const EditMotioncropTestInvalid = invalid(editMotioncropTest);
export const EditMotioncropTestRefused = refused(editMotioncropTest);
export const EditMotioncropTestBusy = busy(editMotioncropTest);
export const EditMotioncropTestSubmits = editMotioncropTest;

const addOriginalVideoRequest: Story = {
  args: { typename: 'OriginalVideoRequest', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Original Video Request');
    await expectFields(d, ['Game', 'Expires at', 'Notes']);
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Game is required', 'Expires at is required']);
    await fill(canvasElement, d, { Game: game.readminName as string, 'Expires at': '2026-04-01T09:00', Notes: 'Asked for by the home coach.' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    // Adding runs the action that makes the secret link, so the console can show it once (issue 12).
    await expect(sent).toMatchObject({
      method: 'runOperation',
      operation: 'addOriginalVideoRequest',
      params: { gameId: '800', notes: 'Asked for by the home coach.' },
    });
  },
};
export const AddOriginalVideoRequestEmpty = opened(addOriginalVideoRequest);
export const AddOriginalVideoRequestFilled = filled(addOriginalVideoRequest);
export const AddOriginalVideoRequestInvalid = invalid(addOriginalVideoRequest);
export const AddOriginalVideoRequestRefused = refused(addOriginalVideoRequest);
export const AddOriginalVideoRequestBusy = busy(addOriginalVideoRequest);
export const AddOriginalVideoRequestSubmits = addOriginalVideoRequest;

const editOriginalVideoRequest: Story = {
  args: {
    typename: 'OriginalVideoRequest',
    action: 'edit',
    records: [
      {
        id: '1900',
        readminName: 'Original video request 1900',
        game: linkTo(game),
        gameId: '800',
        expiresAt: '2026-04-01T01:00:00.000Z',
        notes: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Original video request 1900');
    await expectFields(d, ['Game', 'Expires at', 'Notes']);
    await fill(canvasElement, d, { Notes: 'Extended for the tribunal.' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'original_video_requests',
      params: { id: '1900', data: { notes: 'Extended for the tribunal.' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditOriginalVideoRequestOpened = opened(editOriginalVideoRequest);
export const EditOriginalVideoRequestFilled = filled(editOriginalVideoRequest);
export const EditOriginalVideoRequestRefused = refused(editOriginalVideoRequest);
export const EditOriginalVideoRequestBusy = busy(editOriginalVideoRequest);
export const EditOriginalVideoRequestSubmits = editOriginalVideoRequest;
