import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { ClockContext } from '../../dateRange/clock.ts';
import { dialogDataProvider, refusal, type DialogFixtures } from '../../dialogs/testing/dialogFixtures.ts';
import { focusPage } from '../../dialogs/testing/pageEffects.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';
import { registry } from '../../testing/allTypes.ts';
import { apiPartnerAdmin, orgAdmin, orgs } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import OrgDashboardTab from './OrgDashboardTab.tsx';
import type { OrgStats, OrgStatsParams } from './orgDashboard/orgStatsRequest.ts';

const Org = registry.types.Org;
/** 14 March 2026, 10:00 in Perth: the Stats panel opens on 13 February – 14 March. */
const NOW = new Date('2026-03-14T02:00:00Z');

/** The server's figures: March's for a range in March, a refusal past a year, fewer for anything else, more for All time. */
const orgStats = (_id: string, { dateRange: range }: Pick<OrgStatsParams, 'dateRange'>): OrgStats => {
  if (range === null) {
    return {
      gamesCount: 9876,
      activePlayersCount: 6000,
      activeUsersCount: 4000,
      activeUsersWithEmailCount: 3500,
      liveStreamsCount: 99,
      liveStreamsDurationSec: 360_000,
    };
  }
  if (range.start < '2025-01-01') throw refusal('Choose a range of at most 366 days; this one covers 400 days.');
  const march = range.start >= '2026-03-01';
  return {
    gamesCount: march ? 1234 : 412,
    activePlayersCount: 5678,
    activeUsersCount: 3210,
    activeUsersWithEmailCount: 2999,
    liveStreamsCount: 42,
    liveStreamsDurationSec: march ? 5400 : 151_200,
  };
};

const PAGES = [
  { id: '1', title: 'Winter Men', slug: 'winter-men', enabled: true },
  { id: '2', title: 'Summer Mixed', slug: 'summer-mixed', enabled: true },
  { id: '3', title: 'Old Cup', slug: 'old-cup', enabled: false },
];

const TabStory = ({ user, orgId = '10', fixtures = {} }: { user: CurrentUser; orgId?: string; fixtures?: DialogFixtures }) => (
  <ClockContext.Provider value={() => NOW}>
    <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
      <StoryAdmin
        user={user}
        path={`/readmin/orgs/${orgId}`}
        dataProvider={dialogDataProvider({ orgs, orgStats, rows: { public_league_pages: PAGES.map((p) => ({ ...p })) }, ...fixtures })}
      >
        <OrgDashboardTab
          registry={registry}
          type={Org as RoutedType}
          tab={Org.tabs.find((t) => t.name === 'dashboard')!}
          record={{ id: orgId, readminName: orgs[orgId]?.name ?? 'Org' }}
          routeOwner={{}}
        />
      </StoryAdmin>
    </DisplayTimeZoneContext.Provider>
  </ClockContext.Provider>
);

/** An organisation's Dashboard tab (spec 002 §2.10): Scorekeeper, Links and Stats panels. */
const meta = { title: 'Console/Tabs/Org dashboard', component: TabStory, args: { user: orgAdmin } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const hrefOf = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('link', { name }).getAttribute('href');
const region = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('region', { name });
const presets = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose a date range' }));
const figure = (panel: ReturnType<typeof within>, label: string) => panel.getByLabelText(label).textContent;

/** The six figures of the last 30 days, formatted; another range asks the server again; a refused range says why. */
export const Stats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = within(await region(canvas, 'Stats'));
    await expect(await stats.findByRole('button', { name: 'Last 30 Days, 2026-02-13 – 2026-03-14' })).toBeInTheDocument();
    await waitFor(() => expect(figure(stats, 'Games')).toBe('412'));
    await expect(figure(stats, 'Active players')).toBe('5,678');
    await expect(figure(stats, 'Active users')).toBe('3,210');
    await expect(figure(stats, 'Active users with email')).toBe('2,999');
    await expect(figure(stats, 'Live streams')).toBe('42');
    await expect(figure(stats, 'Live stream hours')).toBe('42.0');
    await expect(stats.getByText('Days in Australia/Perth')).toBeInTheDocument();
    // This month: the server's March figures.
    await userEvent.click(stats.getByRole('button', { name: /^Last 30 Days/ }));
    await userEvent.click((await presets(canvasElement)).getByRole('button', { name: 'This Month' }));
    await waitFor(() => expect(figure(stats, 'Games')).toBe('1,234'));
    await expect(figure(stats, 'Live stream hours')).toBe('1.5');
    // Back to 2024: refused, with the server's message.
    await userEvent.click(stats.getByRole('button', { name: /^This Month/ }));
    await userEvent.click((await presets(canvasElement)).getByRole('button', { name: '2024' }));
    await expect(await stats.findByRole('alert')).toHaveTextContent('Choose a range of at most 366 days');
  },
};

