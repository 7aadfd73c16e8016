import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import HelpPage from './HelpPage.tsx';

afterEach(cleanup);

describe('the Help page', () => {
  it('explains the console section by section and links back to the Dashboard', () => {
    render(
      <MemoryRouter>
        <HelpPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Finding records',
      "A record's page",
      'Changing records',
      'Links for people outside the console',
      'Your account',
      'More help',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/readmin');
  });
});
