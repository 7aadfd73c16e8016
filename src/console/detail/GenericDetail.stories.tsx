import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Registry } from '../../metadata/normalized.ts';
import type { CurrentUser } from '../auth/currentUser.ts';
import { dialogDataProvider, type DialogFixtures } from '../dialogs/testing/dialogFixtures.ts';
import { registry } from '../testing/allTypes.ts';
import type { RoutedType } from '../routeType.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { GenericDetail } from './GenericDetail.tsx';

interface DetailStoryProps {
  typename: string;
  id: string;
  path: string;
  user: CurrentUser;
  fixtures: DialogFixtures;
  /** Show Team's games as a grid, as Game incidents and video versions are. */
  grid?: boolean;
}

/**
 * The registry with Team's games as a grid: a new Team beside the very same other types, so the story
 * user's access, put into the types on sign-in, reaches it (the console registry's Proxy cannot be cloned).
 */
const { Team } = registry.types;
const gridRegistry: Registry = {
  types: { ...registry.types, Team: { ...Team, associations: { ...Team.associations, games: { ...Team.associations.games, view: 'grid' } } } },
};

/** A generated detail page over fixture data. */
const DetailStory = ({ typename, id, path, user, fixtures, grid = false }: DetailStoryProps) => {
  const [provider] = useState(() => dialogDataProvider(structuredClone(fixtures)));
  return (
    <StoryAdmin user={user} path={path} dataProvider={provider}>
      <GenericDetail registry={grid ? gridRegistry : registry} type={registry.types[typename] as RoutedType} id={id} />
    </StoryAdmin>
  );
};

const thumbnail = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#90caf9"/></svg>')}`;
const team = {
  id: '1',
  readminName: 'Perth Hawks',
  readminThumbnailUrl: thumbnail,
  readminLogoUrl: thumbnail,
  readminLabels: [{ content: 'Access denied', detail: 'since May', description: 'Players cannot see their games', type: 'error' }],
  readminAttributeEntries: [
    { label: 'Name', type: 'string', value: 'Perth Hawks' },
    {
      label: 'Organisation',
      type: 'readmin_objects',
      value: null,
      objects: [{ id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' }],
    },
    { label: 'Members', type: 'number', value: 12345 },
    { label: 'Founded', type: 'date', value: '1999-02-01' },
  ],
  name: 'Perth Hawks',
  denyAccess: true,
  videoRecordingPermitted: true,
  leagues: [],
};
const game = (i: number) => ({
  id: String(i),
  readminName: `Game ${i}`,
  readminUrl: `/readmin/games/${i}`,
  playedAt: '2026-03-01T10:30:00Z',
  homeScore: 80,
  awayScore: 70,
});
const notes = [
  {
    id: '70',
    body: 'Scoreboard fixed',
    itemType: 'Team',
    itemId: 1,
    createdAt: '2026-03-02T01:00:00Z',
    author: { id: '1', readminName: 'ops@example.com' },
  },
];

const meta = {
  title: 'Console/Detail page',
  component: DetailStory,
  args: {
    typename: 'Team',
    id: '1',
    path: '/readmin/teams/1',
    user: platformAdmin,
    fixtures: { records: { teams: { '1': team } }, rows: { teams: [team], notes }, associations: { games: [game(5), game(6)] } },
  },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title with logo, type label, description, labels, thumbnail, toolbar, and tabs with data marked. */
export const WithTabs: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Perth Hawks' })).toBeInTheDocument();
    await expect(page.getByText('Team')).toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'Perth Hawks logo' })).toBeInTheDocument();
    await expect(page.getByRole('img', { name: 'Perth Hawks thumbnail' })).toBeInTheDocument();
    await expect(page.getByText('Access denied: since May')).toBeInTheDocument();
    await expect(page.getByText('12,345 (12K)')).toBeInTheDocument();
    const toolbar = within(page.getByRole('toolbar', { name: 'Record actions' }));
    await expect(toolbar.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Edit',
      'Remove All Players',
      'Restore API Roster',
      'Enable Registration',
      'History',
    ]);
    // Roster has no rows but is where the first member is added: it stays on the bar.
    await waitFor(() =>
      expect(page.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Roster', 'Registration Form', 'Games', 'System Notes']),
    );
    await expect(page.getByLabelText('Games (has data)')).toBeInTheDocument();
    await expect(page.getByLabelText('System Notes (has data)')).toBeInTheDocument();
    await userEvent.click(page.getByRole('tab', { name: /^Games/ }));
    await expect(await page.findByRole('link', { name: 'Game 5' })).toHaveAttribute('href', '/readmin/games/5');
    await userEvent.click(page.getByRole('tab', { name: /System Notes/ }));
    await expect(await page.findByText('Scoreboard fixed')).toBeInTheDocument();
  },
};

