import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { registry } from '../../testing/allTypes.ts';
import { platformAdmin } from '../../testing/fixtures.ts';
import { StoryAdmin } from '../../testing/StoryAdmin.tsx';
import type { RoutedType } from '../../routeType.ts';
import ApiGameScheduleResultTab, { NO_RESULT_YET } from './ApiGameScheduleResultTab.tsx';
import type { ApiGameScheduleResult } from './tabQueries.ts';
import { dialogDataProvider } from '../../dialogs/testing/dialogFixtures.ts';
import { withOperations } from '../../testing/fixtureOperations.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../timeZone/DisplayTimeZoneContext.tsx';

const ApiGameSchedule = registry.types.ApiGameSchedule;

const FIXTURE: ApiGameScheduleResult = {
  status: 'completed',
  startsAt: '2026-09-01T08:00:00Z',
  homeScore: 78,
  awayScore: 71,
  homeApiTeam: { id: '31', readminName: 'Pyrmont Pelicans' },
  awayApiTeam: { id: '32', readminName: 'Redfern Rockets' },
  game: {
    id: '1',
    readminName: 'Pyrmont Pelicans vs Redfern Rockets',
    readminUrl: '/readmin/games/1',
    playedAt: '2026-09-01T08:00:00Z',
    completedAt: '2026-09-01T09:30:00Z',
    homeScore: 80,
    awayScore: 71,
    homeForfeit: false,
    awayForfeit: false,
    homeTeam: { id: '11', readminName: 'Pelicans' },
    awayTeam: { id: '12', readminName: 'Rockets' },
  },
  gameDaySubmissions: [
    {
      id: '1',
      state: 'failed',
      homeScore: 78,
      awayScore: 71,
      submittedAt: '2026-09-01T10:05:00Z',
      responseStatus: 422,
      errorMessage: 'Not yet open.',
    },
    { id: '2', state: 'submitted', homeScore: 78, awayScore: 71, submittedAt: '2026-09-01T10:35:00Z', responseStatus: 200, errorMessage: null },
  ],
};

const TabStory = ({ result }: { result: ApiGameScheduleResult }) => (
  <StoryAdmin
    user={platformAdmin}
    path="/readmin/api_game_schedules/7"
    dataProvider={withOperations(dialogDataProvider({}), { queries: { apiGameScheduleResult: () => result } })}
  >
    <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Sydney')}>
      <ApiGameScheduleResultTab
        registry={registry}
        type={ApiGameSchedule as RoutedType}
        tab={ApiGameSchedule.tabs.find((t) => t.name === 'result')!}
        record={{ id: '7', readminName: 'Pyrmont Pelicans vs Redfern Rockets' }}
        routeOwner={{}}
      />
    </DisplayTimeZoneContext.Provider>
  </StoryAdmin>
);

/** An API game schedule's Result tab (spec 002 §2.9): the linked game's score per team and the result sent to GameDay. */
const meta = { title: 'Console/Tabs/API game schedule result', component: TabStory, args: { result: FIXTURE } } satisfies Meta<typeof TabStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const scoreRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Final score' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
};

/** The game the fixture became: its own teams and score, Completed, and the newest submission sent. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await scoreRows(canvasElement)).toEqual([
      ['Home', 'Pelicans', '80'],
      ['Away', 'Rockets', '71'],
    ]);
    await expect(canvas.getByLabelText('Status')).toHaveTextContent('Completed');
    await expect(canvas.getByLabelText('Played at')).toHaveTextContent('2026-09-01 18:00 AEST');
    await expect(canvas.getByRole('link', { name: 'Pyrmont Pelicans vs Redfern Rockets' })).toHaveAttribute('href', '/readmin/games/1');
    const sent = canvas.getByRole('region', { name: 'Sent to the provider' });
    await expect(sent).toHaveTextContent('78 - 71, submitted at 2026-09-01 20:35 AEST');
    await expect(sent).toHaveTextContent('(HTTP 200)');
    await expect(sent).toHaveTextContent('2 submissions in all.');
  },
};

/** Played but not completed, a forfeit, nothing sent yet. */
export const Played: Story = {
  args: {
    result: {
      ...FIXTURE,
      game: { ...FIXTURE.game!, completedAt: null, homeScore: 0, awayForfeit: false, homeForfeit: true },
      gameDaySubmissions: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await scoreRows(canvasElement))[0]).toEqual(['Home', 'Pelicans', '0 (forfeit)']);
    await expect(canvas.getByLabelText('Status')).toHaveTextContent('Played');
    await expect(canvas.getByText('No result has been sent to the provider.')).toBeInTheDocument();
  },
};

/** An API partner's admin reads the game by name only: the fixture's teams and score stand in. */
export const GameOutOfReach: Story = {
  args: {
    result: {
      ...FIXTURE,
      game: {
        ...FIXTURE.game!,
        readminUrl: null,
        playedAt: null,
        completedAt: null,
        homeScore: null,
        awayScore: null,
        homeTeam: null,
        awayTeam: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await scoreRows(canvasElement)).toEqual([
      ['Home', 'Pyrmont Pelicans', '78'],
      ['Away', 'Redfern Rockets', '71'],
    ]);
    await expect(canvas.getByLabelText('Status')).toHaveTextContent('Completed');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoGame: Story = {
  args: { result: { ...FIXTURE, status: 'scheduled', homeScore: null, awayScore: null, game: null, gameDaySubmissions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_RESULT_YET)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
