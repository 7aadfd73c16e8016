import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/renderConsole.tsx';
import { orgAdmin, teamRows } from '../testing/fixtures.ts';

afterEach(cleanup);

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in flow', () => {
  it('sends a signed-out visitor to the login page with the wanted page as redirect', async () => {
    const { location } = renderConsole('/readmin/teams?limit=20', null);
    await screen.findByText('Administrator Login', undefined);
    await waitFor(() => expect(location()).toBe('/readmin/login?redirect=%2Freadmin%2Fteams%3Flimit%3D20'));
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    await waitFor(() => expect(document.title).toBe('Readmin Administrator'));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/readmin/reset-password');
  });

  it('shows the login failure on both fields', async () => {
    renderConsole('/readmin/login', orgAdmin, {}, { signedIn: false });
    await screen.findByText('Administrator Login', undefined);
    fill(/Email/, 'someone@example.com');
    fill(/Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getAllByText('Invalid email or password.')).toHaveLength(2));
  });

  it('after signing in goes to the redirect target', async () => {
    const { location } = renderConsole('/readmin/login?redirect=%2Freadmin%2Fteams', orgAdmin, { rows: { teams: teamRows } }, { signedIn: false });
    await screen.findByText('Administrator Login', undefined);
    fill(/Email/, orgAdmin.email);
    fill(/Password/, 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/readmin/teams'));
    await screen.findByRole('link', { name: 'Perth Hawks' });
  });

  it('sends a signed-in visitor on the login page straight to the redirect target', async () => {
    const { location } = renderConsole('/readmin/login?redirect=%2Freadmin%2Fteams', orgAdmin, { rows: { teams: teamRows } });
    await waitFor(() => expect(location()).toBe('/readmin/teams'));
    await screen.findByRole('link', { name: 'Perth Hawks' });
  });

  it('offers the reset-password form to signed-out visitors', async () => {
    renderConsole('/readmin/reset-password', null);
    await screen.findByText('Reset Password', undefined);
    expect(screen.getByRole('button', { name: 'Send Email Instructions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/readmin/login');
  });

  it('logs out on the server and leaves the console', async () => {
    const { location, authProvider } = renderConsole('/readmin/logout', orgAdmin);
    await waitFor(() => expect(location()).toBe('/'));
    expect(authProvider.calls).toContain('logout');
  });
});
