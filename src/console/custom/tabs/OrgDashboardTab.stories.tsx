import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { registry } from '../../testing/allTypes.ts';
import { apiPartnerAdmin, orgAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import OrgDashboardTab from './OrgDashboardTab.tsx';

const Org = registry.types.Org;

const TabStory = ({ user }: { user: CurrentUser }) => (
  <StoryAdmin user={user} path="/readmin/orgs/10">
    <OrgDashboardTab
      registry={registry}
      type={Org as RoutedType}
      tab={Org.tabs.find((t) => t.name === 'dashboard')!}
      record={{ id: '10', readminName: 'Hoops League' }}
      routeOwner={{}}
    />
  </StoryAdmin>
);

/** An organisation's Dashboard tab: its panels still to come, and the organisation's CSV downloads (spec 002 §7). */
const meta = { title: 'Console/Tabs/Org dashboard', component: TabStory, args: { user: orgAdmin } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const hrefOf = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('link', { name }).getAttribute('href');

/** An organisation admin downloads every file; empty dates leave the server's defaults, chosen ones go in the link. */
export const OrgAdminDownloads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Downloads' });
    await expect(canvas.getByText('Dashboard is not available yet')).toBeInTheDocument();
    await expect(hrefOf(canvas, 'Team members CSV')).toBe('/readmin/orgs/10/team_members.csv');
    await expect(hrefOf(canvas, 'Team members in active leagues')).toBe('/readmin/orgs/10/team_members.csv?active_leagues_only=true');
    await expect(hrefOf(canvas, 'New team members with a game')).toBe('/readmin/orgs/10/new_team_members_with_game.csv');
    await expect(hrefOf(canvas, 'Gamesheet')).toBe('/readmin/orgs/10/nightly_gamesheet.csv');
    await userEvent.type(canvas.getByLabelText('Joined from'), '2026-03-01');
    await userEvent.type(canvas.getByLabelText('Joined to'), '2026-03-14');
    await userEvent.type(canvas.getByLabelText('Games on'), '2026-03-14');
    await expect(hrefOf(canvas, 'New team members with a game')).toBe(
      '/readmin/orgs/10/new_team_members_with_game.csv?from=2026-03-01&to=2026-03-14',
    );
    await expect(hrefOf(canvas, 'Gamesheet')).toBe('/readmin/orgs/10/nightly_gamesheet.csv?date=2026-03-14');
  },
};

/** A role that may read neither team members nor games is offered no download (the server would answer 404). */
export const NothingToDownload: Story = {
  args: { user: apiPartnerAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Dashboard is not available yet');
    await expect(canvas.queryByRole('region', { name: 'Downloads' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};
