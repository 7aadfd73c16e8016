import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_LOGIN_ID } from '../../shared/prerenderedLogin.ts';
import { renderConsole } from '../testing/renderConsole.tsx';
import { orgAdmin, teamRows } from '../testing/fixtures.ts';
import { renderLoginForm } from './renderLoginForm.tsx';

afterEach(() => {
  cleanup();
  document.getElementById(PRERENDERED_LOGIN_ID)?.remove();
});

/** The page as the server sends it to a signed-out visitor: the build's form before the app's root. */
const servePrerenderedForm = () => {
  const element = document.createElement('div');
  element.id = PRERENDERED_LOGIN_ID;
  element.innerHTML = renderLoginForm().html;
  document.body.prepend(element);
  return element;
};

describe('the login form sent in the page', () => {
  it('is the same form, its Login button off until the console has loaded', () => {
    const form = servePrerenderedForm();
    expect(form.querySelector('h1')?.textContent).toBe('Administrator Login');
    expect(form.querySelector('input[name=email]')?.getAttribute('type')).toBe('email');
    expect(form.querySelector('input[name=password]')?.getAttribute('type')).toBe('password');
    expect(form.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
    expect(form.querySelector('a')?.getAttribute('href')).toBe('/readmin/reset-password');
  });

  it('is taken over by the live form, which keeps what was typed and where, and signs in with it', async () => {
    const served = servePrerenderedForm();
    served.querySelector<HTMLInputElement>('input[name=email]')!.value = orgAdmin.email;
    const password = served.querySelector<HTMLInputElement>('input[name=password]')!;
    password.value = 'secret';
    password.focus();
    const { location } = renderConsole('/readmin/login?redirect=%2Freadmin%2Fteams', orgAdmin, { rows: { teams: teamRows } }, { signedIn: false });
    await waitFor(() => expect(document.getElementById(PRERENDERED_LOGIN_ID)).toBeNull());
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', orgAdmin.email);
    const livePassword = screen.getByLabelText(/Password/);
    expect(livePassword).toHaveProperty('value', 'secret');
    expect(document.activeElement).toBe(livePassword);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/readmin/teams'));
  });
});