/** The scorekeeper app's link with Copy and what it is for. */
export const Scorekeeper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await region(canvas, 'Scorekeeper'));
    const box = await panel.findByRole('textbox', { name: 'Scorekeeper link' });
    await expect(box).toHaveValue('https://scorekeeper.example/app');
    await expect(box).toHaveAttribute('readonly');
    await expect(panel.getByText(/keep the score of your games live/)).toBeInTheDocument();
    await expect(hrefOf(panel, 'Scorekeeper Users')).toBe('/readmin/orgs/10/scorekeeper_users');
    focusPage(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Copy' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('https://scorekeeper.example/app'));
  },
};

/** An organisation without public league pages: Links holds its downloads only; empty dates leave the server's defaults. */
export const LinksWithDownloads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(await region(canvas, 'Links'));
    await links.findByRole('region', { name: 'Downloads' });
    await expect(links.queryByRole('region', { name: 'Public league pages' })).toBeNull();
    await expect(hrefOf(links, 'Team members CSV')).toBe('/readmin/orgs/10/team_members.csv');
    await expect(hrefOf(links, 'Team members in active leagues')).toBe('/readmin/orgs/10/team_members.csv?active_leagues_only=true');
    await expect(hrefOf(links, 'New team members with a game')).toBe('/readmin/orgs/10/new_team_members_with_game.csv');
    await expect(hrefOf(links, 'Gamesheet')).toBe('/readmin/orgs/10/nightly_gamesheet.csv');
    await userEvent.type(links.getByLabelText('Joined from'), '2026-03-01');
    await userEvent.type(links.getByLabelText('Joined to'), '2026-03-14');
    await userEvent.type(links.getByLabelText('Games on'), '2026-03-14');
    await expect(hrefOf(links, 'New team members with a game')).toBe('/readmin/orgs/10/new_team_members_with_game.csv?from=2026-03-01&to=2026-03-14');
    await expect(hrefOf(links, 'Gamesheet')).toBe('/readmin/orgs/10/nightly_gamesheet.csv?date=2026-03-14');
  },
};

/** An organisation that uses public league pages: its enabled pages at their public addresses. */
export const LinksWithPublicLeaguePages: Story = {
  args: { orgId: '11', user: { ...orgAdmin, orgAdmins: [{ id: '22', orgId: '11', org: { id: '11', readminName: 'Netball Club' } }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(await canvas.findByRole('region', { name: 'Public league pages' }));
    await waitFor(() => expect(hrefOf(pages, 'Winter Men')).toBe('https://leagues.readmin.example/winter-men'));
    await expect(hrefOf(pages, 'Summer Mixed')).toBe('https://leagues.readmin.example/summer-mixed');
    await expect(pages.queryByRole('link', { name: 'Old Cup' })).toBeNull();
    await expect(hrefOf(pages, 'Manage public league pages')).toBe('/readmin/orgs/11/public_league_pages');
  },
};

/** A role that may read neither team members nor games is offered no download (the server would answer 404). */
export const NothingToDownload: Story = {
  args: { user: apiPartnerAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await region(canvas, 'Links');
    await expect(canvas.queryByRole('region', { name: 'Downloads' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Gamesheet' })).toBeNull();
  },
};
