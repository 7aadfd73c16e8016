import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { court } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Court's dialogs (spec 001 §2, §5): name required, organisation locked when editing. */
const meta = { title: 'Dialogs/001 Organisation content/Court', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = ['Name', 'Organisation', 'Venue', 'Scorekeeper name', 'Active', 'Allow live streams', 'Advertising active'];

const addCourt: Story = {
  args: { typename: 'Court', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Court');
    await expectFields(d, FIELDS);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required', 'Organisation is required', 'Venue is required']);
    await expect(empty).toEqual(requiredMessagesOf('Court', 'create'));
    await fill(canvasElement, d, { Name: 'Central Court 2', Organisation: 'Hoops League', Venue: 'Central Arena', 'Advertising active': true });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'courts',
      params: {
        data: { name: 'Central Court 2', orgId: '10', venueId: '100', active: true, allowLiveStreams: true, advertisingActive: true },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCourtEmpty = opened(addCourt);
export const AddCourtFilled = filled(addCourt);
export const AddCourtInvalid = invalid(addCourt);
export const AddCourtRefused = refused(addCourt);
export const AddCourtBusy = busy(addCourt);
export const AddCourtSubmits = addCourt;

const editCourt: Story = {
  args: { typename: 'Court', action: 'edit', records: [court] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Central Court 1');
    await expectFields(d, FIELDS);
    await expect(await d.findByRole('combobox', { name: /^Organisation/ })).toBeDisabled();
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Centre Court', Active: false });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({ method: 'update', resource: 'courts', params: { id: '3', data: { name: 'Centre Court', active: false } } });
    await expectClosed(canvasElement);
  },
};
export const EditCourtOpened = opened(editCourt);
export const EditCourtFilled = filled(editCourt);
export const EditCourtInvalid = invalid(editCourt);
export const EditCourtRefused = refused(editCourt);
export const EditCourtBusy = busy(editCourt);
export const EditCourtSubmits = editCourt;
