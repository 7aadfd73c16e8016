import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContext, useList } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { ConsoleDataProvider } from '../operations/consoleOperations.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NormalizedFilter } from '../../metadata/normalized.ts';
import { ClockContext } from '../dateRange/clock.ts';
import { refusal } from '../dialogs/testing/dialogFixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { platformAdmin } from '../testing/fixtures.ts';
import { FilterBar } from './FilterBar.tsx';
import { defaultFilterState, type FilterState } from '../../shared/filterBar/filterState.ts';
import type { FilterPatch } from './useFilterState.ts';

/** Games as metadata declares them, plus a search field and a required filter, so every control shows. */
const Game = registry.types.Game;
const gameType = (extraFilters: NormalizedFilter[]) => ({
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
      ...extraFilters,
    ],
    dateRange: { field: 'playedAt', future: false, default: 'This Month' as const },
  },
});
const NOW = new Date('2026-11-21T03:00:00Z');
const courts = [
  { id: '1', readminName: 'DHSC Court 1' },
  { id: '2', readminName: 'Bondi Court 1' },
];
/** Games have no search fields: their picker pages them unsearched and matches names itself. */
const games = Array.from({ length: 27 }, (_, i) => ({ id: String(i + 1), readminName: i < 24 ? `Round game ${i + 1}` : `Grand Final ${i - 23}` }));
const gameFilter: NormalizedFilter = { name: 'game', label: 'Game', field: 'game', optionsTypename: 'Game', options: [], required: false };

interface HarnessProps {
  /** Filters beyond those of Game and its Season. */
  extraFilters?: NormalizedFilter[];
  /** The state the bar opens with, over the defaults (e.g. from the URL). */
  initial?: Partial<FilterState>;
  /** Replaces the fixture provider's methods, e.g. a refused picker. */
  override?: (provider: ConsoleDataProvider) => ConsoleDataProvider;
  /** In a list whose first rows are still loading: reference filters show their stand-ins. */
  rowsPending?: boolean;
}

/** Inside a list whose first rows are still loading, as react-admin's list context says it. */
const PendingList = ({ children }: { children: ReactNode }) => {
  const list = useList({ isPending: true });
  return <ListContext.Provider value={list}>{children}</ListContext.Provider>;
};

/** The bar over its own state, shown below it as the JSON the URL hash would hold. */
const Harness = ({ extraFilters = [], initial = {}, override = (p) => p, rowsPending = false }: HarnessProps) => {
  const [type] = useState(() => gameType(extraFilters));
  const [state, setState] = useState<FilterState>(() => ({ ...defaultFilterState(type, '2026-11-21'), ...initial }));
  const [provider] = useState(() => override(fixtureDataProvider({ rows: { courts, leagues: [], games } })));
  const bar = <FilterBar type={type} value={state} onChange={(patch: FilterPatch) => setState((s) => ({ ...s, ...patch }))} timeZone="UTC" />;
  return (
    <StoryAdmin user={platformAdmin} path="/readmin/games" dataProvider={provider}>
      <ClockContext.Provider value={() => NOW}>
        <div style={{ padding: 16 }}>
          {rowsPending ? <PendingList>{bar}</PendingList> : bar}
          <pre aria-label="Filter state">{JSON.stringify(state)}</pre>
        </div>
      </ClockContext.Provider>
    </StoryAdmin>
  );
};

const meta = {
  title: 'Console/Filter bar',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvas: ReturnType<typeof within>) => JSON.parse(canvas.getByLabelText('Filter state').textContent ?? '{}') as FilterState;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Clicks a reference filter (its stand-in until it is reached for, ReferenceFilterSlot.tsx) and returns the picker
 * that then takes its place, focused and open.
 */
const openPicker = async (canvas: ReturnType<typeof within>, name: string) => {
  await userEvent.click(await canvas.findByRole('combobox', { name }));
  return waitFor(() => {
    const picker = canvas.getByRole('combobox', { name });
    expect(picker).not.toHaveAttribute('readonly');
    expect(picker).toHaveFocus();
    return picker;
  });
};

