import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, customActionSent, expectClosed, expectFields, fill, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { court, linkTo, surface } from '../testing/contentFixtures.ts';
import { busy, filled, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { orgAdmin } from '../../testing/fixtures.ts';

/**
 * The actions on videos and video versions (spec 002 §2.11, §4, §5): Video Settings, Re-cut, Restore Original
 * Video, Re-encode (standard or canary queue, debug) and Delete Footage.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Video actions', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const camera = { id: '1500', readminName: 'cam-central-1' };
const video = {
  id: '1600',
  readminName: 'Perth Wildcats vs Perth Lynx, 2026-03-07',
  court: linkTo(court),
  courtId: '3',
  surface: linkTo(surface),
  surfaceId: '1300',
  camera,
  cameraId: '1500',
  disabled: false,
  preventDeletion: false,
  cutStartTime: '2026-03-07T09:55:00.000Z',
  cutEndTime: '2026-03-07T11:35:00.000Z',
  originalVideoAvailable: true,
  originalVideoArchived: false,
};
const archived = {
  ...video,
  id: '1601',
  readminName: 'Perth Lynx vs Perth Wildcats, 2026-03-14',
  originalVideoAvailable: false,
  originalVideoArchived: true,
};
const rows = { cameras: [camera] };
const videoSettings: Story = {
  args: { typename: 'Video', action: 'settings', records: [video], fixtures: { rows } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Video Settings Perth Wildcats vs Perth Lynx, 2026-03-07');
    await expectFields(d, ['Surface', 'Court', 'Camera', 'Disabled', 'Prevent deletion']);
    await expect(
      d.getByText(/Changing the court affects only advertising assets\. Footage from another camera or court needs a new cut/),
    ).toBeInTheDocument();
    await expect(d.getByLabelText(/^Camera/)).toBeDisabled();
    await expect(d.getByLabelText(/^Camera/)).toHaveValue('cam-central-1');
    await fill(canvasElement, d, { Disabled: true, 'Prevent deletion': true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'videos',
      params: { id: '1600', data: { disabled: true, preventDeletion: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const VideoSettingsOpened = opened(videoSettings);
export const VideoSettingsFilled = filled(videoSettings);
export const VideoSettingsRefused = refused(videoSettings);
export const VideoSettingsBusy = busy(videoSettings);
export const VideoSettingsSubmits = videoSettings;

export const VideoSettingsRequireSurfaceAndCourt: Story = {
  args: {
    typename: 'Video',
    action: 'settings',
    records: [{ ...video, surface: null, surfaceId: null, court: null, courtId: null }],
    fixtures: { rows },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Video Settings Perth Wildcats vs Perth Lynx, 2026-03-07');
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(expect.arrayContaining(['Court is required']));
    await fill(canvasElement, d, { Court: 'Central Court 1' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Surface is required']);
  },
};

export const VideoSettingsForOrganisationAdmins: Story = {
  args: { typename: 'Video', action: 'settings', records: [video], user: orgAdmin, fixtures: { rows } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Video Settings Perth Wildcats vs Perth Lynx, 2026-03-07');
    // Prevent Deletion is shown to full admins only (002 §5).
    await expectFields(d, ['Surface', 'Court', 'Camera', 'Disabled']);
  },
};

const reCut: Story = {
  args: { typename: 'Video', action: 'reCut', records: [video] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Re-cut Perth Wildcats vs Perth Lynx, 2026-03-07');
    await expect(d.getByText(/Cut the selected videos again from their courts' recordings\?/)).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Re-cut')).toEqual(customActionSent('videosReCut', { videoIds: ['1600'] }));
    await expectClosed(canvasElement);
  },
};
export const ReCutOpened = opened(reCut);
export const ReCutRefused = refused(reCut);
export const ReCutBusy = busy(reCut);
export const ReCutSubmits = reCut;

const restoreOriginalVideo: Story = {
  args: { typename: 'Video', action: 'restoreOriginal', records: [archived] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Restore Original Video Perth Lynx vs Perth Wildcats, 2026-03-14');
    await expect(d.getByText(/Restore the archived originals of the selected videos\?/)).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Restore Original Video');
    await expect(sent).toEqual(customActionSent('videosRestoreOriginalVideo', { videoIds: ['1601'] }));
    await expectClosed(canvasElement);
  },
};
export const RestoreOriginalVideoOpened = opened(restoreOriginalVideo);
export const RestoreOriginalVideoRefused = refused(restoreOriginalVideo);
export const RestoreOriginalVideoBusy = busy(restoreOriginalVideo);
export const RestoreOriginalVideoSubmits = restoreOriginalVideo;

const reEncodeOnCanary: Story = {
  args: { typename: 'Video', action: 'reEncode', records: [video, { ...video, id: '1602', readminName: 'Second game' }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Re-encode 2 Videos');
    await expectFields(d, ['Queue', 'Debug']);
    await expect(d.getByLabelText(/^Queue/)).toHaveValue('standard');
    await fill(canvasElement, d, { Queue: 'Canary', Debug: true });
    const sent = await submitAndSend(canvasElement, d, 'Re-encode');
    await expect(sent).toEqual(customActionSent('videosReEncode', { videoIds: ['1600', '1602'], queue: 'canary', debug: true }));
    await expectClosed(canvasElement);
  },
};
export const ReEncodeOnCanaryOpened = opened(reEncodeOnCanary);
export const ReEncodeOnCanaryFilled = filled(reEncodeOnCanary);
export const ReEncodeOnCanaryRefused = refused(reEncodeOnCanary);
export const ReEncodeOnCanaryBusy = busy(reEncodeOnCanary);
export const ReEncodeOnCanarySubmits = reEncodeOnCanary;

const deleteFootage: Story = {
  args: {
    typename: 'VideoVersion',
    action: 'deleteFootage',
    records: [
      { id: '1700', readminName: 'Perth Wildcats vs Perth Lynx (720p)', video: linkTo(video), videoId: '1600', footageDeleted: false },
      { id: '1701', readminName: 'Perth Wildcats vs Perth Lynx (480p)', video: linkTo(video), videoId: '1600', footageDeleted: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Delete Footage 2 Video Versions');
    await expect(d.getByText(/Viewers can no longer watch them, and it cannot be undone\./)).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Delete Footage');
    await expect(sent).toEqual(customActionSent('videoVersionsDeleteFootage', { videoVersionIds: ['1700', '1701'] }));
    await expectClosed(canvasElement);
  },
};
export const DeleteFootageOpened = opened(deleteFootage);
export const DeleteFootageRefused = refused(deleteFootage);
export const DeleteFootageBusy = busy(deleteFootage);
export const DeleteFootageSubmits = deleteFootage;
