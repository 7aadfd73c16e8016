import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { awayTeam, homeTeam, linkTo } from '../testing/contentFixtures.ts';
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

/**
 * Team dialogs of spec 002 §2.11 (§4, §5, §7): remove all players, restore the partner's roster, enable
 * registration (expiresAt required), send registration forms to the coaches; and the removal of POTW
 * entries and ratings.
 */
const meta = { title: 'Dialogs/002 Platform/Teams and registrations', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wildcats = { ...homeTeam, name: 'Perth Wildcats', teamRegistration: null };
const lynx = { ...awayTeam, name: 'Perth Lynx', teamRegistration: null };
const form = { id: '2600', readminName: 'Perth Wildcats', team: linkTo(homeTeam), submittedAt: null };

const removeAllPlayers: Story = {
  args: { typename: 'Team', action: 'removeAllPlayers', records: [wildcats] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove All Players Perth Wildcats');
    await expect(d.getByText('Remove every player from this team? Coaches and supporters stay.')).toBeInTheDocument();
    await typeToConfirm(d, 'REMOVE ALL PLAYERS', 'Remove All Players');
    await expect(await submitAndSend(canvasElement, d, 'Remove All Players')).toEqual({
      method: 'runOperation',
      operation: 'teamRemoveAllPlayers',
      params: { teamId: '200' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveAllPlayersOpened = opened(removeAllPlayers);
export const RemoveAllPlayersFilled = filled(removeAllPlayers);
export const RemoveAllPlayersRefused = refused(removeAllPlayers);
export const RemoveAllPlayersBusy = busy(removeAllPlayers);
export const RemoveAllPlayersSubmits = removeAllPlayers;

const restoreApiRoster: Story = {
  args: { typename: 'Team', action: 'restoreApiRoster', records: [wildcats, lynx] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Restore API Roster 2 Teams');
    await expect(d.getByText("Restore the selected teams' players from their API partner's roster?")).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Restore API Roster')).toEqual({
      method: 'runOperation',
      operation: 'teamsRestoreApiRoster',
      params: { teamIds: ['200', '201'] },
    });
    await expectClosed(canvasElement);
  },
};
export const RestoreApiRosterOpened = opened(restoreApiRoster);
export const RestoreApiRosterRefused = refused(restoreApiRoster);
export const RestoreApiRosterBusy = busy(restoreApiRoster);
export const RestoreApiRosterSubmits = restoreApiRoster;

const enableRegistration: Story = {
  args: { typename: 'Team', action: 'enableRegistration', records: [wildcats, lynx] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Enable Registration 2 Teams');
    await expectFields(d, ['Expires at']);
    const empty = await blockedMessages(canvasElement, d, 'Enable Registration');
    await expect(empty).toEqual(['Expires at is required']);
    await expect(empty).toEqual(requiredMessagesOf('Team', 'enableRegistration'));
    await fill(canvasElement, d, { 'Expires at': '2026-12-01T18:00' });
    await expect(await submitAndSend(canvasElement, d, 'Enable Registration')).toEqual({
      method: 'runOperation',
      operation: 'teamsEnableRegistration',
      params: { teamIds: ['200', '201'], expiresAt: '2026-12-01T10:00:00.000Z' },
    });
    await expectClosed(canvasElement);
  },
};
export const EnableRegistrationOpened = opened(enableRegistration);
export const EnableRegistrationFilled = filled(enableRegistration);
export const EnableRegistrationInvalid = invalid(enableRegistration);
export const EnableRegistrationRefused = refused(enableRegistration);
export const EnableRegistrationBusy = busy(enableRegistration);
export const EnableRegistrationSubmits = enableRegistration;

const sendRegistrationToCoaches: Story = {
  args: { typename: 'TeamRegistration', action: 'send', records: [form] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Send to Coaches Perth Wildcats');
    await expect(
      d.getByText("Email a new link to the registration form to the coaches of the selected forms' teams? Links issued before stop working."),
    ).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Send to Coaches')).toEqual({
      method: 'runOperation',
      operation: 'teamRegistrationsSend',
      params: { teamRegistrationIds: ['2600'] },
    });
    await expectClosed(canvasElement);
  },
};
export const SendRegistrationToCoachesOpened = opened(sendRegistrationToCoaches);
export const SendRegistrationToCoachesRefused = refused(sendRegistrationToCoaches);
export const SendRegistrationToCoachesBusy = busy(sendRegistrationToCoaches);
export const SendRegistrationToCoachesSubmits = sendRegistrationToCoaches;

const removePotwEntries: Story = {
  args: {
    typename: 'PotwEntry',
    action: 'remove',
    records: [
      { id: '2700', readminName: 'Jordan Lee' },
      { id: '2701', readminName: 'Hemi Walker-Tane' },
    ],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove 2 POTW Entries');
    await expect(d.getByText('Remove the selected entries and their ratings?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'deleteMany',
      resource: 'potw_entries',
      params: { ids: ['2700', '2701'] },
    });
    await expectClosed(canvasElement);
  },
};
export const RemovePotwEntriesOpened = opened(removePotwEntries);
export const RemovePotwEntriesRefused = refused(removePotwEntries);
export const RemovePotwEntriesBusy = busy(removePotwEntries);
export const RemovePotwEntriesSubmits = removePotwEntries;

const removePotwRatings: Story = {
  args: { typename: 'PotwRating', action: 'remove', records: [{ id: '2800', readminName: '8/10 by fan@hoops.example' }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove 8/10 by fan@hoops.example');
    await expect(d.getByText('Remove the selected ratings?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'potw_ratings',
      params: { id: '2800' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemovePotwRatingsOpened = opened(removePotwRatings);
export const RemovePotwRatingsRefused = refused(removePotwRatings);
export const RemovePotwRatingsBusy = busy(removePotwRatings);
export const RemovePotwRatingsSubmits = removePotwRatings;