/** A venue admin on a venue with no courts or admins: only Details is left, so there is no tab bar. */
export const WithoutTabs: Story = {
  args: {
    typename: 'Venue',
    id: '100',
    path: '/readmin/venues/100',
    user: venueAdmin,
    fixtures: {
      records: {
        venues: {
          '100': { id: '100', readminName: 'Central Arena', readminAttributeEntries: [{ label: 'Name', type: 'string', value: 'Central Arena' }] },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Central Arena' })).toBeInTheDocument();
    await expect(page.getByRole('table', { name: 'Details' })).toBeInTheDocument();
    await expect(page.queryByRole('tablist')).toBeNull();
  },
};

/** An unknown ?tab names the valid ones. */
export const InvalidTab: Story = {
  args: { path: '/readmin/teams/1?tab=stats' },
  play: async ({ canvasElement }) => {
    // The message names the valid tabs: Details first, System Notes last, the team's association tabs between.
    const message = await within(canvasElement).findByText(/^Invalid tab: stats \(details, .*, system_notes\)$/, undefined);
    await expect(message.textContent).toContain('registration_form, games');
  },
};

/** A record that does not exist (or that the user may not read). */
export const RecordNotFound: Story = {
  args: { id: '99', path: '/readmin/teams/99' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Record Not Found', undefined)).toBeInTheDocument();
    await expect(page.getByText('Could not find this record. It may have been deleted.')).toBeInTheDocument();
  },
};

/** An empty association asked for by the URL. */
export const EmptyAssociation: Story = {
  args: { path: '/readmin/teams/1?tab=leaderboards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no data to display.', undefined)).toBeInTheDocument();
  },
};

/** The History dialog of the record: versions with who, when, the event and each change. */
export const History: Story = {
  args: {
    fixtures: {
      records: { teams: { '1': team } },
      versions: [
        {
          id: '2',
          event: 'update',
          createdAt: '2026-03-02T01:00:00Z',
          via: 'console',
          whodunnit: { id: '1', readminName: 'admin@example.com' },
          objectChanges: { name: ['Hawks', 'Perth Hawks'], denyAccess: [false, true] },
        },
        {
          id: '1',
          event: 'create',
          createdAt: '2026-03-01T01:00:00Z',
          via: 'team_registration',
          whodunnit: null,
          objectChanges: { name: [null, 'Hawks'] },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'History' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'History of Perth Hawks' }));
    await expect(await dialog.findByText('Hawks → Perth Hawks')).toBeInTheDocument();
    await expect(dialog.getByText('No → Yes')).toBeInTheDocument();
    await expect(dialog.getByText('by via team_registration')).toBeInTheDocument();
    await expect(dialog.getByText('1–2 of 2')).toBeInTheDocument();
    await expect(await dialog.findByRole('group', { name: 'Date range' })).toBeInTheDocument();
  },
};

/** An association whose view is 'grid' shows cards, paged with Load More like a table. */
export const GridAssociation: Story = {
  args: {
    grid: true,
    path: '/readmin/teams/1?tab=games',
    fixtures: {
      records: { teams: { '1': team } },
      associations: { games: Array.from({ length: 12 }, (_, i) => ({ ...game(i + 1), readminThumbnailUrl: thumbnail })) },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const cards = await page.findByRole('list', { name: 'Records' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await expect(page.getByText('10 of 12')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(12));
  },
};
