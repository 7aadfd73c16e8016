import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { court, linkTo } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  customActionSent,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Spec 002 §2.11, §3, §4: a live stream's add (720p, motioncrop and logo by default) and edit (cancel it),
 * the disabled flag of videos and video versions, and the cancel of video encoding job requests. Which of
 * these actions a selection is offered (§4) is the list's concern (src/console/actions); the dialogs here
 * confirm and send.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Live streams and video states', component: RecordDialogStory } satisfies Meta<
  typeof RecordDialogStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const stream = {
  id: '900',
  readminName: 'Central Court 1 stream',
  name: 'Central Court 1 stream',
  court: linkTo(court),
  courtId: '3',
  startAt: '2026-03-07T09:00:00.000Z',
  finishAt: '2026-03-07T11:00:00.000Z',
  outputResolution: '720p',
  motioncropEnabled: true,
  logoVisible: true,
  cancelled: false,
};
const videos = [
  { id: '1600', readminName: 'Perth Wildcats vs Perth Lynx, 2026-03-07', disabled: false },
  { id: '1601', readminName: 'Perth Lynx vs Perth Wildcats, 2026-03-14', disabled: true },
];
const version = { id: '3800', readminName: 'Perth Wildcats vs Perth Lynx, 2026-03-07 (1080p)', disabled: true };

const addLiveStream: Story = {
  args: { typename: 'LiveStream', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Live Stream');
    await expectFields(d, ['Name', 'Court', 'Start at', 'Finish at', 'Output resolution', 'Motioncrop enabled', 'Logo visible', 'Audio enabled']);
    // Spec 002 §3: 720p, motioncrop and the logo by default.
    await expect(d.getByLabelText(/^Output resolution/)).toHaveDisplayValue('720p');
    await expect(d.getByLabelText('Motioncrop enabled')).toBeChecked();
    await expect(d.getByLabelText('Logo visible')).toBeChecked();
    // The widget plays muted unless audio is enabled (issue 12).
    await expect(d.getByLabelText('Audio enabled')).not.toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required', 'Court is required', 'Start at is required', 'Finish at is required']);
    await expect(empty).toEqual(requiredMessagesOf('LiveStream', 'create'));
    await fill(canvasElement, d, { Name: 'Grand final', Court: 'Central Court 1', 'Start at': '2026-03-21T19:00', 'Finish at': '2026-03-21T18:00' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Finish at must be after the start.']);
    await fill(canvasElement, d, { 'Finish at': '2026-03-21T21:00', 'Logo visible': false });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'live_streams',
      params: { data: { name: 'Grand final', courtId: '3', outputResolution: '720p', motioncropEnabled: true, logoVisible: false } },
    });
  },
};
export const AddLiveStreamEmpty = opened(addLiveStream);
export const AddLiveStreamFilled = filled(addLiveStream);
export const AddLiveStreamInvalid = invalid(addLiveStream);
export const AddLiveStreamRefused = refused(addLiveStream);
export const AddLiveStreamBusy = busy(addLiveStream);
export const AddLiveStreamSubmits = addLiveStream;

const editLiveStream: Story = {
  args: { typename: 'LiveStream', action: 'edit', records: [stream] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Central Court 1 stream');
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Central Court 1 stream', 'Output resolution': '1080p', Cancelled: true });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'live_streams',
      params: { id: '900', data: { outputResolution: '1080p', cancelled: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditLiveStreamOpened = opened(editLiveStream);
export const EditLiveStreamFilled = filled(editLiveStream);
export const EditLiveStreamInvalid = invalid(editLiveStream);
export const EditLiveStreamRefused = refused(editLiveStream);
export const EditLiveStreamBusy = busy(editLiveStream);
export const EditLiveStreamSubmits = editLiveStream;

const disableVideos: Story = {
  args: { typename: 'Video', action: 'disable', records: videos },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Disable 2 Videos');
    await expect(await submitAndSend(canvasElement, d, 'Disable')).toEqual(customActionSent('videosDisable', { videoIds: ['1600', '1601'] }));
    await expectClosed(canvasElement);
  },
};
export const DisableVideosOpened = opened(disableVideos);
export const DisableVideosRefused = refused(disableVideos);
export const DisableVideosBusy = busy(disableVideos);
export const DisableVideosSubmits = disableVideos;

const enableVideos: Story = {
  args: { typename: 'Video', action: 'enable', records: videos },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Enable 2 Videos');
    await expect(await submitAndSend(canvasElement, d, 'Enable')).toEqual(customActionSent('videosEnable', { videoIds: ['1600', '1601'] }));
    await expectClosed(canvasElement);
  },
};
export const EnableVideosOpened = opened(enableVideos);
export const EnableVideosRefused = refused(enableVideos);
export const EnableVideosBusy = busy(enableVideos);
export const EnableVideosSubmits = enableVideos;

const enableVideoVersion: Story = {
  args: { typename: 'VideoVersion', action: 'enable', records: [version] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, `Enable ${version.readminName}`);
    await expect(await submitAndSend(canvasElement, d, 'Enable')).toEqual(customActionSent('videoVersionsEnable', { videoVersionIds: ['3800'] }));
    await expectClosed(canvasElement);
  },
};
export const EnableVideoVersionOpened = opened(enableVideoVersion);
export const EnableVideoVersionRefused = refused(enableVideoVersion);
export const EnableVideoVersionBusy = busy(enableVideoVersion);
export const EnableVideoVersionSubmits = enableVideoVersion;

const disableVideoVersion: Story = {
  args: { typename: 'VideoVersion', action: 'disable', records: [{ ...version, disabled: false }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, `Disable ${version.readminName}`);
    await expect(await submitAndSend(canvasElement, d, 'Disable')).toEqual(customActionSent('videoVersionsDisable', { videoVersionIds: ['3800'] }));
    await expectClosed(canvasElement);
  },
};
export const DisableVideoVersionOpened = opened(disableVideoVersion);
export const DisableVideoVersionRefused = refused(disableVideoVersion);
export const DisableVideoVersionBusy = busy(disableVideoVersion);
export const DisableVideoVersionSubmits = disableVideoVersion;

const cancelEncodingRequests: Story = {
  args: {
    typename: 'VideoEncodingJobRequest',
    action: 'cancel',
    records: [
      { id: '3900', readminName: 'Encoding request 3900', cancelled: false },
      { id: '3901', readminName: 'Encoding request 3901', cancelled: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Cancel 2 Video Encoding Job Requests');
    await expect(d.getByText('Cancel the selected encoding requests?')).toBeInTheDocument();
    // Its own label: 'Cancel' alone is the dialog's dismiss button too.
    await expect(d.getAllByRole('button').map((b: HTMLElement) => b.textContent)).toEqual(['Cancel', 'Cancel Requests']);
    await expect(await submitAndSend(canvasElement, d, 'Cancel Requests')).toEqual(
      customActionSent('videoEncodingJobRequestsCancel', { videoEncodingJobRequestIds: ['3900', '3901'] }),
    );
    await expectClosed(canvasElement);
  },
};
export const CancelEncodingRequestsOpened = opened(cancelEncodingRequests);
export const CancelEncodingRequestsRefused = refused(cancelEncodingRequests);
export const CancelEncodingRequestsBusy = busy(cancelEncodingRequests);
export const CancelEncodingRequestsSubmits = cancelEncodingRequests;
