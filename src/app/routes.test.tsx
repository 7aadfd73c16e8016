import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from './routes.tsx';

afterEach(cleanup);

const visit = (path: string) => render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />);

describe('app routes', () => {
  it('the landing page links to the console', async () => {
    visit('/');
    expect((await screen.findByRole('link', { name: /console/i })).getAttribute('href')).toBe('/readmin');
    await waitFor(() => expect(document.title).toBe('Readmin'));
  });

  it.each([
    ['/team_registrations/abc', 'Registration Form'],
    ['/passwords/edit?reset_password_token=t', 'Create New Password'],
    ['/unsubscribe?token=t', 'Email Preferences'],
  ])('routes %s to its page', async (path, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('routes the live stream widget to its player, loading its stream', async () => {
    visit('/live_stream_widget/0f0e');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('routes the live scorer remote and the original video download to their pages', async () => {
    visit('/live_scorer/abc');
    expect((await screen.findAllByRole('button', { name: /\+1$/ })).length).toBe(2);
    cleanup();
    visit('/original_videos/0f0e');
    expect(await screen.findByRole('heading', { name: 'Download Original Video' })).toBeTruthy();
  });

  it('unknown paths show the not-found page', async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
