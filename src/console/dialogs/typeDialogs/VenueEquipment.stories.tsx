import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { linkTo, venue, venueServer } from '../testing/contentFixtures.ts';
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
 * The rest of spec 002's venue dialogs (§2.11, §5), beside Venue management's: a venue's edit (AWS region
 * from the cloud regions, max concurrent live streams at least 0, time zone), a network device's edit (model
 * from the server's list), an exception date's removal, a pending venue server command's cancel, and a
 * surface's add and edit.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Venue equipment', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const perth = { id: '80', readminName: 'Perth' };
const arena = {
  ...venue,
  shortName: 'CA',
  org: { id: '10', readminName: 'Hoops League' },
  orgId: '10',
  city: perth,
  cityId: '80',
  timeZone: 'Australia/Perth',
  awsRegion: 'ap-southeast-2',
  maxConcurrentLiveStreams: 1,
  allowCameraPreview: true,
  details: null,
};
const device = {
  id: '3400',
  readminName: 'Ubiquiti UniFi Switch 24 PoE',
  model: 'ubiquiti-usw-24-poe',
  venue: linkTo(venue),
  venueId: '100',
  venueServer: linkTo(venueServer),
  venueServerId: '70',
  ipAddress: '10.20.1.60',
  macAddress: null,
  purchaseDate: null,
  deviceUsername: null,
  devicePassword: null,
  details: null,
};
const camera = { id: '1500', readminName: 'cam-central-1', venueId: '100' };
const mainView = {
  id: '1300',
  readminName: 'Central Court 1 main view',
  name: 'Central Court 1 main view',
  camera,
  cameraId: '1500',
  venue: linkTo(venue),
  venueId: '100',
  canary: false,
  scaleInput: true,
  encodeAudio: false,
  encodeHighQualityOutputs: false,
};

