import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogDataProvider } from '../dialogs/testing/dialogFixtures.ts';
import { renderWithData } from '../dialogs/testing/renderWithData.tsx';
import { platformAdmin } from '../testing/fixtures.ts';

afterEach(cleanup);

type Calls = { method: string; resource?: string; params: unknown }[];
const listFilters = (calls: Calls, resource: string) =>
  calls.filter((c) => c.method === 'getList' && c.resource === resource).map((c) => (c.params as { filter?: Record<string, unknown> }).filter);

describe("a record's Audit Events link", () => {
  it('opens the Audit Events list asking for that record only, its filters showing the record', async () => {
    const team = { id: '1', readminName: 'Perth Hawks', name: 'Perth Hawks', leagues: [], leagueIds: [] };
    const dataProvider = dialogDataProvider({ records: { teams: { '1': team } }, rows: { teams: [team], paper_trail_versions: [] } });
    const { router } = renderWithData('/readmin/teams/1', platformAdmin, dataProvider);
    await screen.findByRole('heading', { name: 'Perth Hawks' });
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Record actions' })).getByRole('link', { name: 'Audit Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/readmin/paper_trail_versions'));
    await waitFor(() => expect(listFilters(dataProvider.calls, 'paper_trail_versions').length).toBeGreaterThan(0));
    // Every request the list made is for the record: never the whole list first.
    for (const filter of listFilters(dataProvider.calls, 'paper_trail_versions'))
      expect(filter).toMatchObject({ filtersHash: { itemType: 'Team', itemId: '1' } });
    expect((screen.getByLabelText('Record type') as HTMLInputElement).value).toBe('Team');
    expect((screen.getByLabelText('Record id') as HTMLInputElement).value).toBe('1');
  });
});
