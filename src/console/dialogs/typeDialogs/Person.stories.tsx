import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { focusPage } from '../testing/pageEffects.ts';
import { serverAnswers } from '../testing/serverAnswers.ts';
import { player } from '../testing/contentFixtures.ts';

/**
 * Person's dialogs: add (spec 001 §2, §5: first name required), and spec 002 §2.11's edit profile, merge
 * with another person (§5: person and other required), get the player portal link and send the welcome email.
 */
const meta = { title: 'Dialogs/001 Organisation content/Person', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addPerson: Story = {
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
export const AddPersonEmpty = opened(addPerson);
export const AddPersonFilled = filled(addPerson);
export const AddPersonInvalid = invalid(addPerson);
export const AddPersonRefused = refused(addPerson);
export const AddPersonBusy = busy(addPerson);
export const AddPersonSubmits = addPerson;

const withEmail = { ...player, email: 'jordan.lee@hoops.example' };
const secondPlayer = {
  id: '302',
  readminName: 'Mia Tan',
  firstName: 'Mia',
  lastName: 'Tan',
  email: 'mia.tan@hoops.example',
  isReferee: false,
};

const editProfile: Story = {
  args: { typename: 'Person', action: 'edit', records: [player] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Jordan Lee');
    await expectFields(d, ['First name', 'Last name', 'Email', 'Gender', 'Birthdate', 'Is referee']);
    await fill(canvasElement, d, { 'First name': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['First name is required']);
    await fill(canvasElement, d, { 'First name': 'Jordan-Rae', 'Is referee': true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({ resource: 'people', params: { data: { firstName: 'Jordan-Rae', isReferee: true } } });
    await expectClosed(canvasElement);
  },
};
export const EditProfileOpened = opened(editProfile);
export const EditProfileFilled = filled(editProfile);
export const EditProfileInvalid = invalid(editProfile);
export const EditProfileRefused = refused(editProfile);
export const EditProfileBusy = busy(editProfile);
export const EditProfileSubmits = editProfile;

const mergeWithOtherPerson: Story = {
  args: { typename: 'Person', action: 'merge', records: [player] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Merge With Other Person Jordan Lee');
    await expect(
      d.getByText('A duplicate of this person: its records move to this person and it is removed. This cannot be undone.'),
    ).toBeInTheDocument();
    await expectFields(d, ['Other person']);
    const empty = await blockedMessages(canvasElement, d, 'Merge');
    await expect(empty).toEqual(['Other person is required']);
    await expect(empty).toEqual(requiredMessagesOf('Person', 'merge'));
    await fill(canvasElement, d, { 'Other person': 'Hemi Walker-Tane' });
    await expect(await submitAndSend(canvasElement, d, 'Merge')).toEqual({
      method: 'runOperation',
      operation: 'personMergeWithOther',
      params: { personId: '301', otherId: '300' },
    });
    await expectClosed(canvasElement);
  },
};
export const MergeWithOtherPersonOpened = opened(mergeWithOtherPerson);
export const MergeWithOtherPersonFilled = filled(mergeWithOtherPerson);
export const MergeWithOtherPersonInvalid = invalid(mergeWithOtherPerson);
export const MergeWithOtherPersonRefused = refused(mergeWithOtherPerson);
export const MergeWithOtherPersonBusy = busy(mergeWithOtherPerson);
export const MergeWithOtherPersonSubmits = mergeWithOtherPerson;

const sendWelcomeEmail: Story = {
  args: { typename: 'Person', action: 'sendWelcomeEmail', records: [withEmail, secondPlayer] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Send Welcome Email 2 People');
    await expect(d.getByText('Send the player portal welcome email to the selected people who have an email address?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Send Welcome Email')).toEqual({
      method: 'runOperation',
      operation: 'peopleSendWelcomeEmail',
      params: { personIds: ['301', '302'] },
    });
    await expectClosed(canvasElement);
  },
};
export const SendWelcomeEmailOpened = opened(sendWelcomeEmail);
export const SendWelcomeEmailRefused = refused(sendWelcomeEmail);
export const SendWelcomeEmailBusy = busy(sendWelcomeEmail);
export const SendWelcomeEmailSubmits = sendWelcomeEmail;

const PORTAL_LINK = 'https://players.example.com/auth?token=eyJ1c2VySWQiOjd9.c2lnbmVk';

/** Spec 002 §2.11, §8: the player portal link is copied to the clipboard with 'URL copied to clipboard.' */
const getPlayerPortalLink: Story = {
  args: {
    typename: 'Person',
    action: 'playerPortalLink',
    records: [player],
    fixtures: { answers: serverAnswers('Person', 'personUserOnsenAuthUrl', { userOnsenAuthUrl: PORTAL_LINK }) },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Get Player Portal Link Jordan Lee');
    focusPage(canvasElement);
    await expect(await submitAndSend(canvasElement, d, 'Get Player Portal Link')).toEqual({
      method: 'runOperation',
      operation: 'personUserOnsenAuthUrl',
      params: { personId: '301' },
    });
    await expect(await within(canvasElement.ownerDocument.body).findByText('URL copied to clipboard.')).toBeInTheDocument();
    await expect(await navigator.clipboard.readText()).toBe(PORTAL_LINK);
    await expectClosed(canvasElement);
  },
};
export const GetPlayerPortalLinkOpened = opened(getPlayerPortalLink);
export const GetPlayerPortalLinkRefused = refused(getPlayerPortalLink);
export const GetPlayerPortalLinkBusy = busy(getPlayerPortalLink);
export const GetPlayerPortalLinkSubmits = getPlayerPortalLink;

/** A person without a user has no link: the notice says so and nothing is copied. */
export const NoPlayerPortalLink: Story = {
  args: {
    typename: 'Person',
    action: 'playerPortalLink',
    records: [player],
    fixtures: { answers: serverAnswers('Person', 'personUserOnsenAuthUrl', { userOnsenAuthUrl: null }) },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Get Player Portal Link Jordan Lee');
    await submitAndSend(canvasElement, d, 'Get Player Portal Link');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('This person has no user to sign in to the player portal as.'),
    ).toBeInTheDocument();
    await expect(within(canvasElement.ownerDocument.body).queryByText('URL copied to clipboard.')).toBeNull();
  },
};
