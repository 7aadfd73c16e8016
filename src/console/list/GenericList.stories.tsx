import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';

const Team = { ...registry.types.Team, route: 'teams' };
/** No type is a grid yet (cameras and surfaces will be): Team with list.view 'grid'. */
const GridTeam = { ...Team, list: { ...Team.list, view: 'grid' as const } };
const gridRows = teamRows.map((r) => ({
  ...r,
  readminThumbnailUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#90caf9"/></svg>')}`,
}));

/** The generated list of the Team type (registry metadata only) over fixture rows. */
const meta = {
  title: 'Console/Generic list',
  component: GenericList,
  args: { type: Team },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin
        user={platformAdmin}
        path={parameters.path ?? '/readmin/teams'}
        fixtures={{ rows: { teams: parameters.rows ?? teamRows }, approximateTotals: parameters.approximateTotals }}
      >
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof GenericList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table view: selection checkboxes, the list columns by field type, names linking to the records. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Perth Hawks' })).toHaveAttribute('href', '/readmin/teams/1');
    await expect(page.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Name', 'Leagues', 'Organisation']);
    await expect(page.getByRole('link', { name: 'Winter Men' })).toHaveAttribute('href', '/readmin/leagues/7');
    await expect(page.getByText('2 of 2')).toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Perth Hawks' }));
    const bar = within(page.getByRole('toolbar', { name: 'Bulk actions' }));
    await expect(bar.getByText('1 selected')).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeInTheDocument();
  },
};

/** The grid view: a card per record with its thumbnail and name; the slider sets the card width. */
export const GridView: Story = {
  args: { type: GridTeam },
  parameters: { rows: gridRows },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Perth Hawks' })).toHaveAttribute('href', '/readmin/teams/1');
    await expect(page.queryByRole('table')).toBeNull();
    const cards = page.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(cards[0].querySelector('img')).not.toBeNull();
    const slider = page.getByRole('slider', { name: 'Card size' });
    await expect(slider).toHaveValue('300');
    await expect(slider).toHaveAttribute('min', '200');
    await expect(slider).toHaveAttribute('max', '600');
    const width = () => page.getAllByRole('listitem')[0].getBoundingClientRect().width;
    await expect(width()).toBeLessThan(500);
    fireEvent.change(slider, { target: { value: '500' } });
    await waitFor(() => expect(width()).toBeGreaterThanOrEqual(500));
  },
};

export const InOrganisation: Story = {
  args: { routeOwner: { orgId: '10' } },
  parameters: { path: '/readmin/orgs/10/teams' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Fremantle Sharks' })).toHaveAttribute('href', '/readmin/orgs/10/teams/2');
  },
};

/** A very large list is counted approximately, and says so. */
export const ApproximateCount: Story = {
  parameters: { approximateTotals: { teams: 1_234_567 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 of about 1.2M')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data to display')).toBeInTheDocument();
  },
};
