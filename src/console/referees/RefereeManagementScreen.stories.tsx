import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Notification } from 'react-admin';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClockContext } from '../dateRange/clock.ts';
import { orgAdmin } from '../testing/fixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { ConsoleDataProvider } from '../operations/consoleOperations.ts';
import { fixtureOperations } from '../testing/fixtureOperations.ts';
import type { RefereeGameRow, RefereePlaces } from './refereeTypes.ts';
import { RefereeManagementScreen } from './RefereeManagementScreen.tsx';

const NOW = new Date('2026-09-20T00:00:00Z');
const PLACES: RefereePlaces = {
  id: '10',
  venues: [
    { id: '101', name: 'Central Arena' },
    { id: '102', name: 'North Courts' },
  ],
  courts: [
    { id: '201', name: 'Arena Court 1', venueId: '101' },
    { id: '202', name: 'Arena Court 2', venueId: '101' },
    { id: '203', name: 'North Court 1', venueId: '102' },
  ],
};
const ONE_PLACE: RefereePlaces = { id: '10', venues: [PLACES.venues[0]], courts: [PLACES.courts[0]] };
const PEOPLE = [
  { id: '300', name: 'Hemi Walker-Tane', referee: true },
  { id: '301', name: 'Jordan Lee', referee: false },
  { id: '302', name: 'Aroha Smith', referee: true },
];
type Game = RefereeGameRow & { courtId: string; venueId: string };
const GAMES: Game[] = [
  {
    id: '1',
    playedAt: '2026-09-15T08:00:00Z',
    title: 'Hawks vs Owls',
    venue: 'Central Arena',
    venueId: '101',
    court: 'Arena Court 1',
    courtId: '201',
    referees: [],
  },
  {
    id: '2',
    playedAt: '2026-09-08T10:00:00Z',
    title: 'Bears vs Cats',
    venue: 'North Courts',
    venueId: '102',
    court: 'North Court 1',
    courtId: '203',
    referees: [
      { id: '900', personId: '300', name: 'Hemi Walker-Tane' },
      { id: '901', personId: '302', name: 'Aroha Smith' },
    ],
  },
  {
    id: '3',
    playedAt: '2026-09-01T09:30:00Z',
    title: 'Dogs vs Eels',
    venue: 'Central Arena',
    venueId: '101',
    court: 'Arena Court 2',
    courtId: '202',
    referees: [],
  },
];

/** What graphql errors look like to the page once the GraphQL runtime has wrapped them. */
const graphqlError = (message: string, code: string) =>
  Object.assign(new Error(message), { body: { graphQLErrors: [{ message, extensions: { code } }] } });

/**
 * The organisation's games and people as the server keeps them: filters, pages, assignment (asking first
 * for someone who is not a referee yet) and removal. `failAssign` refuses every assignment.
 */
const refereeProvider = (places: RefereePlaces, failAssign?: string): ConsoleDataProvider => {
  const games: Game[] = structuredClone(GAMES);
  const people = structuredClone(PEOPLE);
  let nextId = 950;
  const unsupported = () => Promise.reject(new Error('not in this story'));
  const operations = fixtureOperations({
    queries: {
      refereePeople: ({ searchTerm = '' }) =>
        people.filter((p) => p.name.toLowerCase().includes(searchTerm.toLowerCase())).map(({ id, name }) => ({ id, name })),
      refereeGames: ({ venueId, courtId, searchTerm, page = 1, perPage = GAMES.length }) => {
        const shown = games.filter(
          (g) =>
            (!venueId || g.venueId === venueId) &&
            (!courtId || g.courtId === courtId) &&
            (!searchTerm || g.title.toLowerCase().includes(searchTerm.toLowerCase())),
        );
        return { rows: structuredClone(shown.slice((page - 1) * perPage, page * perPage)), total: shown.length };
      },
      refereePlaces: () => places,
    },
    mutations: {
      assignReferee: ({ gameId, personId, confirmed }) => {
        if (failAssign) throw graphqlError(failAssign, 'FORBIDDEN');
        const person = people.find((p) => p.id === personId)!;
        if (!person.referee && !confirmed)
          throw graphqlError(`${person.name} is not a referee yet. Make ${person.name} a referee of the organisation?`, 'CONFIRMATION_REQUIRED');
        person.referee = true;
        const id = String(nextId++);
        games.find((g) => g.id === gameId)!.referees.push({ id, personId, name: person.name });
        return { id };
      },
      removeReferee: ({ id }) => {
        for (const g of games) g.referees = g.referees.filter((r) => r.id !== id);
        return { id };
      },
    },
  });
  return {
    ...operations,
    getList: unsupported,
    getOne: unsupported,
    create: unsupported,
    delete: unsupported,
    getMany: unsupported,
    getManyReference: unsupported,
    update: unsupported,
    updateMany: unsupported,
    deleteMany: unsupported,
  };
};

const PageStory = ({ places, failAssign }: { places: RefereePlaces; failAssign?: string }) => {
  const [provider] = useState(() => refereeProvider(places, failAssign));
  return (
    <ClockContext.Provider value={() => NOW}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Pacific/Auckland')}>
        <StoryAdmin user={orgAdmin} path="/readmin/orgs/10/games/manage_referees" dataProvider={provider}>
          <RefereeManagementScreen orgId="10" />
          <Notification />
        </StoryAdmin>
      </DisplayTimeZoneContext.Provider>
    </ClockContext.Provider>
  );
};

