import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  blockedMessages,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
} from '../../src/console/dialogs/testing/dialogPlay.ts';
import { RecordDialogStory } from '../../src/console/dialogs/testing/RecordDialogStory.tsx';

/** Person's Add dialog (spec 001 §2, §5): first name required. */
const meta = { title: 'Dialogs/001 Organisation content/Person', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddPerson: Story = {
  args: { typename: 'Person', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Person');
    await expectFields(d, ['First name', 'Last name', 'Organisation', 'Email', 'Gender', 'Birthdate']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['First name is required', 'Organisation is required']);
    await expect(empty).toEqual(requiredMessagesOf('Person', 'create'));
    await fill(canvasElement, d, { 'First name': 'Aroha', Organisation: 'Hoops League', Email: 'aroha@' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Email must be an email address']);
    await fill(canvasElement, d, { 'Last name': 'Ngata', Email: 'aroha@hoops.example', Gender: 'Female', Birthdate: '2001-04-09' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'people',
      params: {
        data: { firstName: 'Aroha', lastName: 'Ngata', orgId: '10', email: 'aroha@hoops.example', gender: 'female', birthdate: '2001-04-09' },
      },
    });
    await expectClosed(canvasElement);
  },
};
