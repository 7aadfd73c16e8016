import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { league, linkTo, org } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/** Public league page add/edit (spec 002 §2.11, §5): league, slug and title required; the slug shown in the page's address (publicLeaguePageUrlTemplate). */
const meta = { title: 'Dialogs/002 Platform and venues/Public league page', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEMPLATE = 'https://leagues.hoops.example/{slug}';
const page = {
  id: '3100',
  readminName: 'Summer finals',
  title: 'Summer finals',
  slug: 'summer-finals',
  enabled: true,
  org: linkTo(org),
  orgId: '10',
  league: linkTo(league),
  leagueId: '400',
};

const addPublicLeaguePage: Story = {
  args: { typename: 'PublicLeaguePage', action: 'create', fixtures: { urlTemplates: { publicLeaguePageUrlTemplate: TEMPLATE } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Public League Page');
    await expectFields(d, ['Organisation', 'League', 'Title', 'Slug', 'Enabled', 'Logo']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Organisation is required', 'League is required', 'Title is required', 'Slug is required']);
    await expect(empty).toEqual(requiredMessagesOf('PublicLeaguePage', 'create'));
    await fill(canvasElement, d, { Organisation: 'Hoops League', League: 'Summer League', Title: 'Summer finals', Slug: 'Summer Finals!' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['Slug may contain lowercase letters, digits and hyphens only']);
    await fill(canvasElement, d, { Slug: 'summer-finals-2026' });
    // The address the server's template makes of the slug, under the box.
    await waitFor(() => expect(d.getByText(/Address: https:\/\/leagues\.hoops\.example\/summer-finals-2026/)).toBeInTheDocument());
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual({
      method: 'create',
      resource: 'public_league_pages',
      params: { data: { orgId: '10', leagueId: '400', title: 'Summer finals', slug: 'summer-finals-2026', enabled: true } },
    });
  },
};
export const AddPublicLeaguePageEmpty = opened(addPublicLeaguePage);
export const AddPublicLeaguePageFilled = filled(addPublicLeaguePage);
export const AddPublicLeaguePageInvalid = invalid(addPublicLeaguePage);
export const AddPublicLeaguePageRefused = refused(addPublicLeaguePage);
export const AddPublicLeaguePageBusy = busy(addPublicLeaguePage);
export const AddPublicLeaguePageSubmits = addPublicLeaguePage;

const editPublicLeaguePage: Story = {
  args: { typename: 'PublicLeaguePage', action: 'edit', records: [page], fixtures: { urlTemplates: { publicLeaguePageUrlTemplate: TEMPLATE } } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Summer finals');
    await expectFields(d, ['League', 'Title', 'Slug', 'Enabled', 'Logo']);
    await waitFor(() => expect(d.getByText(/Address: https:\/\/leagues\.hoops\.example\/summer-finals$/)).toBeInTheDocument());
    await fill(canvasElement, d, { Slug: 'finals', Enabled: false });
    await waitFor(() => expect(d.getByText(/Address: https:\/\/leagues\.hoops\.example\/finals$/)).toBeInTheDocument());
    await expect(await submitAndSend(canvasElement, d, 'Save')).toEqual({
      method: 'update',
      resource: 'public_league_pages',
      params: { id: '3100', data: { slug: 'finals', enabled: false } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditPublicLeaguePageOpened = opened(editPublicLeaguePage);
export const EditPublicLeaguePageFilled = filled(editPublicLeaguePage);
export const EditPublicLeaguePageRefused = refused(editPublicLeaguePage);
export const EditPublicLeaguePageBusy = busy(editPublicLeaguePage);
export const EditPublicLeaguePageSubmits = editPublicLeaguePage;
