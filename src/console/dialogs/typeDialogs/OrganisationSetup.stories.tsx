import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { homeTeam, league, linkTo, org } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Setting an organisation up, spec 002 §2.11, §3, §5: the organisation's add, its provider (PlayHQ-style)
 * organisation's API switch, the player portal's popup promos (an image shown at 450x600), and its teams' add
 * and edit.
 */
const meta = { title: 'Dialogs/002 Platform and venues/Organisation setup', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const promoImage = { name: 'promo.png', size: 2048, url: '/readmin/files/36/promo.png' };
const promo = { id: '3600', readminName: 'Hoops League promo', org: linkTo(org), orgId: '10', assetUploader: promoImage };
const wildcats = {
  ...homeTeam,
  name: 'Perth Wildcats',
  org: linkTo(org),
  orgId: '10',
  leagues: [],
  leagueIds: [],
  denyAccess: false,
  videoRecordingPermitted: true,
};

const addOrganisation: Story = {
  args: { typename: 'Org', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Organisation');
    await expectFields(d, ['Name', 'Primary sport', 'Country', 'Time Zone', 'Active']);
    // Spec 002 §3: basketball and active by default.
    await waitFor(() => expect(d.getByLabelText(/^Primary sport/)).toHaveDisplayValue('Basketball'));
    await expect(d.getByLabelText('Active')).toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Name is required']);
    await expect(empty).toEqual(requiredMessagesOf('Org', 'create'));
    await fill(canvasElement, d, { Name: 'Volley West', 'Primary sport': 'Volleyball', Country: 'Australia', 'Time Zone': 'Australia/Perth' });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'orgs',
      params: { data: { name: 'Volley West', primarySport: 'volleyball', countryCode: 'AU', timeZone: 'Australia/Perth', active: true } },
    });
  },
};
export const AddOrganisationEmpty = opened(addOrganisation);
export const AddOrganisationFilled = filled(addOrganisation);
export const AddOrganisationInvalid = invalid(addOrganisation);
export const AddOrganisationRefused = refused(addOrganisation);
export const AddOrganisationBusy = busy(addOrganisation);
export const AddOrganisationSubmits = addOrganisation;

const editProviderOrganisation: Story = {
  args: {
    typename: 'PlayHqOrganisation',
    action: 'edit',
    records: [{ id: '3700', readminName: 'Basketball WA (PlayHQ)', name: 'Basketball WA (PlayHQ)', apiEnabled: false }],
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Basketball WA (PlayHQ)');
    await expectFields(d, ['API enabled']);
    await fill(canvasElement, d, { 'API enabled': true });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'play_hq_organisations',
      params: { id: '3700', data: { apiEnabled: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditProviderOrganisationOpened = opened(editProviderOrganisation);
export const EditProviderOrganisationFilled = filled(editProviderOrganisation);
export const EditProviderOrganisationRefused = refused(editProviderOrganisation);
export const EditProviderOrganisationBusy = busy(editProviderOrganisation);
export const EditProviderOrganisationSubmits = editProviderOrganisation;

const addOnsenPopupPromo: Story = {
  args: { typename: 'OnsenPopupPromo', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Onsen Popup Promo');
    await expectFields(d, ['Organisation', 'Image']);
    // Spec 002 §9: the promo image is rendered at 450x600.
    await expect(d.getByText('Shown at 450x600.')).toBeInTheDocument();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Organisation is required', 'Image is required']);
    await fill(canvasElement, d, { Organisation: 'Hoops League', Image: new File([PNG], 'finals.png', { type: 'image/png' }) });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'onsen_popup_promos',
      params: { data: { orgId: '10', assetUploader: { name: 'finals.png', size: 8, base64: btoa(String.fromCharCode(...PNG)) } } },
    });
  },
};
export const AddOnsenPopupPromoEmpty = opened(addOnsenPopupPromo);
export const AddOnsenPopupPromoFilled = filled(addOnsenPopupPromo);
export const AddOnsenPopupPromoInvalid = invalid(addOnsenPopupPromo);
export const AddOnsenPopupPromoRefused = refused(addOnsenPopupPromo);
export const AddOnsenPopupPromoBusy = busy(addOnsenPopupPromo);
export const AddOnsenPopupPromoSubmits = addOnsenPopupPromo;

const editOnsenPopupPromo: Story = {
  args: { typename: 'OnsenPopupPromo', action: 'edit', records: [promo] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Hoops League promo');
    await fill(canvasElement, d, { Organisation: 'Netball North' });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'onsen_popup_promos',
      params: { id: '3600', data: { orgId: '11' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditOnsenPopupPromoOpened = opened(editOnsenPopupPromo);
export const EditOnsenPopupPromoFilled = filled(editOnsenPopupPromo);
export const EditOnsenPopupPromoRefused = refused(editOnsenPopupPromo);
export const EditOnsenPopupPromoBusy = busy(editOnsenPopupPromo);
export const EditOnsenPopupPromoSubmits = editOnsenPopupPromo;

const removeOnsenPopupPromo: Story = {
  args: { typename: 'OnsenPopupPromo', action: 'remove', records: [promo] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Hoops League promo');
    await expect(d.getByText('Remove the selected promos from the player portal?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'onsen_popup_promos',
      params: { id: '3600' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveOnsenPopupPromoOpened = opened(removeOnsenPopupPromo);
export const RemoveOnsenPopupPromoRefused = refused(removeOnsenPopupPromo);
export const RemoveOnsenPopupPromoBusy = busy(removeOnsenPopupPromo);
export const RemoveOnsenPopupPromoSubmits = removeOnsenPopupPromo;

const addTeam: Story = {
  args: { typename: 'Team', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Team');
    await expectFields(d, ['Name', 'Organisation', 'Leagues', 'Video recording permitted']);
    await expect(d.getByLabelText('Video recording permitted')).toBeChecked();
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Name is required', 'Organisation is required']);
    await fill(canvasElement, d, { Name: 'Perth Redbacks', Organisation: 'Hoops League', Leagues: [league.readminName as string] });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toMatchObject({
      method: 'create',
      resource: 'teams',
      params: { data: { name: 'Perth Redbacks', orgId: '10', leagueIds: ['400'], videoRecordingPermitted: true } },
    });
  },
};
export const AddTeamEmpty = opened(addTeam);
export const AddTeamFilled = filled(addTeam);
export const AddTeamInvalid = invalid(addTeam);
export const AddTeamRefused = refused(addTeam);
export const AddTeamBusy = busy(addTeam);
export const AddTeamSubmits = addTeam;

const editTeam: Story = {
  args: { typename: 'Team', action: 'edit', records: [wildcats] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Perth Wildcats');
    // The organisation is set on create only.
    await expectFields(d, ['Name', 'Leagues', 'Deny access', 'Video recording permitted']);
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'Perth Wildcats', 'Deny access': true });
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'teams',
      params: { id: '200', data: { denyAccess: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditTeamOpened = opened(editTeam);
export const EditTeamFilled = filled(editTeam);
export const EditTeamInvalid = invalid(editTeam);
export const EditTeamRefused = refused(editTeam);
export const EditTeamBusy = busy(editTeam);
export const EditTeamSubmits = editTeam;
