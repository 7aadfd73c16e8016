import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { incident } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { registry } from '../../testing/allTypes.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Incident's dialogs (spec 001 §2, §5, §9). Its own file: the start and stop inputs are becoming a slider;
 * the stories type them as today's time boxes (HH:mm:ss), and StartStopChecks is the one to adjust.
 */
const meta = { title: 'Dialogs/001 Organisation content/Incident', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addIncident: Story = {
  args: { typename: 'Incident', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Incident');
    await expect(d.getByLabelText('Blur game video')).toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Game is required', 'Category is required']);
    await expect(empty).toEqual(requiredMessagesOf('Incident', 'create'));
    await fill(canvasElement, d, {
      Game: 'Perth Wildcats vs Perth Lynx',
      Category: 'Fighting',
      Description: 'Scuffle after the buzzer.',
      Start: '00:01:00',
      Stop: '00:01:30',
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'incidents',
      params: {
        data: {
          gameId: '800',
          category: 'fighting',
          description: 'Scuffle after the buzzer.',
          incidentStartTime: 60,
          incidentStopTime: 90,
          blurGameVideo: true,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddIncidentEmpty = opened(addIncident);
export const AddIncidentFilled = filled(addIncident);
export const AddIncidentInvalid = invalid(addIncident);
export const AddIncidentRefused = refused(addIncident);
export const AddIncidentBusy = busy(addIncident);
export const AddIncidentSubmits = addIncident;

/** The rules across start and stop (metadata `checks`): at least 5 seconds apart, at most 300 seconds long. */
const startStopChecks: Story = {
  args: { typename: 'Incident', action: 'create' },
  play: async ({ canvasElement }) => {
    const messages = registry.types.Incident.checks.map((c) => c.message);
    await expect(messages).toEqual(['The start must be at least 5 seconds before the stop.', 'An incident may span at most 300 seconds.']);
    const d = await openDialog(canvasElement, 'Add Incident');
    await fill(canvasElement, d, { Game: 'Perth Wildcats vs Perth Lynx', Category: 'Injury', Start: '00:01:00', Stop: '00:01:02' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['The start must be at least 5 seconds before the stop.']);
    await fill(canvasElement, d, { Stop: '00:07:00' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['An incident may span at most 300 seconds.']);
    await fill(canvasElement, d, { Stop: '00:06:00' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({ params: { data: { incidentStartTime: 60, incidentStopTime: 360 } } });
  },
};
export const StartStopChecksEmpty = opened(startStopChecks);
export const StartStopChecksFilled = filled(startStopChecks);
export const StartStopChecksInvalid = invalid(startStopChecks);
export const StartStopChecksRefused = refused(startStopChecks);
export const StartStopChecksBusy = busy(startStopChecks);
export const StartStopChecksSubmits = startStopChecks;

const editIncident: Story = {
  args: { typename: 'Incident', action: 'edit', records: [incident] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Fighting in Perth Wildcats vs Perth Lynx');
    await expect(await d.findByRole('combobox', { name: /^Game/ })).toBeDisabled();
    await fill(canvasElement, d, { Start: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Start is required']);
    await fill(canvasElement, d, { Start: '00:01:00', Description: 'Players 4 and 11, after the whistle.', 'Blur game video': false });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'incidents',
      params: { id: '1200', data: { description: 'Players 4 and 11, after the whistle.', blurGameVideo: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditIncidentOpened = opened(editIncident);
export const EditIncidentFilled = filled(editIncident);
export const EditIncidentInvalid = invalid(editIncident);
export const EditIncidentRefused = refused(editIncident);
export const EditIncidentBusy = busy(editIncident);
export const EditIncidentSubmits = editIncident;

const deleteIncident: Story = {
  args: { typename: 'Incident', action: 'delete', records: [incident] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Delete Fighting in Perth Wildcats vs Perth Lynx');
    await expect(d.getByText('Delete the selected incidents and their notes?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Delete')).toEqual({ method: 'delete', resource: 'incidents', params: { id: '1200' } });
    await expectClosed(canvasElement);
  },
};
export const DeleteIncidentOpened = opened(deleteIncident);
export const DeleteIncidentRefused = refused(deleteIncident);
export const DeleteIncidentBusy = busy(deleteIncident);
export const DeleteIncidentSubmits = deleteIncident;