/** Referee Game Management (spec 002 §2.10). */
const meta = {
  title: 'Console/Pages/Referee Game Management',
  component: PageStory,
  args: { places: PLACES },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Referee games' });
const rowOf = async (title: string) =>
  within(await table())
    .getByRole('cell', { name: title })
    .closest('tr')! as HTMLElement;
const chipsOf = async (title: string) => Array.from((await rowOf(title)).querySelectorAll('.MuiChip-label')).map((c) => c.textContent);
const pick = async (label: string, name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name }));
};
const moreActions = async (title: string) => {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  return screen.findByRole('menu');
};

/** Title, filters, the columns with Venue (two venues), times in the display time zone, referees as chips, 50 a page. */
export const Games: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Referee Game Management' })).toBeInTheDocument();
    await expect(screen.getByText('Manage game access for referees')).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Quick Assign' })).toBeInTheDocument();
    await expect(screen.getByPlaceholderText('Search games...')).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Venue' })).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Court' })).toBeInTheDocument();
    const t = await table();
    await waitFor(() => expect(within(t).getAllByRole('row')).toHaveLength(4));
    await expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Played At', 'Venue', 'Court', 'Game', 'Referees', 'Actions']);
    // 08:00 UTC is 20:00 in Auckland.
    await expect(within(await rowOf('Hawks vs Owls')).getAllByRole('cell')[0]).toHaveTextContent('2026-09-15 20:00');
    await expect(await chipsOf('Bears vs Cats')).toEqual(['Hemi Walker-Tane', 'Aroha Smith']);
    await expect(within(await rowOf('Hawks vs Owls')).getByRole('button', { name: 'Assign Referee' })).toBeEnabled();
    // No referees: nothing to remove.
    const menu = await moreActions('Hawks vs Owls');
    await expect(within(menu).getByRole('menuitem', { name: 'Remove Referee' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('50');
  },
};

/** A venue hides the Venue column and narrows the courts; the search asks the server with the words typed. */
export const FilterAndSearch: Story = {
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(screen.getByRole('combobox', { name: 'Venue' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Central Arena' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
    await expect(within(await table()).queryByRole('columnheader', { name: 'Venue' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Court' }));
    const courts = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(courts.map((o) => o.textContent)).toEqual(['All courts', 'Arena Court 1', 'Arena Court 2']);
    await userEvent.click(courts[2]);
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    await expect(await rowOf('Dogs vs Eels')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search games...'), 'hawks');
    await expect(await screen.findByText('No games found.')).toBeInTheDocument();
  },
};

/** With one venue and one court there is nothing to choose: no selectors, no Venue column. */
export const OneVenue: Story = {
  args: { places: ONE_PLACE },
  play: async () => {
    const t = await table();
    await waitFor(() => expect(within(t).getAllByRole('row')).toHaveLength(4));
    await expect(within(t).queryByRole('columnheader', { name: 'Venue' })).toBeNull();
    await expect(screen.queryByRole('combobox', { name: 'Venue' })).toBeNull();
    await expect(screen.queryByRole('combobox', { name: 'Court' })).toBeNull();
  },
};

/** Quick Assign names the rows' actions after the person, which assign and remove them directly. */
export const QuickAssign: Story = {
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    await pick('Quick Assign', 'Hemi Walker-Tane');
    const row = await rowOf('Hawks vs Owls');
    // Already a referee of Bears vs Cats: nothing to assign there.
    await expect(within(await rowOf('Bears vs Cats')).getByRole('button', { name: 'Assign Hemi Walker-Tane' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Assign Hemi Walker-Tane' }));
    await expect(await screen.findByText('Hemi Walker-Tane assigned to Hawks vs Owls')).toBeInTheDocument();
    await waitFor(async () => expect(await chipsOf('Hawks vs Owls')).toEqual(['Hemi Walker-Tane']));
    // Dogs vs Eels has no referee: nothing to remove.
    let menu = await moreActions('Dogs vs Eels');
    await expect(within(menu).getByRole('menuitem', { name: 'Remove Hemi Walker-Tane' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await moreActions('Hawks vs Owls');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove Hemi Walker-Tane' }));
    await expect(await screen.findByText('Hemi Walker-Tane removed from Hawks vs Owls')).toBeInTheDocument();
    await waitFor(async () => expect(await chipsOf('Hawks vs Owls')).toEqual([]));
  },
};

/** Without Quick Assign the row asks whom; someone not yet a referee is made one once the user agrees. */
export const AssignAfterConfirming: Story = {
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(within(await rowOf('Dogs vs Eels')).getByRole('button', { name: 'Assign Referee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Referee' });
    await expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await pick('Referee', 'Jordan Lee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Referee?' });
    await expect(confirm).toHaveTextContent('Jordan Lee is not a referee yet. Make Jordan Lee a referee of the organisation?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(await chipsOf('Dogs vs Eels')).toEqual(['Jordan Lee']));
    await expect(await screen.findByText('Jordan Lee assigned to Dogs vs Eels')).toBeInTheDocument();
  },
};

/** Remove Referee on a game with several asks which one. */
export const RemoveOneOfSeveral: Story = {
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    const menu = await moreActions('Bears vs Cats');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove Referee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Referee' });
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Aroha Smith' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await chipsOf('Bears vs Cats')).toEqual(['Hemi Walker-Tane']));
  },
};

/** A refused assignment shows the server's message and changes nothing. */
export const AssignRefused: Story = {
  args: { failAssign: 'You do not have permission to do this.' },
  play: async () => {
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    await pick('Quick Assign', 'Aroha Smith');
    await userEvent.click(within(await rowOf('Hawks vs Owls')).getByRole('button', { name: 'Assign Aroha Smith' }));
    await expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await expect(await chipsOf('Hawks vs Owls')).toEqual([]);
  },
};
