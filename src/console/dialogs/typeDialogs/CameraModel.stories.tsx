import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cameraModel } from '../testing/contentFixtures.ts';
import { refusedInput } from '../testing/dialogFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Camera model's dialogs (spec 001 §2, §5): manufacturer and model required, resolution WIDTHxHEIGHT. */
const meta = { title: 'Dialogs/001 Organisation content/Camera model', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = ['Manufacturer', 'Model', 'Resolution', 'Category', 'Supports H.265'];

const addCameraModel: Story = {
  args: { typename: 'CameraModel', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Camera Model');
    await expectFields(d, FIELDS);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Manufacturer is required', 'Model is required']);
    await expect(empty).toEqual(requiredMessagesOf('CameraModel', 'create'));
    await fill(canvasElement, d, { Manufacturer: { typed: 'Axis' }, Model: 'Q6135', Resolution: { typed: '4k' } });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Resolution should be WIDTHxHEIGHT, e.g. 3840x2160']);
    await fill(canvasElement, d, { Resolution: { typed: '1920x1080' }, 'Supports H.265': true });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'camera_models',
      params: { data: { manufacturer: 'Axis', model: 'Q6135', resolution: '1920x1080', supportsH265: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCameraModelEmpty = opened(addCameraModel);
export const AddCameraModelFilled = filled(addCameraModel);
export const AddCameraModelInvalid = invalid(addCameraModel);
export const AddCameraModelBusy = busy(addCameraModel);
export const AddCameraModelSubmits = addCameraModel;

const editCameraModel: Story = {
  args: { typename: 'CameraModel', action: 'edit', records: [cameraModel] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Axis P1378');
    await expectFields(d, FIELDS);
    await fill(canvasElement, d, { Model: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Model is required']);
    await fill(canvasElement, d, { Model: 'P1378-LE', 'Supports H.265': false });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'camera_models',
      params: { id: '60', data: { model: 'P1378-LE', supportsH265: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditCameraModelOpened = opened(editCameraModel);
export const EditCameraModelFilled = filled(editCameraModel);
export const EditCameraModelInvalid = invalid(editCameraModel);
export const EditCameraModelRefused = refused(editCameraModel);
export const EditCameraModelBusy = busy(editCameraModel);
export const EditCameraModelSubmits = editCameraModel;

/** Spec 001 §8: what the server refuses opens 'Unable to Complete Request' with its reasons; the dialog keeps the input. */
export const AddCameraModelRefused: Story = {
  args: {
    typename: 'CameraModel',
    action: 'create',
    fixtures: { failures: { 'create camera_models': refusedInput([{ field: 'model', message: 'Model is already taken for Axis' }]) } },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Camera Model');
    await fill(canvasElement, d, { Manufacturer: { typed: 'Axis' }, Model: 'P1378' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual({
      method: 'create',
      resource: 'camera_models',
      params: { data: { manufacturer: 'Axis', model: 'P1378', supportsH265: false } },
    });
    const unable = await openDialog(canvasElement, 'Unable to Complete Request');
    await expect(unable.getByText('We are unable to complete request for the reason(s) listed below:')).toBeInTheDocument();
    await expect(within(unable.getByRole('list', { name: 'Reasons' })).getByText('Model is already taken for Axis')).toBeInTheDocument();
    await expect(d.getByLabelText(/^Model/)).toHaveValue('P1378');
  },
};
