import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsoleAdmin } from '../ConsoleAdmin.tsx';
import type { CurrentUser } from '../auth/currentUser.ts';
import { fakeAuthProvider } from './fakeProviders.ts';
import { fixtureDataProvider, type Fixtures } from './fixtureDataProvider.ts';

/**
 * Renders the whole console at `path` inside a memory router, with a fake session for `user` (null =
 * nobody; signedIn false = `user` may sign in with password 'secret') and fixture data.
 */
export const renderConsole = (path: string, user: CurrentUser | null, fixtures: Fixtures = {}, { signedIn = true } = {}) => {
  const authProvider = fakeAuthProvider(user, { signedIn });
  const dataProvider = fixtureDataProvider(fixtures);
  const router = createMemoryRouter(
    [
      { path: '/readmin/*', element: <ConsoleAdmin authProvider={authProvider} dataProvider={dataProvider} /> },
      { path: '*', element: <p>Outside the console</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location, authProvider, dataProvider };
};