const editVenue: Story = {
  args: { typename: 'Venue', action: 'edit', records: [arena], fixtures: { rows: { cities: [perth] } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Central Arena');
    // The regions load from the server's list (cloudRegions), by their AWS names.
    await waitFor(() => expect(d.getByLabelText(/^AWS Region/)).toHaveDisplayValue('Asia Pacific (Sydney)'));
    await fill(canvasElement, d, { Name: '', 'Max concurrent live streams': '-1' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required', 'Max concurrent live streams must be at least 0']);
    await fill(canvasElement, d, {
      Name: 'Central Arena',
      'Max concurrent live streams': '0',
      'AWS Region': 'Europe (London)',
      'Time Zone': 'Pacific/Auckland',
    });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'venues',
      params: { id: '100', data: { maxConcurrentLiveStreams: 0, awsRegion: 'eu-west-2', timeZone: 'Pacific/Auckland' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditVenueOpened = opened(editVenue);
export const EditVenueFilled = filled(editVenue);
export const EditVenueInvalid = invalid(editVenue);
export const EditVenueRefused = refused(editVenue);
export const EditVenueBusy = busy(editVenue);
export const EditVenueSubmits = editVenue;

const editNetworkDevice: Story = {
  args: { typename: 'NetworkDevice', action: 'edit', records: [device] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Ubiquiti UniFi Switch 24 PoE');
    // The models are the server's list (networkDeviceModels).
    const models = () => [...(d.getByLabelText(/^Model/) as HTMLSelectElement).options].map((o) => o.textContent);
    await waitFor(() => expect(models()).toContain('Teltonika RUTX11'));
    await fill(canvasElement, d, { 'IP Address': '10.20.1.600', 'MAC Address': 'not-a-mac' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual([
      expect.stringMatching(/^IP Address /),
      expect.stringMatching(/^MAC Address /),
    ]);
    await fill(canvasElement, d, { Model: 'Ubiquiti UniFi Switch Lite 8 PoE', 'IP Address': '10.20.1.61', 'MAC Address': '00:1A:2B:3C:4D:5E' });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'network_devices',
      params: { id: '3400', data: { model: 'ubiquiti-usw-lite-8-poe', ipAddress: '10.20.1.61', macAddress: '00:1A:2B:3C:4D:5E' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditNetworkDeviceOpened = opened(editNetworkDevice);
export const EditNetworkDeviceFilled = filled(editNetworkDevice);
export const EditNetworkDeviceInvalid = invalid(editNetworkDevice);
export const EditNetworkDeviceRefused = refused(editNetworkDevice);
export const EditNetworkDeviceBusy = busy(editNetworkDevice);
export const EditNetworkDeviceSubmits = editNetworkDevice;

const removeExceptionDate: Story = {
  args: {
    typename: 'RecordingBlockExceptionDate',
    action: 'remove',
    records: [{ id: '3500', readminName: 'Christmas', name: 'Christmas', date: '2026-12-25', recordingBlockId: '1900' }],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Christmas');
    await expect(d.getByText('Remove this exception date?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toMatchObject({ method: 'delete', params: { id: '3500' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveExceptionDateOpened = opened(removeExceptionDate);
export const RemoveExceptionDateRefused = refused(removeExceptionDate);
export const RemoveExceptionDateBusy = busy(removeExceptionDate);
export const RemoveExceptionDateSubmits = removeExceptionDate;

const cancelPendingCommand: Story = {
  args: {
    typename: 'VenueServerCommand',
    action: 'cancel',
    records: [{ id: '500', readminName: 'central-vs-01: sudo reboot', state: 'pending', content: 'sudo reboot', venueServerId: '70' }],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Cancel Command central-vs-01: sudo reboot');
    await expect(d.getByText('Cancel this command?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Cancel Command')).toEqual(
      customActionSent('venueServerCommandCancel', { venueServerCommandId: '500' }),
    );
    await expectClosed(canvasElement);
  },
};
export const CancelPendingCommandOpened = opened(cancelPendingCommand);
export const CancelPendingCommandRefused = refused(cancelPendingCommand);
export const CancelPendingCommandBusy = busy(cancelPendingCommand);
export const CancelPendingCommandSubmits = cancelPendingCommand;

const addSurface: Story = {
  args: { typename: 'Surface', action: 'create', fixtures: { rows: { cameras: [camera] } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Surface');
    await expectFields(d, ['Name', 'Camera', 'Venue', 'Canary', 'Scale input', 'Encode audio', 'Encode high-quality outputs']);
    await expect(d.getByLabelText('Scale input')).toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(requiredMessagesOf('Surface', 'create'));
    await expect(empty).toEqual(expect.arrayContaining(['Name is required', 'Camera is required']));
    await fill(canvasElement, d, { Name: 'Central Court 1 wide', Camera: 'cam-central-1', Venue: 'Central Arena', 'Encode audio': true });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'surfaces',
      params: {
        data: { name: 'Central Court 1 wide', cameraId: '1500', venueId: '100', canary: false, scaleInput: true, encodeAudio: true },
      },
    });
  },
};
export const AddSurfaceEmpty = opened(addSurface);
export const AddSurfaceFilled = filled(addSurface);
export const AddSurfaceInvalid = invalid(addSurface);
export const AddSurfaceRefused = refused(addSurface);
export const AddSurfaceBusy = busy(addSurface);
export const AddSurfaceSubmits = addSurface;

const editSurface: Story = {
  args: { typename: 'Surface', action: 'edit', records: [mainView], fixtures: { rows: { cameras: [camera] } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Central Court 1 main view');
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Central Court 1 canary', Canary: true });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'surfaces',
      params: { id: '1300', data: { name: 'Central Court 1 canary', canary: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditSurfaceOpened = opened(editSurface);
export const EditSurfaceFilled = filled(editSurface);
export const EditSurfaceInvalid = invalid(editSurface);
export const EditSurfaceRefused = refused(editSurface);
export const EditSurfaceBusy = busy(editSurface);
export const EditSurfaceSubmits = editSurface;
