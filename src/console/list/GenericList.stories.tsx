import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { registry } from '../registry.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';

const Team = { ...registry.types.Team, route: 'teams' };

/** The generated list of the Team type (registry metadata only) over fixture rows. */
const meta = {
  title: 'Console/Generic list',
  component: GenericList,
  args: { type: Team },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin user={platformAdmin} path={parameters.path ?? '/readmin/teams'} fixtures={{ rows: { teams: parameters.rows ?? teamRows } }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof GenericList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teams: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Perth Hawks' })).toHaveAttribute('href', '/readmin/teams/1');
    await expect(page.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Leagues', 'Organisation']);
    await expect(page.getByRole('link', { name: 'Winter Men' })).toHaveAttribute('href', '/readmin/leagues/7');
    await expect(page.getByText('2 of 2')).toBeInTheDocument();
  },
};

export const InOrganisation: Story = {
  args: { scope: { orgId: '10' } },
  parameters: { path: '/readmin/orgs/10/teams' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Fremantle Sharks' })).toHaveAttribute('href', '/readmin/orgs/10/teams/2');
  },
};

export const Empty: Story = {
  parameters: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data to display')).toBeInTheDocument();
  },
};
