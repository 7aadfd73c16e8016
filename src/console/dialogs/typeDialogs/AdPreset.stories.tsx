import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adPreset } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Ad preset's dialogs (spec 001 §2, §4, §5): organisation and name required; Default for new league only for one preset. */
const meta = { title: 'Dialogs/001 Organisation content/Ad preset', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addAdPreset: Story = {
  args: { typename: 'AdPreset', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Ad Preset');
    await expectFields(d, ['Organisation', 'Name', 'Ad assets']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Organisation is required', 'Name is required']);
    await expect(empty).toEqual(requiredMessagesOf('AdPreset', 'create'));
    await fill(canvasElement, d, { Organisation: 'Hoops League', Name: 'Finals Preset', 'Ad assets': ['Courtside Banner'] });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'ad_presets',
      params: { data: { orgId: '10', name: 'Finals Preset', adAssetIds: ['700'] } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddAdPresetEmpty = opened(addAdPreset);
export const AddAdPresetFilled = filled(addAdPreset);
export const AddAdPresetInvalid = invalid(addAdPreset);
export const AddAdPresetRefused = refused(addAdPreset);
export const AddAdPresetBusy = busy(addAdPreset);
export const AddAdPresetSubmits = addAdPreset;

const editAdPreset: Story = {
  args: { typename: 'AdPreset', action: 'edit', records: [adPreset] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Summer Preset');
    await expectFields(d, ['Name', 'Ad assets', 'Default for new league']);
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Summer Preset 2027', 'Default for new league': true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'ad_presets',
      params: { id: '600', data: { name: 'Summer Preset 2027', defaultForNewLeague: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditAdPresetOpened = opened(editAdPreset);
export const EditAdPresetFilled = filled(editAdPreset);
export const EditAdPresetInvalid = invalid(editAdPreset);
export const EditAdPresetRefused = refused(editAdPreset);
export const EditAdPresetBusy = busy(editAdPreset);
export const EditAdPresetSubmits = editAdPreset;

const editSeveralAdPresets: Story = {
  args: {
    typename: 'AdPreset',
    action: 'editBatch',
    records: [adPreset, { ...adPreset, id: '601', readminName: 'Winter Preset', name: 'Winter Preset', adAssets: [], adAssetIds: [] }],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit 2 Ad Presets');
    // Spec 001 §4: Default for new league only when editing a single preset; the name identifies each one.
    await expectFields(d, ['Ad assets']);
    await expect(d.getAllByText('Multiple values')).toHaveLength(1);
    await fill(canvasElement, d, { 'Ad assets': ['Courtside Banner'] });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({ method: 'updateMany', resource: 'ad_presets', params: { ids: ['600', '601'], data: { adAssetIds: ['700'] } } });
    await expectClosed(canvasElement);
  },
};
export const EditSeveralAdPresetsOpened = opened(editSeveralAdPresets);
export const EditSeveralAdPresetsFilled = filled(editSeveralAdPresets);
export const EditSeveralAdPresetsRefused = refused(editSeveralAdPresets);
export const EditSeveralAdPresetsBusy = busy(editSeveralAdPresets);
export const EditSeveralAdPresetsSubmits = editSeveralAdPresets;

const deleteAdPresets: Story = {
  args: { typename: 'AdPreset', action: 'delete', records: [adPreset] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Delete Summer Preset');
    await expect(d.getByText('Delete the selected ad presets?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Delete')).toEqual({ method: 'delete', resource: 'ad_presets', params: { id: '600' } });
    await expectClosed(canvasElement);
  },
};
export const DeleteAdPresetsOpened = opened(deleteAdPresets);
export const DeleteAdPresetsRefused = refused(deleteAdPresets);
export const DeleteAdPresetsBusy = busy(deleteAdPresets);
export const DeleteAdPresetsSubmits = deleteAdPresets;
