import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { court, linkTo, org, venue } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  customActionSent,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Who may do what, spec 002 §2.11, §3, §5: users (add, edit with the unsubscribe flags), and the admins and
 * scorekeeper users added by email. An admin's email is locked once saved: their edit dialogs offer only the
 * flags. A scorekeeper user with no courts listed scores on every court of the organisation.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Users, admins and scorekeepers', component: RecordDialogStory } satisfies Meta<
  typeof RecordDialogStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = {
  id: '31',
  readminName: 'coach@hoops.example',
  email: 'coach@hoops.example',
  admin: false,
  unsubscribedNotifications: false,
  unsubscribedCompetitions: false,
  unsubscribedMarketing: false,
};
const coach = { id: '31', readminName: 'coach@hoops.example' };
const orgAdmin = { id: '3100', readminName: 'coach@hoops.example', org: linkTo(org), orgId: '10', user: coach, userId: '31' };
const venueAdmin = { id: '3200', readminName: 'coach@hoops.example', venue: linkTo(venue), venueId: '100', user: coach, userId: '31' };
const scorekeeper = {
  id: '3300',
  readminName: 'coach@hoops.example',
  org: linkTo(org),
  orgId: '10',
  user: coach,
  userId: '31',
  courts: [linkTo(court)],
  courtIds: ['3'],
};

