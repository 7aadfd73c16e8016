import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gameRows, orgs, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const checked = () => gameRows.filter((g) => checkbox(g.readminName).checked).map((g) => g.id);

describe('row selection', () => {
  it('selects a range with shift-click, in either direction, and clears it the same way', async () => {
    renderConsole('/readmin/games', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    fireEvent.click(checkbox('Game 2'));
    fireEvent.click(checkbox('Game 5'), { shiftKey: true });
    expect(checked()).toEqual(['2', '3', '4', '5']);
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('4 selected')).toBeTruthy();

    fireEvent.click(checkbox('Game 1'), { shiftKey: true }); // from the last click (5) up to 1
    expect(checked()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(checkbox('Game 3'));
    fireEvent.click(checkbox('Game 4'), { shiftKey: true });
    expect(checked()).toEqual(['1', '2', '5']);
  });

  it('selects all shown rows from the header and clears them again', async () => {
    renderConsole('/readmin/games', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(checked()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(checked()).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('offers no selection to users without bulk actions on the type', async () => {
    renderConsole('/readmin/games', venueAdmin, { rows: { games: gameRows }, orgs });
    await screen.findByRole('link', { name: 'Game 1' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
