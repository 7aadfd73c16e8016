import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { competition } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { scorekeeperSettingsPlay } from './scorekeeperSettingsPlay.ts';

/** Competition's dialogs (spec 001 §2, §5, §9): add, edit settings (batch), edit scorekeeper settings. */
const meta = { title: 'Dialogs/001 Organisation content/Competition', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = [
  'Name',
  'Organisation',
  'Sport',
  'Ad preset',
  'Active',
  'Plays of the Week',
  'Video recording permitted',
  'Points for win',
  'Points for draw',
  'Points for loss',
  'Points for forfeit',
  'Sharing disabled',
  'Anonymise people',
  'Scoreboard fouls visible',
];

const addCompetition: Story = {
  args: { typename: 'Competition', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Competition');
    await expectFields(d, FIELDS);
    // Spec 001 §9: active and video recording on, points 2 / 1 / 0 / 1.
    await expect(d.getByLabelText('Active')).toBeChecked();
    await expect(d.getByLabelText(/^Points for win/)).toHaveValue(2);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required', 'Organisation is required', 'Ad preset is required']);
    await expect(empty).toEqual(requiredMessagesOf('Competition', 'create'));
    await fill(canvasElement, d, { Name: 'Winter Cup', Organisation: 'Hoops League', 'Points for win': '', 'Points for draw': '101' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual([
      'Ad preset is required',
      'Points for win is required',
      'Points for draw must be at most 100',
    ]);
    await fill(canvasElement, d, { Sport: 'Netball', 'Ad preset': 'Summer Preset', 'Points for win': '3', 'Points for draw': '1' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'competitions',
      params: {
        data: {
          name: 'Winter Cup',
          orgId: '10',
          sport: 'netball',
          adPresetId: '600',
          active: true,
          potwEnabled: false,
          videoRecordingPermitted: true,
          pointsForWin: 3,
          pointsForDraw: 1,
          pointsForLoss: 0,
          pointsForForfeit: 1,
          sharingDisabled: false,
          anonymisePeople: false,
          scoreboardFoulsVisible: false,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddCompetitionEmpty = opened(addCompetition);
export const AddCompetitionFilled = filled(addCompetition);
export const AddCompetitionInvalid = invalid(addCompetition);
export const AddCompetitionRefused = refused(addCompetition);
export const AddCompetitionBusy = busy(addCompetition);
export const AddCompetitionSubmits = addCompetition;

const editCompetitionSettings: Story = {
  args: { typename: 'Competition', action: 'edit', records: [competition] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit State Championship');
    await expectFields(d, FIELDS);
    await expect(await d.findByRole('combobox', { name: /^Organisation/ })).toBeDisabled();
    await fill(canvasElement, d, { Name: '', 'Points for loss': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required', 'Points for loss is required']);
    await fill(canvasElement, d, { Name: 'State Championship 2027', 'Points for loss': '0', 'Sharing disabled': true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'competitions',
      params: { id: '500', data: { name: 'State Championship 2027', sharingDisabled: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditCompetitionSettingsOpened = opened(editCompetitionSettings);
export const EditCompetitionSettingsFilled = filled(editCompetitionSettings);
export const EditCompetitionSettingsInvalid = invalid(editCompetitionSettings);
export const EditCompetitionSettingsRefused = refused(editCompetitionSettings);
export const EditCompetitionSettingsBusy = busy(editCompetitionSettings);
export const EditCompetitionSettingsSubmits = editCompetitionSettings;

const editCompetitionScorekeeperSettings: Story = {
  args: { typename: 'Competition', action: 'editScorekeeperSettings', records: [competition] },
  play: scorekeeperSettingsPlay({
    title: 'Edit Scorekeeper Settings State Championship',
    typename: 'Competition',
    mutation: 'competitionsUpdateScorekeeperConfig',
    ids: { competitionIds: ['500'] },
  }),
};
export const EditCompetitionScorekeeperSettingsOpened = opened(editCompetitionScorekeeperSettings);
export const EditCompetitionScorekeeperSettingsFilled = filled(editCompetitionScorekeeperSettings);
export const EditCompetitionScorekeeperSettingsInvalid = invalid(editCompetitionScorekeeperSettings);
export const EditCompetitionScorekeeperSettingsRefused = refused(editCompetitionScorekeeperSettings);
export const EditCompetitionScorekeeperSettingsBusy = busy(editCompetitionScorekeeperSettings);
export const EditCompetitionScorekeeperSettingsSubmits = editCompetitionScorekeeperSettings;