const addUser: Story = {
  args: { typename: 'User', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add User');
    await expectFields(d, ['Email', 'Full admin', 'Password']);
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Email is required']);
    await fill(canvasElement, d, { Email: 'scorer@', Password: 'short' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual([
      'Email must be an email address',
      'Password must be at least 10 characters',
    ]);
    await fill(canvasElement, d, { Email: 'scorer@hoops.example', Password: 'correct horse battery' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'users',
      params: { data: { email: 'scorer@hoops.example', admin: false, password: 'correct horse battery' } },
    });
  },
};
export const AddUserEmpty = opened(addUser);
export const AddUserFilled = filled(addUser);
export const AddUserInvalid = invalid(addUser);
export const AddUserRefused = refused(addUser);
export const AddUserBusy = busy(addUser);
export const AddUserSubmits = addUser;

const editUserUnsubscribeFlags: Story = {
  args: { typename: 'User', action: 'edit', records: [user] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit coach@hoops.example');
    await expectFields(d, ['Email', 'Full admin', 'Unsubscribed notifications', 'Unsubscribed competitions', 'Unsubscribed marketing']);
    await fill(canvasElement, d, { Email: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Email is required']);
    await fill(canvasElement, d, { Email: 'head.coach@hoops.example', 'Unsubscribed marketing': true, 'Unsubscribed competitions': true });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'users',
      params: { id: '31', data: { email: 'head.coach@hoops.example', unsubscribedCompetitions: true, unsubscribedMarketing: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditUserUnsubscribeFlagsOpened = opened(editUserUnsubscribeFlags);
export const EditUserUnsubscribeFlagsFilled = filled(editUserUnsubscribeFlags);
export const EditUserUnsubscribeFlagsInvalid = invalid(editUserUnsubscribeFlags);
export const EditUserUnsubscribeFlagsRefused = refused(editUserUnsubscribeFlags);
export const EditUserUnsubscribeFlagsBusy = busy(editUserUnsubscribeFlags);
export const EditUserUnsubscribeFlagsSubmits = editUserUnsubscribeFlags;

const editOrganisationAdmin: Story = {
  args: { typename: 'OrgAdmin', action: 'edit', records: [{ ...orgAdmin, sendNightlyGamesheet: false, notifyOutages: true }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit coach@hoops.example');
    // The email (the user) and the organisation are locked once saved: only the flags are offered.
    await expectFields(d, ['Send nightly gamesheet', 'Notify outages']);
    await fill(canvasElement, d, { 'Send nightly gamesheet': true, 'Notify outages': false });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'org_admins',
      params: { id: '3100', data: { sendNightlyGamesheet: true, notifyOutages: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditOrganisationAdminOpened = opened(editOrganisationAdmin);
export const EditOrganisationAdminFilled = filled(editOrganisationAdmin);
export const EditOrganisationAdminRefused = refused(editOrganisationAdmin);
export const EditOrganisationAdminBusy = busy(editOrganisationAdmin);
export const EditOrganisationAdminSubmits = editOrganisationAdmin;

const removeOrganisationAdmin: Story = {
  args: { typename: 'OrgAdmin', action: 'remove', records: [orgAdmin] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove coach@hoops.example');
    await expect(d.getByText('Remove the selected organisation admins?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'org_admins', params: { id: '3100' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveOrganisationAdminOpened = opened(removeOrganisationAdmin);
export const RemoveOrganisationAdminRefused = refused(removeOrganisationAdmin);
export const RemoveOrganisationAdminBusy = busy(removeOrganisationAdmin);
export const RemoveOrganisationAdminSubmits = removeOrganisationAdmin;

const addVenueAdminByEmail: Story = {
  args: { typename: 'VenueAdmin', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Venue Admin');
    await expectFields(d, ['Venue', 'Email', 'Notify outages']);
    await expect(d.getByLabelText('Notify outages')).toBeChecked();
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Venue is required', 'Email is required']);
    await expect(requiredMessagesOf('VenueAdmin', 'create')).toEqual(['Venue is required', 'Email is required']);
    await fill(canvasElement, d, { Venue: 'Central Arena', Email: 'duty.manager' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Email must be an email address']);
    await fill(canvasElement, d, { Email: 'duty.manager@central.example' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual(
      customActionSent('addVenueAdmin', { venueId: '100', email: 'duty.manager@central.example', notifyOutages: true }),
    );
    await expectClosed(canvasElement);
  },
};
export const AddVenueAdminByEmailEmpty = opened(addVenueAdminByEmail);
export const AddVenueAdminByEmailFilled = filled(addVenueAdminByEmail);
export const AddVenueAdminByEmailInvalid = invalid(addVenueAdminByEmail);
export const AddVenueAdminByEmailRefused = refused(addVenueAdminByEmail);
export const AddVenueAdminByEmailBusy = busy(addVenueAdminByEmail);
export const AddVenueAdminByEmailSubmits = addVenueAdminByEmail;

const editVenueAdmin: Story = {
  args: { typename: 'VenueAdmin', action: 'edit', records: [{ ...venueAdmin, notifyOutages: true }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit coach@hoops.example');
    // The email and the venue are locked once saved.
    await expectFields(d, ['Notify outages']);
    await fill(canvasElement, d, { 'Notify outages': false });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'venue_admins',
      params: { id: '3200', data: { notifyOutages: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditVenueAdminOpened = opened(editVenueAdmin);
export const EditVenueAdminFilled = filled(editVenueAdmin);
export const EditVenueAdminRefused = refused(editVenueAdmin);
export const EditVenueAdminBusy = busy(editVenueAdmin);
export const EditVenueAdminSubmits = editVenueAdmin;

const removeVenueAdmin: Story = {
  args: { typename: 'VenueAdmin', action: 'remove', records: [venueAdmin] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove coach@hoops.example');
    await expect(d.getByText('Remove the selected venue admins?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'venue_admins', params: { id: '3200' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveVenueAdminOpened = opened(removeVenueAdmin);
export const RemoveVenueAdminRefused = refused(removeVenueAdmin);
export const RemoveVenueAdminBusy = busy(removeVenueAdmin);
export const RemoveVenueAdminSubmits = removeVenueAdmin;

const addScorekeeperUserForAllCourts: Story = {
  args: { typename: 'ScorekeeperUser', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Scorekeeper User');
    await expectFields(d, ['Organisation', 'Email', 'Courts']);
    await expect(d.getByText('Leave empty for all courts.')).toBeInTheDocument();
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Organisation is required', 'Email is required']);
    await fill(canvasElement, d, { Organisation: 'Hoops League', Email: 'scorer@hoops.example' });
    // No courts listed (none sent): the user scores on every court.
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual(
      customActionSent('addScorekeeperUser', { orgId: '10', email: 'scorer@hoops.example' }),
    );
    await expectClosed(canvasElement);
  },
};
export const AddScorekeeperUserForAllCourtsEmpty = opened(addScorekeeperUserForAllCourts);
export const AddScorekeeperUserForAllCourtsFilled = filled(addScorekeeperUserForAllCourts);
export const AddScorekeeperUserForAllCourtsInvalid = invalid(addScorekeeperUserForAllCourts);
export const AddScorekeeperUserForAllCourtsRefused = refused(addScorekeeperUserForAllCourts);
export const AddScorekeeperUserForAllCourtsBusy = busy(addScorekeeperUserForAllCourts);
export const AddScorekeeperUserForAllCourtsSubmits = addScorekeeperUserForAllCourts;

const editScorekeeperUserCourts: Story = {
  args: { typename: 'ScorekeeperUser', action: 'edit', records: [scorekeeper] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit coach@hoops.example');
    // The email and the organisation are locked once saved.
    await expectFields(d, ['Courts']);
    // The saved court shows (its name loads) before another is added, as a person sees it.
    await expect(await d.findByText('Central Court 1')).toBeInTheDocument();
    await fill(canvasElement, d, { Courts: ['North Court 1'] });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'scorekeeper_users',
      params: { id: '3300', data: { courtIds: ['3', '4'] } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditScorekeeperUserCourtsOpened = opened(editScorekeeperUserCourts);
export const EditScorekeeperUserCourtsFilled = filled(editScorekeeperUserCourts);
export const EditScorekeeperUserCourtsRefused = refused(editScorekeeperUserCourts);
export const EditScorekeeperUserCourtsBusy = busy(editScorekeeperUserCourts);
export const EditScorekeeperUserCourtsSubmits = editScorekeeperUserCourts;

const removeScorekeeperUser: Story = {
  args: { typename: 'ScorekeeperUser', action: 'remove', records: [scorekeeper] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove coach@hoops.example');
    await expect(d.getByText('Remove the selected scorekeeper users?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'scorekeeper_users',
      params: { id: '3300' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveScorekeeperUserOpened = opened(removeScorekeeperUser);
export const RemoveScorekeeperUserRefused = refused(removeScorekeeperUser);
export const RemoveScorekeeperUserBusy = busy(removeScorekeeperUser);
export const RemoveScorekeeperUserSubmits = removeScorekeeperUser;
