import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeTeam, linkTo, player, referee } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Supporters and team members (spec 002 §2.11, §5): add a supporter (the supporter picker waits for the
 * person), remove one; add a team member, edit the player number, remove one.
 */
const meta = { title: 'Dialogs/002 Platform/Supporters and team members', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const supporter = { id: '2400', readminName: 'Hemi Walker-Tane', person: linkTo(player), supporter: linkTo(referee) };
const member = { id: '2500', readminName: 'Jordan Lee', team: linkTo(homeTeam), person: linkTo(player), role: 'player', playerNumber: 7 };

const addSupporter: Story = {
  args: { typename: 'PersonSupporter', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Supporter');
    await expectFields(d, ['Person', 'Supporter']);
    // Spec 002 §5: the supporter picker is disabled until a person is chosen.
    await expect(await d.findByRole('combobox', { name: /^Supporter/ })).toBeDisabled();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Person is required', 'Supporter is required']);
    await expect(empty).toEqual(requiredMessagesOf('PersonSupporter', 'create'));
    await fill(canvasElement, d, { Person: 'Jordan Lee' });
    await expect(await d.findByRole('combobox', { name: /^Supporter/ })).toBeEnabled();
    await fill(canvasElement, d, { Supporter: 'Hemi Walker-Tane' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual({
      method: 'create',
      resource: 'PersonSupporter',
      params: { data: { personId: '301', supporterId: '300' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddSupporterEmpty = opened(addSupporter);
export const AddSupporterFilled = filled(addSupporter);
export const AddSupporterInvalid = invalid(addSupporter);
export const AddSupporterRefused = refused(addSupporter);
export const AddSupporterBusy = busy(addSupporter);
export const AddSupporterSubmits = addSupporter;

const removeSupporter: Story = {
  args: { typename: 'PersonSupporter', action: 'remove', records: [supporter] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Supporter Hemi Walker-Tane');
    await expect(d.getByText('Remove this supporter?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove Supporter')).toEqual({
      method: 'delete',
      resource: 'PersonSupporter',
      params: { id: '2400' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveSupporterOpened = opened(removeSupporter);
export const RemoveSupporterRefused = refused(removeSupporter);
export const RemoveSupporterBusy = busy(removeSupporter);
export const RemoveSupporterSubmits = removeSupporter;

const addTeamMember: Story = {
  args: { typename: 'TeamMember', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Team Member');
    await expectFields(d, ['Team', 'Person', 'Role', 'Player number']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Team is required', 'Person is required']);
    await fill(canvasElement, d, { Team: 'Perth Wildcats', Person: 'Jordan Lee', 'Player number': '100' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Player number must be at most 99']);
    await fill(canvasElement, d, { 'Player number': '23' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual({
      method: 'create',
      resource: 'TeamMember',
      params: { data: { teamId: '200', personId: '301', role: 'player', playerNumber: 23 } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddTeamMemberEmpty = opened(addTeamMember);
export const AddTeamMemberFilled = filled(addTeamMember);
export const AddTeamMemberInvalid = invalid(addTeamMember);
export const AddTeamMemberRefused = refused(addTeamMember);
export const AddTeamMemberBusy = busy(addTeamMember);
export const AddTeamMemberSubmits = addTeamMember;

const editPlayerNumber: Story = {
  args: { typename: 'TeamMember', action: 'edit', records: [member] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Player Number Jordan Lee');
    await expectFields(d, ['Player number']);
    await fill(canvasElement, d, { 'Player number': '-1' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Player number must be at least 0']);
    await fill(canvasElement, d, { 'Player number': '11' });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'TeamMember',
      params: { id: '2500', data: { playerNumber: 11 } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditPlayerNumberOpened = opened(editPlayerNumber);
export const EditPlayerNumberFilled = filled(editPlayerNumber);
export const EditPlayerNumberInvalid = invalid(editPlayerNumber);
export const EditPlayerNumberRefused = refused(editPlayerNumber);
export const EditPlayerNumberBusy = busy(editPlayerNumber);
export const EditPlayerNumberSubmits = editPlayerNumber;

const removeTeamMember: Story = {
  args: { typename: 'TeamMember', action: 'remove', records: [member] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Jordan Lee');
    await expect(d.getByText('Remove this person from the team?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'TeamMember', params: { id: '2500' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveTeamMemberOpened = opened(removeTeamMember);
export const RemoveTeamMemberRefused = refused(removeTeamMember);
export const RemoveTeamMemberBusy = busy(removeTeamMember);
export const RemoveTeamMemberSubmits = removeTeamMember;
