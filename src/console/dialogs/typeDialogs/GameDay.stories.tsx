import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gdAssociation, linkTo, org } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** GameDay association's and venue's dialogs (spec 001 §2, §5): their GameDay ids locked once created. */
const meta = { title: 'Dialogs/001 Organisation content/GameDay', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ASSOCIATION_FIELDS = ['Association ID', 'Name', 'Setup key', 'Time Zone'];
const VENUE_FIELDS = ['GameDay Association', 'Venue ID', 'Name', 'Organisation', 'Enabled', 'Retain missing games', 'Submit result to courtside'];
const gdVenue = {
  id: '1800',
  readminName: 'Perth Arena',
  gdAssociation: linkTo(gdAssociation),
  gdAssociationId: '1100',
  gdVenueId: 77,
  name: 'Perth Arena',
  org: linkTo(org),
  orgId: '10',
  enabled: true,
  retainMissingGames: false,
  submitResultToCourtside: false,
};

const addGameDayAssociation: Story = {
  args: { typename: 'GdAssociation', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add GameDay Association');
    await expectFields(d, ASSOCIATION_FIELDS);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Association ID is required', 'Name is required', 'Setup key is required', 'Time Zone is required']);
    await expect(empty).toEqual(requiredMessagesOf('GdAssociation', 'create'));
    await fill(canvasElement, d, { 'Association ID': '0', Name: 'Netball WA', 'Setup key': 'nwa-key', 'Time Zone': 'Australia/Perth' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Association ID must be at least 1']);
    await fill(canvasElement, d, { 'Association ID': '5120' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'gd_associations',
      params: { data: { gdAssociationId: 5120, name: 'Netball WA', gdSetupKey: 'nwa-key', timeZone: 'Australia/Perth' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddGameDayAssociationEmpty = opened(addGameDayAssociation);
export const AddGameDayAssociationFilled = filled(addGameDayAssociation);
export const AddGameDayAssociationInvalid = invalid(addGameDayAssociation);
export const AddGameDayAssociationRefused = refused(addGameDayAssociation);
export const AddGameDayAssociationBusy = busy(addGameDayAssociation);
export const AddGameDayAssociationSubmits = addGameDayAssociation;

const editGameDayAssociation: Story = {
  args: { typename: 'GdAssociation', action: 'edit', records: [gdAssociation] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Basketball WA');
    await expectFields(d, ASSOCIATION_FIELDS);
    await expect(d.getByLabelText(/^Association ID/)).toBeDisabled();
    await fill(canvasElement, d, { Name: '', 'Setup key': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required', 'Setup key is required']);
    await fill(canvasElement, d, { Name: 'Basketball Western Australia', 'Setup key': 'bwa-2027' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'gd_associations',
      params: { id: '1100', data: { name: 'Basketball Western Australia', gdSetupKey: 'bwa-2027' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditGameDayAssociationOpened = opened(editGameDayAssociation);
export const EditGameDayAssociationFilled = filled(editGameDayAssociation);
export const EditGameDayAssociationInvalid = invalid(editGameDayAssociation);
export const EditGameDayAssociationRefused = refused(editGameDayAssociation);
export const EditGameDayAssociationBusy = busy(editGameDayAssociation);
export const EditGameDayAssociationSubmits = editGameDayAssociation;

const addGameDayVenue: Story = {
  args: { typename: 'GdVenue', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add GameDay Venue');
    await expectFields(d, VENUE_FIELDS);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['GameDay Association is required', 'Venue ID is required', 'Name is required']);
    await expect(empty).toEqual(requiredMessagesOf('GdVenue', 'create'));
    await fill(canvasElement, d, { 'GameDay Association': 'Basketball WA', 'Venue ID': '78', Name: 'Bendat Centre', Organisation: 'Hoops League' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'gd_venues',
      params: {
        data: {
          gdAssociationId: '1100',
          gdVenueId: 78,
          name: 'Bendat Centre',
          orgId: '10',
          enabled: true,
          retainMissingGames: false,
          submitResultToCourtside: false,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddGameDayVenueEmpty = opened(addGameDayVenue);
export const AddGameDayVenueFilled = filled(addGameDayVenue);
export const AddGameDayVenueInvalid = invalid(addGameDayVenue);
export const AddGameDayVenueRefused = refused(addGameDayVenue);
export const AddGameDayVenueBusy = busy(addGameDayVenue);
export const AddGameDayVenueSubmits = addGameDayVenue;

const editGameDayVenue: Story = {
  args: { typename: 'GdVenue', action: 'edit', records: [gdVenue] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Perth Arena');
    await expectFields(d, VENUE_FIELDS);
    await expect(d.getByLabelText(/^Venue ID/)).toBeDisabled();
    await expect(await d.findByRole('combobox', { name: /^GameDay Association/ })).toBeDisabled();
    await fill(canvasElement, d, { Name: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Name is required']);
    await fill(canvasElement, d, { Name: 'RAC Arena', 'Retain missing games': true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'gd_venues',
      params: { id: '1800', data: { name: 'RAC Arena', retainMissingGames: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditGameDayVenueOpened = opened(editGameDayVenue);
export const EditGameDayVenueFilled = filled(editGameDayVenue);
export const EditGameDayVenueInvalid = invalid(editGameDayVenue);
export const EditGameDayVenueRefused = refused(editGameDayVenue);
export const EditGameDayVenueBusy = busy(editGameDayVenue);
export const EditGameDayVenueSubmits = editGameDayVenue;
