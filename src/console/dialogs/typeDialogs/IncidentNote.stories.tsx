import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Add Incident Note (spec 001 §2, §3): a note or a document on an incident. */
const meta = { title: 'Dialogs/001 Organisation content/Incident note', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addIncidentNote: Story = {
  args: { typename: 'IncidentNote', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Incident Note');
    await expectFields(d, ['Incident', 'Category', 'Text']);
    await expect(d.getByLabelText(/^Category/)).toHaveValue('note');
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Incident is required', 'Text is required']);
    await expect(empty).toEqual(requiredMessagesOf('IncidentNote', 'create'));
    await fill(canvasElement, d, { Incident: 'Fighting in Perth Wildcats vs Perth Lynx', Category: 'Document', Text: 'Referee report attached.' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'IncidentNote',
      params: { data: { incidentId: '1200', category: 'document', text: 'Referee report attached.' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddIncidentNoteEmpty = opened(addIncidentNote);
export const AddIncidentNoteFilled = filled(addIncidentNote);
export const AddIncidentNoteInvalid = invalid(addIncidentNote);
export const AddIncidentNoteRefused = refused(addIncidentNote);
export const AddIncidentNoteBusy = busy(addIncidentNote);
export const AddIncidentNoteSubmits = addIncidentNote;
