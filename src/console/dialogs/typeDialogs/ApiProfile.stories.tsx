import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Re-import of an API profile (spec 001 §2, §5; platform admins): the target organisation is required. */
const meta = { title: 'Dialogs/001 Organisation content/API profile', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const reImport: Story = {
  args: { typename: 'ApiProfile', action: 'reImport', records: [{ id: '1500', readminName: 'Jordan Lee (Stats Partner)' }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Re-import Jordan Lee (Stats Partner)');
    await expectFields(d, ['Organisation']);
    const empty = await blockedMessages(canvasElement, d, 'Re-import');
    await expect(empty).toEqual(['Organisation is required']);
    await expect(empty).toEqual(requiredMessagesOf('ApiProfile', 'reImport'));
    await fill(canvasElement, d, { Organisation: 'Netball North' });
    const sent = await submitAndSend(canvasElement, d, 'Re-import');
    await expect(sent).toEqual({
      method: 'runOperation',
      operation: 'apiProfileReImport',
      params: { apiProfileId: '1500', orgId: '11' },
    });
    await expectClosed(canvasElement);
  },
};
export const ReImportOpened = opened(reImport);
export const ReImportFilled = filled(reImport);
export const ReImportInvalid = invalid(reImport);
export const ReImportRefused = refused(reImport);
export const ReImportBusy = busy(reImport);
export const ReImportSubmits = reImport;
