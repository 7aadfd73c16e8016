import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { linkTo, venue, venueServer } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Venue management dialogs of spec 002 §2.11 and §5: venue add/edit, venue server edit, recording block
 * add/edit/remove with exception dates, network device add.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Venue management', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const city = { id: '80', readminName: 'Perth' };
const cities = { cities: [city] };
const block = {
  id: '1900',
  readminName: 'Weeknight games',
  name: 'Weeknight games',
  venue: linkTo(venue),
  venueId: '100',
  recordingBlockType: 'ensure_recording',
  startDate: '2026-10-05',
  startTime: '18:00:00',
  durationSeconds: 3600,
  weekdays: ['1', '2', '3'],
};
const server = {
  id: '70',
  readminName: 'Central Arena server',
  name: 'central-vs-01',
  state: 'provisioned',
  enabled: true,
  venue: linkTo(venue),
  venueId: '100',
  locallyAccessible: false,
};

const addVenue: Story = {
  args: { typename: 'Venue', action: 'create', fixtures: { rows: cities } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Venue');
    await expectFields(d, [
      'Name',
      'Short name',
      'Organisation',
      'City',
      'Time Zone',
      'AWS Region',
      'Max concurrent live streams',
      'Allow camera preview',
      'Details',
    ]);
    await fill(canvasElement, d, { 'Max concurrent live streams': '-1' });
    const blocked = await blockedMessages(canvasElement, d, 'Create');
    await expect(blocked).toEqual(
      expect.arrayContaining(['Name is required', 'Organisation is required', 'City is required', 'Max concurrent live streams must be at least 0']),
    );
    await fill(canvasElement, d, {
      Name: 'Harbour Arena',
      Organisation: 'Hoops League',
      City: 'Perth',
      'Time Zone': 'Pacific/Auckland',
      'AWS Region': 'Asia Pacific (Singapore)',
      'Max concurrent live streams': '0',
      'Allow camera preview': false,
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      params: {
        data: {
          name: 'Harbour Arena',
          orgId: '10',
          cityId: '80',
          timeZone: 'Pacific/Auckland',
          awsRegion: 'ap-southeast-1',
          maxConcurrentLiveStreams: 0,
          allowCameraPreview: false,
        },
      },
    });
  },
};
export const AddVenueEmpty = opened(addVenue);
export const AddVenueFilled = filled(addVenue);
export const AddVenueInvalid = invalid(addVenue);
export const AddVenueRefused = refused(addVenue);
export const AddVenueBusy = busy(addVenue);
export const AddVenueSubmits = addVenue;

