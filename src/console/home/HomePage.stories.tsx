import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../auth/currentUser.ts';
import type { Fixtures } from '../testing/fixtureDataProvider.ts';
import { apiPartnerAdmin, link, noRoles, orgAdmin, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import HomePage from './HomePage.tsx';

/** Records of the four searched types and one the search leaves out (courts), most of them matching 'harbour'. */
const SEARCHABLE: Fixtures = {
  rows: {
    orgs: [link('orgs', '10', 'Hoops League'), link('orgs', '12', 'Harbour Hoops')],
    venues: [link('venues', '100', 'Central Arena'), link('venues', '102', 'Harbour Arena')],
    venue_servers: [link('venue_servers', '200', 'Harbour Arena server')],
    cameras: [link('cameras', '300', 'Harbour Arena court 1')],
    courts: [link('courts', '3', 'Harbour Court 1')],
  },
};

/** Administers two organisations, a venue and an API partner: one card each. */
const manyPlacesAdmin: CurrentUser = {
  ...orgAdmin,
  orgAdmins: [...orgAdmin.orgAdmins, { id: '22', orgId: '11', org: { id: '11', readminName: 'Netball Club' } }],
  venueAdmins: venueAdmin.venueAdmins,
  apiAdmins: apiPartnerAdmin.apiAdmins,
};

/** Where a link took the user: the record pages themselves are other stories. */
const Opened = () => <p>Opened {useLocation().pathname}</p>;

const HomeStory = ({ user, fixtures }: { user: CurrentUser; fixtures?: Fixtures }) => (
  <StoryAdmin user={user} fixtures={fixtures}>
    <Routes>
      <Route path="/readmin" element={<HomePage />} />
      <Route path="*" element={<Opened />} />
    </Routes>
  </StoryAdmin>
);

/** The console home, /readmin (spec 000 §2.13, 002 §2.2). */
const meta = { title: 'Console/Pages/Home', component: HomeStory, args: { user: platformAdmin } } satisfies Meta<typeof HomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const CARDS_HINT = 'Click the organisation database you would like to access';
const heading = (canvas: Canvas) => canvas.findByRole('heading', { name: 'Readmin Admin' });
/** Each result row's Name and Type. */
const results = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
/** Each card's kind and title, and where it leads. */
const cards = (root: HTMLElement) =>
  [...root.querySelectorAll('.MuiCard-root a')].map((a) => [
    ...[...a.querySelectorAll('.MuiTypography-root')].map((t) => t.textContent),
    a.getAttribute('href'),
  ]);

/** Platform admins search organisations, venues, venue servers and cameras; a match's View opens its record. */
export const PlatformAdminSearch: Story = {
  args: { fixtures: SEARCHABLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByText('You have admin access to Readmin')).toBeInTheDocument();
    await expect(canvas.queryByText(CARDS_HINT)).toBeNull();
    const search = canvas.getByRole('searchbox', { name: 'Search organisations and venues' });
    await expect(canvas.queryByRole('table', { name: 'Search results' })).toBeNull();
    await userEvent.type(search, 'nothing like it');
    await expect(await canvas.findByText('No data to display')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'harbour');
    const table = await canvas.findByRole('table', { name: 'Search results' });
    // Grouped by type in the search's order; the court matches too but is not searched.
    await waitFor(() =>
      expect(results(table)).toEqual([
        ['Harbour Hoops', 'Organisation'],
        ['Harbour Arena', 'Venue'],
        ['Harbour Arena server', 'Venue Server'],
        ['Harbour Arena court 1', 'Camera'],
      ]),
    );
    const views = within(table).getAllByRole('link', { name: 'View' });
    await expect(views.map((v) => v.getAttribute('href'))).toEqual([
      '/readmin/orgs/12',
      '/readmin/venues/102',
      '/readmin/venue_servers/200',
      '/readmin/cameras/300',
    ]);
    await userEvent.click(views[3]);
    await expect(await canvas.findByText('Opened /readmin/cameras/300')).toBeInTheDocument();
  },
};

/** Others get no search but a card per organisation, venue and API partner they administer. */
export const OrganisationAdminCards: Story = {
  args: { user: manyPlacesAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARDS_HINT)).toBeInTheDocument();
    await expect(canvas.queryByText('You have admin access to Readmin')).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(cards(canvasElement)).toEqual([
      ['Organisation', 'Hoops League', '/readmin/orgs/10'],
      ['Organisation', 'Netball Club', '/readmin/orgs/11'],
      ['Venue', 'Central Arena', '/readmin/venues/100'],
      ['API Partner', 'Stats Partner', '/readmin/api_partners/50'],
    ]);
    await userEvent.click(canvas.getByRole('link', { name: /Netball Club/ }));
    await expect(await canvas.findByText('Opened /readmin/orgs/11')).toBeInTheDocument();
  },
};

/** A user who administers nothing: no search, no cards and no instruction, still the CSV exports. */
export const NothingAdministered: Story = {
  args: { user: noRoles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText('There are no CSV exports yet.')).toBeInTheDocument();
    await expect(canvas.queryByText(CARDS_HINT)).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(cards(canvasElement)).toEqual([]);
  },
};

/** A link out of the console at the address the server gave, opened in a new tab; none without an address. */
const expectOutLink = async (canvas: Canvas, name: string, url: string | null) => {
  const a = canvas.queryByRole('link', { name });
  if (url === null) return expect(a).toBeNull();
  await expect(a).toHaveAttribute('href', url);
  await expect(a).toHaveAttribute('target', '_blank');
  await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
};

/** The Player Portal and the Scorekeeper app beside Change Password. */
export const AppLinks: Story = {
  args: { user: orgAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await expectOutLink(canvas, 'Player Portal', 'https://players.example/portal');
    await expectOutLink(canvas, 'Scorekeeper app', 'https://scorekeeper.example/app');
  },
};

/** A server without the player portal's address: no Player Portal link, the Scorekeeper app's stays. */
export const WithoutPlayerPortal: Story = {
  args: { user: { ...orgAdmin, onsenUrl: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expectOutLink(canvas, 'Player Portal', null);
    await expectOutLink(canvas, 'Scorekeeper app', 'https://scorekeeper.example/app');
  },
};

/** Neither address: neither link. */
export const WithoutAppLinks: Story = {
  args: { user: { ...platformAdmin, onsenUrl: null, scorekeeperUrl: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expectOutLink(canvas, 'Player Portal', null);
    await expectOutLink(canvas, 'Scorekeeper app', null);
  },
};
