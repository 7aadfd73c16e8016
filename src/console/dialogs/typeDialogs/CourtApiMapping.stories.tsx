import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Court API mapping's dialogs (spec 001 §2): add, remove. */
const meta = { title: 'Dialogs/001 Organisation content/Court API mapping', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addCourtApiMapping: Story = {
  args: { typename: 'CourtApiMapping', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add API Mapping');
    await expectFields(d, ['Court', 'API Partner', 'API organisation', 'API court']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Court is required', 'API Partner is required', 'API organisation is required', 'API court is required']);
    await expect(empty).toEqual(requiredMessagesOf('CourtApiMapping', 'create'));
    await fill(canvasElement, d, { Court: 'Central Court 1', 'API Partner': 'Stats Partner', 'API organisation': 'bwa-42', 'API court': 'court-7' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'CourtApiMapping',
      params: { data: { courtId: '3', apiPartnerId: '50', externalOrganisationId: 'bwa-42', externalCourtId: 'court-7' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCourtApiMappingEmpty = opened(addCourtApiMapping);
export const AddCourtApiMappingFilled = filled(addCourtApiMapping);
export const AddCourtApiMappingInvalid = invalid(addCourtApiMapping);
export const AddCourtApiMappingRefused = refused(addCourtApiMapping);
export const AddCourtApiMappingBusy = busy(addCourtApiMapping);
export const AddCourtApiMappingSubmits = addCourtApiMapping;

const removeCourtApiMapping: Story = {
  args: { typename: 'CourtApiMapping', action: 'remove', records: [{ id: '1000', readminName: 'Central Court 1 / Stats Partner' }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Central Court 1 / Stats Partner');
    await expect(d.getByText("Remove this API mapping? The partner's schedules stop landing on the court.")).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Remove');
    await expect(sent).toEqual({ method: 'delete', resource: 'CourtApiMapping', params: { id: '1000' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveCourtApiMappingOpened = opened(removeCourtApiMapping);
export const RemoveCourtApiMappingRefused = refused(removeCourtApiMapping);
export const RemoveCourtApiMappingBusy = busy(removeCourtApiMapping);
export const RemoveCourtApiMappingSubmits = removeCourtApiMapping;
