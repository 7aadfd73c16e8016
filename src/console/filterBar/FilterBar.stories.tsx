import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClockContext } from '../dateRange/clock.ts';
import { registry } from '../registry.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { FilterBar } from './FilterBar.tsx';
import { defaultFilterState, type FilterState } from './filterState.ts';
import type { FilterPatch } from './useFilterState.ts';

/** Games as metadata declares them, plus a search field and a required filter, so every control shows. */
const Game = registry.types.Game;
const type = {
  list: {
    ...Game.list,
    search: ['homeTeam'],
    filters: [
      ...Game.list.filters,
      {
        name: 'season',
        label: 'Season',
        options: [
          { value: '2025', label: '2025' },
          { value: '2026', label: '2026' },
        ],
        required: true,
        defaultValue: '2026',
      },
    ],
    dateRange: { field: 'playedAt', future: false, default: 'This Month' },
  },
};
const NOW = new Date('2026-11-21T03:00:00Z');
const courts = [
  { id: '1', readminName: 'DHSC Court 1' },
  { id: '2', readminName: 'Bondi Court 1' },
];

/** The bar over its own state, shown below it as the JSON the URL hash would hold. */
const Harness = () => {
  const [state, setState] = useState<FilterState>(() => defaultFilterState(type, '2026-11-21'));
  return (
    <ClockContext.Provider value={() => NOW}>
      <div style={{ padding: 16 }}>
        <FilterBar type={type} value={state} onChange={(patch: FilterPatch) => setState((s) => ({ ...s, ...patch }))} timeZone="UTC" />
        <pre aria-label="Filter state">{JSON.stringify(state)}</pre>
      </div>
    </ClockContext.Provider>
  );
};

const meta = {
  title: 'Console/Filter bar',
  component: Harness,
  decorators: [
    (Story) => (
      <StoryAdmin user={platformAdmin} path="/readmin/games" fixtures={{ rows: { courts, leagues: [] } }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvas: ReturnType<typeof within>) => JSON.parse(canvas.getByLabelText('Filter state').textContent ?? '{}') as FilterState;

/** Scopes, named filters (a required one holding its default), the default date range, search and order. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByRole('combobox', { name: 'Court' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'League' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Season')).toHaveValue('2026');
    await expect(within(canvas.getByLabelText('Season')).queryByRole('option', { name: 'Any' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'This Month, 2026-11-01 – 2026-11-30' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByLabelText('Order')).toHaveValue('newest');
  },
};

/** Every control writes its own key of the state. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Completed' }));
    await userEvent.selectOptions(canvas.getByLabelText('Order'), 'oldest');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous date range' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Court' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bondi Court 1' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'hawks');
    await waitFor(() => expect(stateOf(canvas).searchTerm).toBe('hawks'));
    await expect(stateOf(canvas)).toEqual({
      searchTerm: 'hawks',
      filtersHash: { season: '2026', court: '2' },
      scopeFilter: 'completed',
      orderOption: 'oldest',
      dateRange: { start: '2026-10-01', end: '2026-10-31' },
    });
  },
};

/** Search waits 300 ms after the last keystroke. */
export const DebouncedSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'glebe');
    await expect(stateOf(canvas).searchTerm).toBe('');
    await waitFor(() => expect(stateOf(canvas).searchTerm).toBe('glebe'));
  },
};
