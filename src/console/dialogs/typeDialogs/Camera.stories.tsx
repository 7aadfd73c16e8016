import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cameraModel, court, linkTo, venue, venueServer } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Camera's dialogs (spec 001 §2, §5). Its own file: Camera's captureH265 rule is changing, so these
 * stories leave that checkbox alone.
 */
const meta = { title: 'Dialogs/001 Organisation content/Camera', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = [
  'Camera ID',
  'Venue',
  'Camera model',
  'Venue server',
  'IP Address',
  'MAC Address',
  'Enabled',
  'Allow live streams',
  'Capture H.265',
  'Purchase date',
  'Device username',
  'Device password',
  'Capture FFmpeg arguments',
  'Details',
];

const camera = {
  id: '1600',
  readminName: 'cam-central-1',
  cameraId: 'cam-central-1',
  venue: linkTo(venue),
  venueId: '100',
  cameraModel: linkTo(cameraModel),
  cameraModelId: '60',
  venueServer: linkTo(venueServer),
  venueServerId: '70',
  ipAddress: '10.0.0.11',
  macAddress: '00:1A:2B:3C:4D:5E',
  enabled: true,
  allowLiveStreams: true,
  captureH265: true,
  court: linkTo(court),
};

const addCamera: Story = {
  args: { typename: 'Camera', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Camera');
    await expectFields(d, FIELDS);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Camera ID is required', 'Venue is required', 'Camera model is required', 'IP Address is required']);
    await expect(empty).toEqual(requiredMessagesOf('Camera', 'create'));
    await fill(canvasElement, d, { 'Camera ID': 'central-2', 'IP Address': '10.0.300.1', 'MAC Address': '00-1a-2b' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual([
      "Camera ID must be 'cam-' followed by text, for example cam-venue-identifier",
      'Venue is required',
      'Camera model is required',
      'IP Address must be four dotted numbers with an optional /prefix',
      'MAC Address must be six pairs of hex digits separated by colons',
    ]);
    await fill(canvasElement, d, {
      'Camera ID': 'cam-central-2',
      Venue: 'Central Arena',
      'Camera model': 'Axis P1378',
      'IP Address': '10.0.0.12/24',
      'MAC Address': '00-1a-2b-3c-4d-5f',
    });
    await expect(d.getByLabelText(/^MAC Address/)).toHaveValue('00:1A:2B:3C:4D:5F');
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'cameras',
      params: {
        data: {
          cameraId: 'cam-central-2',
          venueId: '100',
          cameraModelId: '60',
          ipAddress: '10.0.0.12/24',
          macAddress: '00:1A:2B:3C:4D:5F',
          enabled: true,
          allowLiveStreams: true,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCameraEmpty = opened(addCamera);
export const AddCameraFilled = filled(addCamera);
export const AddCameraInvalid = invalid(addCamera);
export const AddCameraRefused = refused(addCamera);
export const AddCameraBusy = busy(addCamera);
export const AddCameraSubmits = addCamera;

const editCameraSettings: Story = {
  args: { typename: 'Camera', action: 'edit', records: [camera] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Settings cam-central-1');
    await expectFields(d, FIELDS);
    await expect(d.getByLabelText(/^Camera ID/)).toHaveValue('cam-central-1');
    await fill(canvasElement, d, { 'Camera ID': '', 'IP Address': '10.0.0' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual([
      'Camera ID is required',
      'IP Address must be four dotted numbers with an optional /prefix',
    ]);
    await fill(canvasElement, d, { 'Camera ID': 'cam-central-1', 'IP Address': '10.0.0.21', 'Allow live streams': false });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'cameras',
      params: { id: '1600', data: { ipAddress: '10.0.0.21', allowLiveStreams: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditCameraSettingsOpened = opened(editCameraSettings);
export const EditCameraSettingsFilled = filled(editCameraSettings);
export const EditCameraSettingsInvalid = invalid(editCameraSettings);
export const EditCameraSettingsRefused = refused(editCameraSettings);
export const EditCameraSettingsBusy = busy(editCameraSettings);
export const EditCameraSettingsSubmits = editCameraSettings;
