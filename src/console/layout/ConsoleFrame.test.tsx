import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noRoles, orgAdmin, orgs, platformAdmin } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('console frame', () => {
  it("tells a user without admin roles 'No Access' and offers the player portal", async () => {
    renderConsole('/readmin', noRoles);
    await screen.findByText('No Access', undefined);
    expect(screen.getByRole('link', { name: 'Switch to Player Portal' }).getAttribute('href')).toBe(noRoles.onsenUrl);
  });

  it("shows the user's email, the organisation group and the organisation footer", async () => {
    renderConsole('/readmin/orgs/10/teams', orgAdmin, { orgs });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await within(nav).findByRole('list', { name: 'Hoops League' });
    expect(within(nav).queryByRole('list', { name: 'Organisation Management' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Teams' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: orgAdmin.email })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Hoops League' });
    // The organisation's time zone is the default display time zone.
    expect(within(footer).getByRole('button', { name: /^Change display time zone/ }).textContent).toBe('Australia/Perth');
  });

  it('changes the display time zone for the session', async () => {
    renderConsole('/readmin', platformAdmin);
    fireEvent.click(await screen.findByRole('button', { name: /^Change display time zone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Display Time Zone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manila' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Change display time zone/ }).textContent).toBe('Asia/Manila'));
    expect(sessionStorage.getItem('readmin.displayTimeZone')).toBe('Asia/Manila');
  });

  it('opens the user menu with the three entries', async () => {
    renderConsole('/readmin', platformAdmin);
    fireEvent.click(await screen.findByRole('button', { name: platformAdmin.email }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Switch to Player Portal', 'Dashboard', 'Logout']);
  });

  it('collapses the sidebar', async () => {
    renderConsole('/readmin', platformAdmin);
    await screen.findByRole('navigation', { name: 'Console' });
    fireEvent.click(screen.getByRole('button', { name: 'Close sidebar' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull());
  });

  it('shows a not-found page for unknown console paths', async () => {
    renderConsole('/readmin/teams/1/extra', platformAdmin);
    await screen.findByText('Page Not Found', undefined);
  });
});
