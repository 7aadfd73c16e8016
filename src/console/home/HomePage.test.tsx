import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orgAdmin, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

const orgRows = [{ id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10', name: 'Hoops League' }];

describe('console home', () => {
  it('gives platform admins the search over organisations, venues, venue servers and cameras', async () => {
    const { dataProvider } = renderConsole('/readmin', platformAdmin, { rows: { orgs: orgRows } });
    await screen.findByText('You have admin access to Readmin', undefined);
    expect(screen.getByRole('heading', { name: 'Readmin Admin' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Search/), { target: { value: 'hoops' } });
    const results = await screen.findByRole('table', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', '']);
    expect(await within(results).findByText('Organisation')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/readmin/orgs/10');
    const search = dataProvider.calls.find((c) => c.operation === 'search');
    expect(search?.params).toMatchObject({ searchTerm: 'hoops', typenames: ['Org', 'Venue', 'VenueServer', 'Camera'] });
  });

  it('shows administered organisations and venues as cards', async () => {
    renderConsole('/readmin', orgAdmin);
    await screen.findByText('Click the organisation database you would like to access', undefined);
    expect(screen.queryByText('You have admin access to Readmin')).toBeNull();
    expect(screen.getByRole('link', { name: 'Player Portal' }).getAttribute('href')).toBe(orgAdmin.onsenUrl);
    expect(screen.getByRole('link', { name: 'Scorekeeper app' }).getAttribute('href')).toBe(orgAdmin.scorekeeperUrl);
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: /Hoops League/ })
        .getAttribute('href'),
    ).toBe('/readmin/orgs/10');
  });

  it('links a venue admin to their venue', async () => {
    renderConsole('/readmin', venueAdmin);
    await screen.findByText('CSV exports', undefined);
    const card = within(screen.getByRole('main')).getByRole('link', { name: /Central Arena/ });
    expect(card.getAttribute('href')).toBe('/readmin/venues/100');
  });
});
