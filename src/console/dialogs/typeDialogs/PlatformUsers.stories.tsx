import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { org } from '../testing/contentFixtures.ts';
import { blockedMessages, customActionSent, expectClosed, expectFields, fill, labelled, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Spec 002's users and organisations: an organisation admin added by email (a new email creates the user,
 * who is welcomed by email), a user's password reset by a full admin, and the organisation's edit dialog
 * with its field groups of §3, and its refetch from GameDay.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Users and organisations', component: RecordDialogStory } satisfies Meta<
  typeof RecordDialogStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const addOrganisationAdminByEmail: Story = {
  args: { typename: 'OrgAdmin', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Organisation Admin');
    await expectFields(d, ['Organisation', 'Email', 'Send nightly gamesheet', 'Notify outages']);
    // Spec 002 §3: notify outages on, nightly gamesheet off.
    await expect(d.getByLabelText('Notify outages')).toBeChecked();
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Organisation is required', 'Email is required']);
    await fill(canvasElement, d, { Organisation: 'Hoops League', Email: 'new.admin@' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Email must be an email address']);
    await fill(canvasElement, d, { Email: 'new.admin@hoops.example', 'Send nightly gamesheet': true });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual(
      customActionSent('addOrgAdmin', { orgId: '10', email: 'new.admin@hoops.example', sendNightlyGamesheet: true, notifyOutages: true }),
    );
    await expectClosed(canvasElement);
  },
};
export const AddOrganisationAdminByEmailEmpty = opened(addOrganisationAdminByEmail);
export const AddOrganisationAdminByEmailFilled = filled(addOrganisationAdminByEmail);
export const AddOrganisationAdminByEmailInvalid = invalid(addOrganisationAdminByEmail);
export const AddOrganisationAdminByEmailRefused = refused(addOrganisationAdminByEmail);
export const AddOrganisationAdminByEmailBusy = busy(addOrganisationAdminByEmail);
export const AddOrganisationAdminByEmailSubmits = addOrganisationAdminByEmail;

const user = { id: '31', readminName: 'coach@hoops.example', email: 'coach@hoops.example', admin: false };

const resetUserPassword: Story = {
  args: { typename: 'User', action: 'resetPassword', records: [user] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Reset Password coach@hoops.example');
    await expect(await blockedMessages(canvasElement, d, 'Reset Password')).toEqual(['New password is required']);
    await fill(canvasElement, d, { 'New password': 'short' });
    await expect(await blockedMessages(canvasElement, d, 'Reset Password')).toEqual(['New password must be at least 10 characters']);
    await fill(canvasElement, d, { 'New password': 'correct horse battery' });
    const sent = await submitAndSend(canvasElement, d, 'Reset Password');
    await expect(sent).toEqual(customActionSent('userResetPassword', { userId: '31', newPassword: 'correct horse battery' }));
    await expectClosed(canvasElement);
  },
};
export const ResetUserPasswordOpened = opened(resetUserPassword);
export const ResetUserPasswordFilled = filled(resetUserPassword);
export const ResetUserPasswordInvalid = invalid(resetUserPassword);
export const ResetUserPasswordRefused = refused(resetUserPassword);
export const ResetUserPasswordBusy = busy(resetUserPassword);
export const ResetUserPasswordSubmits = resetUserPassword;

const editOrganisationByGroups: Story = {
  args: { typename: 'Org', action: 'edit', records: [{ ...org, active: true, timeZone: 'Australia/Perth', presentDisclaimer: false }] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Hoops League');
    const groups = d.getAllByRole('region').map((g: HTMLElement) => g.getAttribute('aria-label'));
    await expect(groups).toEqual(['Identity', 'Notifications', 'Feature flags', 'Disclaimers', 'Per-age-group settings']);
    const flags = within(d.getByRole('region', { name: 'Feature flags' }));
    await expect(flags.getByLabelText('Mask people email')).toBeInTheDocument();
    // The disclaimer texts show once the disclaimer is presented.
    await expect(d.queryByLabelText(labelled('Disclaimer'))).toBeNull();
    await fill(canvasElement, d, { 'Present disclaimer': true });
    await fill(canvasElement, d, { Disclaimer: 'Games are filmed.' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'orgs',
      params: { id: '10', data: { presentDisclaimer: true, disclaimer: 'Games are filmed.' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditOrganisationByGroupsOpened = opened(editOrganisationByGroups);
export const EditOrganisationByGroupsFilled = filled(editOrganisationByGroups);
export const EditOrganisationByGroupsRefused = refused(editOrganisationByGroups);
export const EditOrganisationByGroupsBusy = busy(editOrganisationByGroups);
export const EditOrganisationByGroupsSubmits = editOrganisationByGroups;

const refetchFromGameday: Story = {
  args: { typename: 'Org', action: 'refetchFromGameday', records: [org] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Refetch From GameDay Hoops League');
    await expect(d.getByText('Refetch the selected organisations from GameDay? It takes about a minute.')).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Refetch From GameDay');
    await expect(sent).toEqual(customActionSent('orgsRefetchFromGameday', { orgIds: ['10'] }));
    await expectClosed(canvasElement);
  },
};
export const RefetchFromGamedayOpened = opened(refetchFromGameday);
export const RefetchFromGamedayRefused = refused(refetchFromGameday);
export const RefetchFromGamedayBusy = busy(refetchFromGameday);
export const RefetchFromGamedaySubmits = refetchFromGameday;