/** Scopes, named filters (a required one holding its default), the default date range, search and order. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByRole('combobox', { name: 'Court' })).toBeInTheDocument();
    await expect(await canvas.findByRole('combobox', { name: 'League' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Season')).toHaveValue('2026');
    await expect(within(canvas.getByLabelText('Season')).queryByRole('option', { name: 'Any' })).toBeNull();
    // The date range control loads lazily: wait for it.
    await expect(await canvas.findByRole('button', { name: 'This Month, 2026-11-01 – 2026-11-30' })).toBeInTheDocument();
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Previous date range' }));
    await openPicker(canvas, 'Court');
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

/** Filters on fields without options (Audit Events' Record type and Record id) take typed values, applied as typing pauses. */
export const TypedValueFilters: Story = {
  args: {
    extraFilters: [
      { name: 'itemType', label: 'Record type', field: 'itemType', options: [], typedValue: 'text', required: false },
      { name: 'itemId', label: 'Record id', field: 'itemId', options: [], typedValue: 'number', required: false },
    ],
    initial: { filtersHash: { season: '2026', itemType: 'Court' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Record type' })).toHaveValue('Court');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Record id' }), '12');
    await waitFor(() => expect(stateOf(canvas).filtersHash).toEqual({ season: '2026', itemType: 'Court', itemId: '12' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Record type' }));
    await waitFor(() => expect(stateOf(canvas).filtersHash).toEqual({ season: '2026', itemId: '12' }));
  },
};

/** A reference filter holds an id: one from the URL shows its record's name; clearing it removes the filter. */
export const ReferenceFilterFromUrl: Story = {
  args: { initial: { filtersHash: { season: '2026', court: '2' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its stand-in gives way to the picker once the page is idle: only the picker can name the record.
    const court = await waitFor(() => {
      const picker = canvas.getByRole('combobox', { name: 'Court' });
      expect(picker).toHaveValue('Bondi Court 1');
      return picker;
    });
    await userEvent.click(court);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(stateOf(canvas).filtersHash).toEqual({ season: '2026' }));
  },
};

/**
 * Until the user reaches for it, a reference filter is a read-only stand-in of the same label and size (MUI's
 * Autocomplete would delay the rows, and its code and records are not needed to show them). Clicking it mounts the
 * picker there, focused and open; a filter holding a record mounts its picker once the rows are shown.
 */
export const ReferenceFilterStandIn: Story = {
  args: { rowsPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Court' })).toHaveAttribute('readonly');
    await openPicker(canvas, 'Court');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Bondi Court 1' }));
    await waitFor(() => expect(stateOf(canvas).filtersHash).toEqual({ season: '2026', court: '2' }));
    // League's stand-in stays one until it is reached for (or holds a record, once the rows have loaded).
    await expect(canvas.getByRole('combobox', { name: 'League' })).toHaveAttribute('readonly');
  },
};

/** A type without search fields is matched by name in the picker, reading past its first page of 20. */
export const UnsearchableReferenceFilter: Story = {
  args: { extraFilters: [gameFilter] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await openPicker(canvas, 'Game'), 'final');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Grand Final 1', 'Grand Final 2', 'Grand Final 3']),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Grand Final 2' }));
    await waitFor(() => expect(stateOf(canvas).filtersHash).toEqual({ season: '2026', game: '26' }));
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull();
  },
};

/** Courts the user may not read: 'Unable to Complete Request', then the picker says so instead of loading for ever. */
export const RefusedReferenceFilter: Story = {
  args: {
    override: (p) => ({
      ...p,
      consoleQuery: (name, params, options) =>
        name === 'picker' && (params as { typename?: string }).typename === 'Court'
          ? Promise.reject(refusal('You may not read Courts.'))
          : p.consoleQuery(name, params, options),
    }),
  },
  play: async ({ canvasElement }) => {
    // The picker asks for its courts when its list is first opened.
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Court' })).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull();
    // (Not openPicker: the refusal's dialog hides the bar from the accessibility tree as soon as it opens.)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Court' }));
    const unable = within(await page(canvasElement).findByRole('dialog', { name: 'Unable to Complete Request' }));
    await expect(unable.getByText('You may not read Courts.')).toBeInTheDocument();
    // Dismissed, the dialog gives the focus back to the picker, whose list (open on focus) says so.
    await userEvent.click(unable.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Court' })).toHaveFocus());
    await expect(await page(canvasElement).findByText('The options could not be loaded.')).toBeInTheDocument();
  },
};
