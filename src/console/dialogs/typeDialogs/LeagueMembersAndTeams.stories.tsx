import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { league, linkTo, referee } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** A league's members and teams (spec 001 §2): add, remove. */
const meta = { title: 'Dialogs/001 Organisation content/League members and teams', component: RecordDialogStory } satisfies Meta<
  typeof RecordDialogStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const member = { id: '2300', readminName: 'Hemi Walker-Tane (official)', league: linkTo(league), person: linkTo(referee), role: 'official' };

const addLeagueMember: Story = {
  args: { typename: 'LeagueMember', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add League Member');
    await expectFields(d, ['League', 'Person', 'Role']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['League is required', 'Person is required']);
    await expect(empty).toEqual(requiredMessagesOf('LeagueMember', 'create'));
    await fill(canvasElement, d, { League: 'Summer League', Person: 'Hemi Walker-Tane', Role: 'Supporter' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'LeagueMember',
      params: { data: { leagueId: '400', personId: '300', role: 'supporter' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddLeagueMemberEmpty = opened(addLeagueMember);
export const AddLeagueMemberFilled = filled(addLeagueMember);
export const AddLeagueMemberInvalid = invalid(addLeagueMember);
export const AddLeagueMemberRefused = refused(addLeagueMember);
export const AddLeagueMemberBusy = busy(addLeagueMember);
export const AddLeagueMemberSubmits = addLeagueMember;

const removeLeagueMember: Story = {
  args: { typename: 'LeagueMember', action: 'remove', records: [member] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Hemi Walker-Tane (official)');
    await expect(d.getByText('Remove the selected league members?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'LeagueMember', params: { id: '2300' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveLeagueMemberOpened = opened(removeLeagueMember);
export const RemoveLeagueMemberRefused = refused(removeLeagueMember);
export const RemoveLeagueMemberBusy = busy(removeLeagueMember);
export const RemoveLeagueMemberSubmits = removeLeagueMember;

const addLeagueTeam: Story = {
  args: { typename: 'League', action: 'addLeagueTeam', records: [league] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add League Team Summer League');
    await expectFields(d, ['Team']);
    const empty = await blockedMessages(canvasElement, d, 'Add League Team');
    await expect(empty).toEqual(['Team is required']);
    await expect(empty).toEqual(requiredMessagesOf('League', 'addLeagueTeam'));
    await fill(canvasElement, d, { Team: 'Perth Lynx' });
    const sent = await submitAndSend(canvasElement, d, 'Add League Team');
    await expect(sent).toEqual({
      method: 'runOperation',
      operation: 'addLeagueTeam',
      params: { leagueId: '400', teamId: '201' },
    });
    await expectClosed(canvasElement);
  },
};
export const AddLeagueTeamOpened = opened(addLeagueTeam);
export const AddLeagueTeamFilled = filled(addLeagueTeam);
export const AddLeagueTeamInvalid = invalid(addLeagueTeam);
export const AddLeagueTeamRefused = refused(addLeagueTeam);
export const AddLeagueTeamBusy = busy(addLeagueTeam);
export const AddLeagueTeamSubmits = addLeagueTeam;

const removeLeagueTeams: Story = {
  args: { typename: 'League', action: 'removeLeagueTeams', records: [league] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove League Teams Summer League');
    await expectFields(d, ['Teams to remove']);
    const empty = await blockedMessages(canvasElement, d, 'Remove League Teams');
    await expect(empty).toEqual(['Teams to remove is required']);
    await expect(empty).toEqual(requiredMessagesOf('League', 'removeLeagueTeams'));
    await fill(canvasElement, d, { 'Teams to remove': ['Perth Wildcats', 'Perth Lynx'] });
    const sent = await submitAndSend(canvasElement, d, 'Remove League Teams');
    await expect(sent).toEqual({
      method: 'runOperation',
      operation: 'leagueTeamsRemove',
      params: { leagueId: '400', teamIds: ['200', '201'] },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveLeagueTeamsOpened = opened(removeLeagueTeams);
export const RemoveLeagueTeamsFilled = filled(removeLeagueTeams);
export const RemoveLeagueTeamsInvalid = invalid(removeLeagueTeams);
export const RemoveLeagueTeamsRefused = refused(removeLeagueTeams);
export const RemoveLeagueTeamsBusy = busy(removeLeagueTeams);
export const RemoveLeagueTeamsSubmits = removeLeagueTeams;