const editVenueServer: Story = {
  args: { typename: 'VenueServer', action: 'edit', records: [server] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Central Arena server');
    await expectFields(d, [
      'Name',
      'State',
      'Enabled',
      'Venue',
      'Machine ID',
      'Purchase date',
      'Locally accessible',
      'Uploader rate limit (KB/s)',
      'Internal network',
      'Internal network IP address',
      'Static IP address',
      'Static gateway address',
      'Static primary DNS server',
      'Static secondary DNS server',
      'Details',
    ]);
    await fill(canvasElement, d, { 'Static IP address': '203.0.113.300' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual([expect.stringMatching(/^Static IP address /)]);
    await fill(canvasElement, d, {
      State: 'Active (installed at a venue)',
      'Static IP address': '203.0.113.30',
      'Internal network IP address': '10.20.1.50',
    });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toMatchObject({
      method: 'update',
      params: { id: '70', data: { state: 'active', staticIpAddress: '203.0.113.30', internalNetworkIpAddress: '10.20.1.50' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditVenueServerOpened = opened(editVenueServer);
export const EditVenueServerFilled = filled(editVenueServer);
export const EditVenueServerInvalid = invalid(editVenueServer);
export const EditVenueServerRefused = refused(editVenueServer);
export const EditVenueServerBusy = busy(editVenueServer);
export const EditVenueServerSubmits = editVenueServer;

const addRecordingBlock: Story = {
  args: { typename: 'RecordingBlock', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Recording Block');
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(requiredMessagesOf('RecordingBlock', 'create'));
    // Every weekday by default, Sunday (0) to Saturday (6).
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await expect(d.getByRole('checkbox', { name: day })).toBeChecked();
    await fill(canvasElement, d, {
      Venue: 'Central Arena',
      Name: 'Late games',
      'Start date': '2026-10-05',
      'Start time': '23:30:00',
      Sunday: false,
      Saturday: false,
    });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual([
      'End time must not be before start time: the block must end by midnight of the day it starts.',
    ]);
    await fill(canvasElement, d, { 'Start time': '21:00:00' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      params: {
        data: {
          venueId: '100',
          name: 'Late games',
          recordingBlockType: 'ensure_recording',
          startTime: '21:00:00',
          durationSeconds: 3600,
          weekdays: ['1', '2', '3', '4', '5'],
        },
      },
    });
  },
};
export const AddRecordingBlockEmpty = opened(addRecordingBlock);
export const AddRecordingBlockFilled = filled(addRecordingBlock);
export const AddRecordingBlockInvalid = invalid(addRecordingBlock);
export const AddRecordingBlockRefused = refused(addRecordingBlock);
export const AddRecordingBlockBusy = busy(addRecordingBlock);
export const AddRecordingBlockSubmits = addRecordingBlock;

const editRecordingBlock: Story = {
  args: { typename: 'RecordingBlock', action: 'edit', records: [block] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Weeknight games');
    // The venue is locked on an existing block.
    await expect(d.getByLabelText(/^Venue/)).toBeDisabled();
    // Spec 002 §5: the end time (start plus duration) must not be before the start, on edit too.
    await fill(canvasElement, d, { 'Start time': '23:30:00' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual([
      'End time must not be before start time: the block must end by midnight of the day it starts.',
    ]);
    await fill(canvasElement, d, { 'Start time': '18:00:00', Friday: true, Monday: false });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'recording_blocks',
      params: { id: '1900', data: { weekdays: ['2', '3', '5'] } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditRecordingBlockOpened = opened(editRecordingBlock);
export const EditRecordingBlockFilled = filled(editRecordingBlock);
export const EditRecordingBlockInvalid = invalid(editRecordingBlock);
export const EditRecordingBlockRefused = refused(editRecordingBlock);
export const EditRecordingBlockBusy = busy(editRecordingBlock);
export const EditRecordingBlockSubmits = editRecordingBlock;

const removeRecordingBlock: Story = {
  args: { typename: 'RecordingBlock', action: 'remove', records: [block] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Weeknight games');
    await expect(d.getByText('Remove this recording block?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toMatchObject({ method: 'delete', params: { id: '1900' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveRecordingBlockOpened = opened(removeRecordingBlock);
export const RemoveRecordingBlockRefused = refused(removeRecordingBlock);
export const RemoveRecordingBlockBusy = busy(removeRecordingBlock);
export const RemoveRecordingBlockSubmits = removeRecordingBlock;

const addExceptionDate: Story = {
  args: { typename: 'RecordingBlockExceptionDate', action: 'create', fixtures: { rows: { recording_blocks: [block] } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Exception Date');
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(requiredMessagesOf('RecordingBlockExceptionDate', 'create'));
    await fill(canvasElement, d, { 'Recording block': 'Weeknight games', Name: 'Christmas', Date: '2026-12-25' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      params: { data: { recordingBlockId: '1900', name: 'Christmas', date: '2026-12-25' } },
    });
  },
};
export const AddExceptionDateEmpty = opened(addExceptionDate);
export const AddExceptionDateFilled = filled(addExceptionDate);
export const AddExceptionDateInvalid = invalid(addExceptionDate);
export const AddExceptionDateRefused = refused(addExceptionDate);
export const AddExceptionDateBusy = busy(addExceptionDate);
export const AddExceptionDateSubmits = addExceptionDate;

const addNetworkDevice: Story = {
  args: { typename: 'NetworkDevice', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Network Device');
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(requiredMessagesOf('NetworkDevice', 'create'));
    await fill(canvasElement, d, {
      Model: 'Ubiquiti UniFi Switch 24 PoE',
      Venue: 'Central Arena',
      'Venue server': venueServer.readminName as string,
    });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      params: { data: { model: 'ubiquiti-usw-24-poe', venueId: '100', venueServerId: '70' } },
    });
  },
};
export const AddNetworkDeviceEmpty = opened(addNetworkDevice);
export const AddNetworkDeviceFilled = filled(addNetworkDevice);
export const AddNetworkDeviceInvalid = invalid(addNetworkDevice);
export const AddNetworkDeviceRefused = refused(addNetworkDevice);
export const AddNetworkDeviceBusy = busy(addNetworkDevice);
export const AddNetworkDeviceSubmits = addNetworkDevice;
