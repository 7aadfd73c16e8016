import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orgAdmin, orgs, platformAdmin, teamRows } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

const manyTeams = Array.from({ length: 25 }, (_, i) => ({ ...teamRows[0], id: String(i + 1), readminName: `Team ${i + 1}`, name: `Team ${i + 1}` }));

describe('generic list', () => {
  it('shows the list columns with their displays and links names to the detail page', async () => {
    renderConsole('/readmin/teams', platformAdmin, { rows: { teams: teamRows } });
    const link = await screen.findByRole('link', { name: 'Perth Hawks' });
    expect(link.getAttribute('href')).toBe('/readmin/teams/1');
    // The first column holds the selection checkboxes (platform admins may edit teams in bulk).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Name', 'Leagues', 'Organisation']);
    expect(screen.getByRole('link', { name: 'Winter Men' }).getAttribute('href')).toBe('/readmin/leagues/7');
    // Loaded: the table no longer says it is busy (it does while the first page's rows are on their way).
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });

  it('lists only the organisation of the URL and links inside it', async () => {
    const { dataProvider } = renderConsole('/readmin/orgs/10/teams', orgAdmin, { rows: { teams: teamRows }, orgs });
    const link = await screen.findByRole('link', { name: 'Perth Hawks' });
    expect(link.getAttribute('href')).toBe('/readmin/orgs/10/teams/1');
    const list = dataProvider.calls.find((c) => c.method === 'getList' && c.resource === 'teams');
    expect(list?.params).toMatchObject({ meta: { orgId: '10' } });
  });

  it("says 'No data to display' for an empty list", async () => {
    renderConsole('/readmin/people', platformAdmin);
    await screen.findByText('No data to display', undefined);
  });

  it('takes the page size from ?limit and loads more rows on demand', async () => {
    const { location } = renderConsole('/readmin/teams?limit=20', platformAdmin, { rows: { teams: manyTeams } });
    await screen.findByText('20 of 25', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('25 of 25');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '10' } });
    await waitFor(() => expect(location()).toBe('/readmin/teams'));
    await screen.findByText('10 of 25');
  });
});
