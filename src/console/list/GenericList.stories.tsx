import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';

const Team = { ...registry.types.Team, route: 'teams' };
/** Cameras and surfaces are grids; the stories use Team (its fixture rows) with list.view 'grid'. */
const GridTeam = { ...Team, list: { ...Team.list, view: 'grid' as const } };
/** A type declaring a thumbnail (as cameras do) offers the table/grid toggle. */
const ThumbnailTeam = { ...Team, display: { ...Team.display, thumbnail: 'name' } };
const gridRows = teamRows.map((r) => ({
  ...r,
  readminThumbnailUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#90caf9"/></svg>')}`,
}));

/** A provider whose lists the server refuses as FORBIDDEN, with this message. */
const refusingProvider = (message: string) => {
  const provider = fixtureDataProvider({ rows: { teams: teamRows } });
  provider.getList = async () =>
    Promise.reject(Object.assign(new Error(message), { status: 200, body: { graphQLErrors: [{ message, extensions: { code: 'FORBIDDEN' } }] } }));
  return provider;
};

/** The generated list of the Team type (registry metadata only) over fixture rows. */
const meta = {
  title: 'Console/Generic list',
  component: GenericList,
  args: { type: Team },
  // Layout and card size are remembered in localStorage: each story starts from the type's own defaults.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('readmin.preference.')) localStorage.removeItem(key);
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryAdmin
        user={platformAdmin}
        path={parameters.path ?? '/readmin/teams'}
        fixtures={{ rows: { teams: parameters.rows ?? teamRows }, approximateTotals: parameters.approximateTotals }}
        dataProvider={parameters.refusal ? refusingProvider(parameters.refusal) : undefined}
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

/** A type with a thumbnail: the toggle beside the list's buttons switches between table and grid (remembered per type). */
export const TableOrGrid: Story = {
  args: { type: ThumbnailTeam },
  parameters: { rows: gridRows },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'Perth Hawks' });
    const toggle = within(await page.findByRole('group', { name: 'List layout' }));
    await expect(toggle.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle.getByRole('button', { name: 'Grid' }));
    await waitFor(() => expect(page.queryByRole('table')).toBeNull());
    await expect(page.getAllByRole('listitem')).toHaveLength(2);
    await expect(page.getByRole('slider', { name: 'Card size' })).toBeInTheDocument();
    await userEvent.click(toggle.getByRole('button', { name: 'Table' }));
    await expect(await page.findByRole('table')).toBeInTheDocument();
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

/** The server refuses the list (the viewer may not read Teams): its message once, with the way back, and nothing of a list. */
export const Refused: Story = {
  parameters: { refusal: 'You may not read Teams.' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You may not read Teams.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/readmin');
    await expect(page.queryByRole('table')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Export as CSV' })).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
