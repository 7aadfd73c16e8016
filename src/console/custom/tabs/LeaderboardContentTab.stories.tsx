import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { registry } from '../../testing/allTypes.ts';
import { platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import LeaderboardContentTab from './LeaderboardContentTab.tsx';
import type { LeaderboardSegment } from './tabQueries.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { withOperations } from '../../testing/fixtureOperations.ts';

const LeaderboardTable = registry.types.LeaderboardTable;
const cells = (...values: number[]) => values.map((v) => ({ stringValue: String(v) }));

/** Two segments, as the server derives them from standings and player entries. */
const SEGMENTS: LeaderboardSegment[] = [
  {
    title: 'Harbour City Senior Championship Standings',
    headColumns: ['Rank', 'Team'],
    columns: [
      { shortName: 'P', name: 'Played' },
      { shortName: 'W', name: 'Won' },
      { shortName: 'PTS', name: 'League points' },
    ],
    rows: [
      { rank: 1, rankDiff: 2, lastRoundRank: 3, headCells: ['1', 'Bondi Breakers'], cells: cells(6, 5, 10) },
      { rank: 2, rankDiff: 0, lastRoundRank: 2, headCells: ['2', 'Glebe Giants'], cells: cells(6, 3, 6) },
      { rank: 3, rankDiff: -2, lastRoundRank: 1, headCells: ['3', 'Manly Marlins'], cells: cells(6, 1, 2) },
    ],
  },
  {
    title: 'Top Scorers',
    headColumns: ['Rank', 'Player', 'Team'],
    columns: [{ shortName: 'PTS', name: 'Points' }],
    rows: [{ rank: 1, rankDiff: null, lastRoundRank: null, headCells: ['1', 'Olivia Smith', 'Bondi Breakers'], cells: cells(31) }],
  },
];

const TabStory = ({ segments }: { segments: LeaderboardSegment[] }) => (
  <StoryAdmin
    user={platformAdmin}
    path="/readmin/leaderboard_tables/4100"
    dataProvider={withOperations(dialogDataProvider({}), { queries: { leaderboardContent: () => segments } })}
  >
    <LeaderboardContentTab
      registry={registry}
      type={LeaderboardTable as RoutedType}
      tab={LeaderboardTable.tabs.find((t) => t.name === 'content')!}
      record={{ id: '4100', readminName: 'Harbour City Senior Championship Standings' }}
      routeOwner={{}}
    />
  </StoryAdmin>
);

/** A leaderboard's Content tab (spec 002 §2.10): one table per segment. */
const meta = { title: 'Console/Tabs/Leaderboard content', component: TabStory, args: { segments: SEGMENTS } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSegments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standings = await canvas.findByRole('table', { name: 'Harbour City Senior Championship Standings' });
    await expect(canvas.getByRole('heading', { name: 'Harbour City Senior Championship Standings' })).toBeInTheDocument();
    const headers = within(standings)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Rank', 'Team', 'P - Played', 'W - Won', 'PTS - League points']);
    const rows = within(standings).getAllByRole('row').slice(1);
    await expect(within(rows[0]).getByLabelText('Up 2')).toBeInTheDocument();
    await expect(within(rows[1]).queryByLabelText(/^(Up|Down)/)).toBeNull();
    await expect(within(rows[2]).getByLabelText('Down 2')).toBeInTheDocument();
    const first = within(rows[0]).getAllByRole('cell');
    await expect(first[0]).toHaveTextContent(/^1/);
    await expect(first.slice(1).map((c) => c.textContent)).toEqual(['Bondi Breakers', '6', '5', '10']);
    const scorers = canvas.getByRole('table', { name: 'Top Scorers' });
    await expect(
      within(scorers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Team', 'PTS - Points']);
    await expect(within(scorers).getByRole('cell', { name: 'Olivia Smith' })).toBeInTheDocument();
  },
};

export const NoEntries: Story = {
  args: { segments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This leaderboard has no entries yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
