import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { apiPartnerAdmin, apiPartners, noRoles, orgAdmin, orgs, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { SidebarMenu } from './SidebarMenu.tsx';

/** The sidebar of spec 000 §2.12 for each role, built from the real registry and fixture users. */
const meta = {
  title: 'Console/Sidebar',
  component: SidebarMenu,
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin user={parameters.user} path={parameters.path} fixtures={parameters.fixtures}>
        <div style={{ width: 250 }}>
          <Story />
        </div>
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('navigation', { name: 'Console' });

export const PlatformAdmin: Story = {
  parameters: {
    user: platformAdmin,
    path: '/readmin/orgs/11/leagues',
    fixtures: { orgs, rows: { api_partners: apiPartners.map((p) => ({ ...p, readminName: p.name })) } },
  },
  play: async ({ canvasElement }) => {
    const sidebar = within(await nav(canvasElement));
    await expect(await sidebar.findByRole('list', { name: 'Netball Club' })).toBeInTheDocument();
    for (const group of ['Integration', 'Organisation Management', 'Venue Management', 'Others', 'Tools']) {
      await expect(sidebar.getByRole('list', { name: group })).toBeInTheDocument();
    }
    await expect(await sidebar.findByRole('link', { name: 'Stats Partner' })).toHaveAttribute('href', '/readmin/api_partners/50');
    await expect(sidebar.getAllByRole('link', { current: 'page' }).map((l) => l.getAttribute('href'))).toEqual(['/readmin/orgs/11/leagues']);
  },
};

export const OrgAdmin: Story = {
  parameters: { user: orgAdmin, path: '/readmin/orgs/10/teams', fixtures: { orgs } },
  play: async ({ canvasElement }) => {
    const sidebar = within(await nav(canvasElement));
    const group = within(await sidebar.findByRole('list', { name: 'Hoops League' }));
    await expect(await group.findByRole('link', { name: 'North Courts' })).toHaveAttribute('href', '/readmin/orgs/10/venues/101');
    await expect(group.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.queryByRole('list', { name: 'Organisation Management' })).not.toBeInTheDocument();
  },
};

export const VenueAdmin: Story = {
  parameters: { user: venueAdmin, path: '/readmin/venues/100' },
  play: async ({ canvasElement }) => {
    const sidebar = within(await nav(canvasElement));
    const venues = within(sidebar.getByRole('list', { name: 'Venues' }));
    await expect(venues.getByRole('link', { name: 'Central Arena' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.queryByRole('list', { name: 'Venue Management' })).not.toBeInTheDocument();
  },
};

export const ApiPartnerAdmin: Story = {
  parameters: { user: apiPartnerAdmin, path: '/readmin/api_partners/50' },
  play: async ({ canvasElement }) => {
    const sidebar = within(await nav(canvasElement));
    const partner = within(sidebar.getByRole('list', { name: 'Stats Partner' }));
    await expect(partner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/readmin/api_partners/50');
    await expect(sidebar.queryByRole('list', { name: 'Integration' })).not.toBeInTheDocument();
  },
};

export const NoRoles: Story = {
  parameters: { user: noRoles, path: '/readmin' },
  play: async ({ canvasElement }) => {
    const sidebar = within(await nav(canvasElement));
    await expect(sidebar.getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Help']);
  },
};
