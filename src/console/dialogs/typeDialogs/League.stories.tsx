import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { league } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
  typeToConfirm,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { scorekeeperSettingsPlay } from './scorekeeperSettingsPlay.ts';

/**
 * League's dialogs (spec 001 §2, §4, §5): add (a picked competition copies its settings), edit settings,
 * edit scorekeeper settings, change to Miniball, remove all players from the teams, restore the teams'
 * API roster.
 */
const meta = { title: 'Dialogs/001 Organisation content/League', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const SETTINGS = [
  'Competition',
  'Sport',
  'Scoring mode',
  'Allow 3-point shots',
  'Ad preset',
  'Age',
  'Gender',
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
const netballLeague = { ...league, id: '401', readminName: 'Netball Nights', sport: 'netball' };

const addLeague: Story = {
  args: { typename: 'League', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add League');
    await expectFields(d, ['Name', 'Organisation', ...SETTINGS]);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required', 'Organisation is required', 'Ad preset is required']);
    await expect(empty).toEqual(requiredMessagesOf('League', 'create'));
    await fill(canvasElement, d, { Name: 'Autumn League', Organisation: 'Hoops League', 'Points for forfeit': '-1' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Ad preset is required', 'Points for forfeit must be at least 0']);
    await fill(canvasElement, d, { 'Points for forfeit': '1', Competition: 'State Championship' });
    // Spec 001 §5: the competition's sport, ad preset and settings are copied into the form.
    await expect(await d.findByRole('combobox', { name: /^Ad preset/ })).toHaveValue('Summer Preset');
    await expect(d.getByLabelText('Plays of the Week')).toBeChecked();
    await fill(canvasElement, d, { Age: 'Teen', Gender: 'Female' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'leagues',
      params: {
        data: {
          name: 'Autumn League',
          orgId: '10',
          competitionId: '500',
          sport: 'basketball',
          scoringMode: 'team_game_people_scoring_team',
          allowThreePointShots: true,
          adPresetId: '600',
          age: 'teen',
          gender: 'female',
          active: true,
          potwEnabled: true,
          videoRecordingPermitted: true,
          pointsForWin: 2,
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
export const AddLeagueEmpty = opened(addLeague);
export const AddLeagueFilled = filled(addLeague);
export const AddLeagueInvalid = invalid(addLeague);
export const AddLeagueRefused = refused(addLeague);
export const AddLeagueBusy = busy(addLeague);
export const AddLeagueSubmits = addLeague;

const editLeagueSettings: Story = {
  args: { typename: 'League', action: 'edit', records: [league] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Settings Summer League');
    await expectFields(d, ['Name', ...SETTINGS]);
    await fill(canvasElement, d, { Name: '', 'Points for draw': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required', 'Points for draw is required']);
    await fill(canvasElement, d, { Name: 'Summer League 2027', 'Points for draw': '1', Sport: 'Netball' });
    // Spec 001 §5: the 2-point option is netball's, the 3-point option basketball's and miniball's.
    await expect(await d.findByLabelText('Allow 2-point shots')).toBeInTheDocument();
    await expect(d.queryByLabelText('Allow 3-point shots')).toBeNull();
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'leagues',
      params: { id: '400', data: { name: 'Summer League 2027', sport: 'netball' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditLeagueSettingsOpened = opened(editLeagueSettings);
export const EditLeagueSettingsFilled = filled(editLeagueSettings);
export const EditLeagueSettingsInvalid = invalid(editLeagueSettings);
export const EditLeagueSettingsRefused = refused(editLeagueSettings);
export const EditLeagueSettingsBusy = busy(editLeagueSettings);
export const EditLeagueSettingsSubmits = editLeagueSettings;

const editLeagueScorekeeperSettings: Story = {
  args: { typename: 'League', action: 'editScorekeeperSettings', records: [league] },
  play: scorekeeperSettingsPlay({
    title: 'Edit Scorekeeper Settings Summer League',
    typename: 'League',
    mutation: 'leaguesUpdateScorekeeperConfig',
    ids: { leagueIds: ['400'] },
  }),
};
export const EditLeagueScorekeeperSettingsOpened = opened(editLeagueScorekeeperSettings);
export const EditLeagueScorekeeperSettingsFilled = filled(editLeagueScorekeeperSettings);
export const EditLeagueScorekeeperSettingsInvalid = invalid(editLeagueScorekeeperSettings);
export const EditLeagueScorekeeperSettingsRefused = refused(editLeagueScorekeeperSettings);
export const EditLeagueScorekeeperSettingsBusy = busy(editLeagueScorekeeperSettings);
export const EditLeagueScorekeeperSettingsSubmits = editLeagueScorekeeperSettings;

const changeToMiniball: Story = {
  args: { typename: 'League', action: 'changeToMiniball', records: [league] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Change to Miniball Summer League');
    await expect(d.getByText('Change the selected leagues to miniball? Their scoring mode will be locked.')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Change to Miniball')).toEqual({
      method: 'runOperation',
      operation: 'leaguesChangeToMiniball',
      params: { leagueIds: ['400'] },
    });
    await expectClosed(canvasElement);
  },
};
export const ChangeToMiniballOpened = opened(changeToMiniball);
export const ChangeToMiniballRefused = refused(changeToMiniball);
export const ChangeToMiniballBusy = busy(changeToMiniball);
export const ChangeToMiniballSubmits = changeToMiniball;

const removeAllPlayersFromTeams: Story = {
  args: { typename: 'League', action: 'removeAllPlayers', records: [league, netballLeague] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove All Players From Teams 2 Leagues');
    await expect(d.getByText('Remove every player from the teams of the selected leagues? Coaches and supporters stay.')).toBeInTheDocument();
    await typeToConfirm(d, 'REMOVE ALL PLAYERS', 'Remove All Players From Teams');
    await expect(await submitAndSend(canvasElement, d, 'Remove All Players From Teams')).toEqual({
      method: 'runOperation',
      operation: 'leaguesRemoveAllPlayersFromTeams',
      params: { leagueIds: ['400', '401'] },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveAllPlayersFromTeamsOpened = opened(removeAllPlayersFromTeams);
export const RemoveAllPlayersFromTeamsFilled = filled(removeAllPlayersFromTeams);
export const RemoveAllPlayersFromTeamsRefused = refused(removeAllPlayersFromTeams);
export const RemoveAllPlayersFromTeamsBusy = busy(removeAllPlayersFromTeams);
export const RemoveAllPlayersFromTeamsSubmits = removeAllPlayersFromTeams;

const restoreTeamsApiRoster: Story = {
  args: { typename: 'League', action: 'restoreApiRoster', records: [league] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, "Restore Teams' API Roster Summer League");
    await expect(d.getByText("Restore every team's players from its API partner's roster?")).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, "Restore Teams' API Roster")).toEqual({
      method: 'runOperation',
      operation: 'leaguesRestoreTeamsApiRoster',
      params: { leagueIds: ['400'] },
    });
    await expectClosed(canvasElement);
  },
};
export const RestoreTeamsApiRosterOpened = opened(restoreTeamsApiRoster);
export const RestoreTeamsApiRosterRefused = refused(restoreTeamsApiRoster);
export const RestoreTeamsApiRosterBusy = busy(restoreTeamsApiRoster);
export const RestoreTeamsApiRosterSubmits = restoreTeamsApiRoster;
