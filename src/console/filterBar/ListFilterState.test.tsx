import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GenericList } from '../list/GenericList.tsx';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { gameRows, platformAdmin, teamRows } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';
import { encodeFilterHash } from './hashState.ts';

afterEach(cleanup);

type Calls = { method: string; resource?: string; params: unknown }[];
const lastListFilter = (calls: Calls, resource: string) =>
  (calls.filter((c) => c.method === 'getList' && c.resource === resource).pop()?.params as { filter?: Record<string, unknown> } | undefined)?.filter;
const decoded = (hash: string) => JSON.parse(decodeURIComponent(hash.slice(1))) as Record<string, unknown>;

describe('list filter state in the URL', () => {
  it('writes the filter bar into the hash and sends it as FilterBarInput; back restores the previous state', async () => {
    const { router, dataProvider } = renderConsole('/readmin/games?limit=20', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    expect(router.state.location.hash).toBe('');
    expect(lastListFilter(dataProvider.calls, 'games')).toEqual({ scopeFilter: 'all', orderOption: 'newest' });

    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.hash).not.toBe(''));
    expect(decoded(router.state.location.hash)).toEqual({
      searchTerm: '',
      filtersHash: {},
      scopeFilter: 'completed',
      orderOption: 'newest',
      dateRange: null,
    });
    expect(router.state.location.search).toBe('?limit=20');
    await waitFor(() => expect(lastListFilter(dataProvider.calls, 'games')).toEqual({ scopeFilter: 'completed', orderOption: 'newest' }));

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'oldest' } });
    await waitFor(() => expect(decoded(router.state.location.hash).orderOption).toBe('oldest'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('newest'));
    expect(screen.getByRole('button', { name: 'Completed' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sorts by a column header when a declared order option orders by its field, flipping on a second click', async () => {
    const { router, dataProvider } = renderConsole('/readmin/games', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    const header = () => screen.getByRole('columnheader', { name: /Played at/ });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(decoded(router.state.location.hash).orderOption).toBe('oldest'));
    await waitFor(() => expect(lastListFilter(dataProvider.calls, 'games')).toMatchObject({ orderOption: 'oldest' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    // Back to the default order: the list asks for it, and the URL holds no state again.
    await waitFor(() => expect(lastListFilter(dataProvider.calls, 'games')).toMatchObject({ orderOption: 'newest' }));
    expect(router.state.location.hash).toBe('');
    // A column no declared order sorts by has a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'Home score' })).queryByRole('button')).toBeNull();
  });

  it('opens with the state of the hash, the date range sent with the display time zone', async () => {
    const hash = encodeFilterHash({
      searchTerm: '',
      filtersHash: { court: '3' },
      scopeFilter: 'upcoming',
      orderOption: 'oldest',
      dateRange: { start: '2026-09-01', end: '2026-09-30' },
    });
    const { dataProvider } = renderConsole(`/readmin/games${hash}`, platformAdmin, { rows: { games: gameRows } });
    await waitFor(() => expect(lastListFilter(dataProvider.calls, 'games')).toMatchObject({ scopeFilter: 'upcoming', filtersHash: { court: '3' } }));
    const sent = lastListFilter(dataProvider.calls, 'games') as { dateRange: Record<string, string> };
    expect(sent.dateRange).toMatchObject({ start: '2026-09-01', end: '2026-09-30' });
    expect(typeof sent.dateRange.timeZone).toBe('string');
    expect(await screen.findByRole('button', { name: /2026-09-01 – 2026-09-30$/ })).toBeTruthy();
  });

  it('ignores a hash that is not a filter state', async () => {
    renderConsole('/readmin/games#%7B%22broken', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the state of a list inside a dialog out of the URL', async () => {
    let location = '';
    const Probe = () => {
      const { pathname, search, hash } = useLocation();
      location = pathname + search + hash;
      return null;
    };
    const Game = { ...registry.types.Game, route: 'games' };
    const view = render(
      <StoryAdmin user={platformAdmin} path="/readmin/teams/1" fixtures={{ rows: { games: gameRows } }}>
        <GenericList type={Game} stateInUrl={false} />
        <Probe />
      </StoryAdmin>,
    );
    await screen.findByRole('link', { name: 'Game 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('20');
    expect(location).toBe('/readmin/teams/1');
    view.unmount();
  });
});

describe('search', () => {
  it('applies the term and opens the first matching row on Enter', async () => {
    const { router } = renderConsole('/readmin/teams', platformAdmin, { rows: { teams: teamRows } });
    await screen.findByRole('link', { name: 'Perth Hawks' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'fremantle' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/readmin/teams/2'));
  });
});
