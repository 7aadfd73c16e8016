import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryConsole } from '../testing/StoryConsole.tsx';
import { noRoles, orgAdmin, orgs, platformAdmin, teamRows } from '../testing/fixtures.ts';

/** The whole console (frame, sidebar, footer, pages) for different users, over fixture data. */
const meta = {
  title: 'Console/Frame',
  component: StoryConsole,
  args: { path: '/readmin', user: platformAdmin, fixtures: { orgs, rows: { teams: teamRows } } },
} satisfies Meta<typeof StoryConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformAdminHome: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You have admin access to Readmin', undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: platformAdmin.email })).toBeInTheDocument();
    await expect(page.getByRole('list', { name: 'Organisation Management' })).toBeInTheDocument();
  },
};

export const OrgAdminTeams: Story = {
  args: { path: '/readmin/orgs/10/teams', user: orgAdmin },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Perth Hawks' }, { timeout: 5000 })).toHaveAttribute('href', '/readmin/orgs/10/teams/1');
    const footer = within(page.getByRole('contentinfo'));
    await expect(await footer.findByRole('link', { name: 'Hoops League' })).toHaveAttribute('href', '/readmin/orgs/10');
  },
};

export const NoAccess: Story = {
  args: { user: noRoles },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'No Access' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Switch to Player Portal' })).toHaveAttribute('href', noRoles.onsenUrl);
  },
};
