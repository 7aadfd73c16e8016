import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notification } from 'react-admin';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerOf } from '../dialogs/results/operationAnswer.ts';
import { dialogDataProvider } from '../dialogs/testing/dialogFixtures.ts';
import type { RoutedType } from '../routeType.ts';
import { registry } from '../testing/allTypes.ts';
import { platformAdmin } from '../testing/fixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import type { OpsWarningCategory } from './opsWarningRequests.ts';
import { OpsWarningsScreen, RECHECK_STARTED } from './OpsWarningsScreen.tsx';

const OpsWarning = registry.types.OpsWarning as RoutedType;
const GAME_COLUMNS = ['playedAt', 'gameId', 'organisation', 'league'].map((key) => ({
  key,
  label: { playedAt: 'Played at', gameId: 'Game', organisation: 'Organisation', league: 'League' }[key]!,
}));

/** As opsWarningCategories answers: games in id order (not by time), and one warning with other attributes. */
const CATEGORIES: OpsWarningCategory[] = [
  {
    id: 'game_completed_without_final_score',
    category: 'game_completed_without_final_score',
    label: 'Game completed without a final score',
    description: 'The game is marked completed but its home or away score is missing.',
    count: 1,
    truncated: false,
    tables: [
      { columns: GAME_COLUMNS, rows: [{ id: '11', subject: 'Hawks vs Owls (game 4)', cells: ['2026-01-03T10:00:00Z', 4, 'Hoops', 'Winter'] }] },
    ],
  },
  {
    id: 'game_not_completed',
    category: 'game_not_completed',
    label: 'Game played more than a day ago and not completed',
    description: 'The game was played more than a day ago and is still not completed.',
    count: 4,
    truncated: false,
    tables: [
      {
        columns: GAME_COLUMNS,
        rows: [
          { id: '21', subject: 'Bears vs Cats (game 1)', cells: ['2026-01-02T10:00:00Z', 1, 'Hoops', 'Winter'] },
          { id: '22', subject: 'Dogs vs Eels (game 2)', cells: ['2026-01-09T10:00:00Z', 2, 'Hoops', 'Winter'] },
          { id: '23', subject: 'Foxes vs Gnus (game 3)', cells: ['2026-01-05T10:00:00Z', 3, 'Hoops', 'Winter'] },
        ],
      },
      {
        columns: [
          { key: 'gameId', label: 'Game' },
          { key: 'source', label: 'Source' },
        ],
        rows: [{ id: '24', subject: 'Imported game 9', cells: [9, 'import'] }],
      },
    ],
  },
];

const EMPTY = CATEGORIES.map((c) => ({ ...c, count: 0, tables: [] }));

/** The page over fixture data, in UTC, with its notifications; only checkOpsWarnings answers with a message. */
const PageStory = ({ categories }: { categories: OpsWarningCategory[] }) => {
  const [provider] = useState(() =>
    dialogDataProvider({
      opsWarningCategories: categories,
      answers: { checkOpsWarnings: () => answerOf(OpsWarning.operations.custom.checkOpsWarnings, { message: RECHECK_STARTED }) },
    }),
  );
  return (
    <StoryAdmin user={platformAdmin} path="/readmin/ops_warnings" dataProvider={provider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <OpsWarningsScreen type={OpsWarning} />
      </DisplayTimeZoneContext.Provider>
      <Notification />
    </StoryAdmin>
  );
};

/** Ops Warnings (spec 002 §2.3): grouped by category with counts, a table per set of detail attributes, Re-check. */
const meta = { title: 'Console/Ops Warnings', component: PageStory, args: { categories: CATEGORIES } } satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

/** Each category a heading with its count and description; the late games in two tables, one per set of attributes. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Game completed without a final score (1)' })).toBeInTheDocument();
    await expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Game completed without a final score (1)',
      'Game played more than a day ago and not completed (4)',
    ]);
    const late = within(page.getByRole('region', { name: 'Game played more than a day ago and not completed (4)' }));
    await expect(late.getAllByRole('table').map((t) => t.getAttribute('aria-label'))).toEqual([
      'Game played more than a day ago and not completed, table 1',
      'Game played more than a day ago and not completed, table 2',
    ]);
    const imported = late.getByRole('table', { name: /table 2$/ });
    await expect(
      within(imported)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Game', 'Source', 'About']);
    await expect(within(imported).getByRole('link', { name: 'Imported game 9' })).toHaveAttribute('href', '/readmin/ops_warnings/24');
    await expect(page.getByRole('link', { name: 'All warnings as a list' })).toHaveAttribute('href', '/readmin/ops_warnings/all');
  },
};

/** A table whose first column holds date-times only is sorted newest first, in the display time zone; others keep their order. */
export const SortedByTime: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const games = await page.findByRole('table', { name: 'Game played more than a day ago and not completed, table 1' });
    await expect(firstColumn(games)).toEqual(['2026-01-09 10:00 UTC', '2026-01-05 10:00 UTC', '2026-01-02 10:00 UTC']);
    await expect(
      within(games)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dogs vs Eels (game 2)', 'Foxes vs Gnus (game 3)', 'Bears vs Cats (game 1)']);
    await expect(page.getAllByText('Newest played at first.')).toHaveLength(2);
    const imported = page.getByRole('table', { name: 'Game played more than a day ago and not completed, table 2' });
    await expect(firstColumn(imported)).toEqual(['9']);
  },
};

/** Re-check asks first, runs checkOpsWarnings and tells the user to check back in a few minutes. */
export const Recheck: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Re-check' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByText('Run every ops check again? It starts shortly; check back after a few minutes.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Re-check' }));
    // The notification carries checkOpsWarnings' own answer; the page keeps the same words until dismissed.
    await waitFor(() => expect(body.getAllByText(RECHECK_STARTED)).toHaveLength(2));
    await expect(page.getByText(RECHECK_STARTED, { selector: '.MuiAlert-message' }).closest('[role="alert"]')).toHaveClass(/MuiAlert-colorSuccess/);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** No warnings at all: the page says every check passed, and Re-check is still there. */
export const Empty: Story = {
  args: { categories: EMPTY },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No ops warnings: every check passed when it last ran.')).toBeInTheDocument();
    await expect(page.queryByRole('table')).toBeNull();
    await expect(page.getByRole('button', { name: 'Re-check' })).toBeEnabled();
  },
};
