import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { platformAdmin } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

const team = {
  id: '1',
  readminName: 'Perth Hawks',
  readminLabels: [{ content: 'Access denied', type: 'error' }],
  readminAttributeEntries: [
    { label: 'Organisation', type: 'readmin_objects', value: null, objects: [{ id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' }] },
    { label: 'Video recording permitted', type: 'boolean', value: true },
    { label: 'Mystery', type: 'hologram', value: 1 },
  ],
};
const game = { id: '5', readminName: 'Hawks vs Sharks', readminUrl: '/readmin/games/5', playedAt: '2026-03-01T10:30:00Z', homeScore: 80, awayScore: 70 };
const fixtures = { records: { teams: { '1': team } }, associations: { homeGames: [game] } };

describe('generic detail', () => {
  it('shows the name, type label, description, labels and the Details tab', async () => {
    renderConsole('/readmin/teams/1', platformAdmin, fixtures);
    await screen.findByRole('heading', { name: 'Perth Hawks' }, { timeout: 5000 });
    expect(screen.getByText('Team')).toBeTruthy();
    expect(screen.getByText('A team playing in one or more leagues.')).toBeTruthy();
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hoops League' }).getAttribute('href')).toBe('/readmin/orgs/10');
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('Unknown type')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Home Games', 'Away Games']);
  });

  it('keeps the active tab in ?tab and lists the association', async () => {
    const { location } = renderConsole('/readmin/teams/1', platformAdmin, fixtures);
    fireEvent.click(await screen.findByRole('tab', { name: 'Home Games' }, { timeout: 5000 }));
    await waitFor(() => expect(location()).toBe('/readmin/teams/1?tab=home_games'));
    expect((await screen.findByRole('link', { name: 'Hawks vs Sharks' })).getAttribute('href')).toBe('/readmin/games/5');
    fireEvent.click(screen.getByRole('tab', { name: 'Away Games' }));
    await screen.findByText('There is no data to display.');
  });

  it('names the valid tabs for an unknown one', async () => {
    renderConsole('/readmin/teams/1?tab=stats', platformAdmin, fixtures);
    await screen.findByText('Invalid tab: stats (details, home_games, away_games)', undefined, { timeout: 5000 });
  });

  it("says 'Record Not Found' for a missing record", async () => {
    renderConsole('/readmin/teams/99', platformAdmin, fixtures);
    await screen.findByText('Record Not Found', undefined, { timeout: 5000 });
    expect(screen.getByText('Could not find this record. It may have been deleted.')).toBeTruthy();
  });
});
