import { render } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CurrentUser } from '../../auth/currentUser.ts';
import { ConsoleAdmin } from '../../ConsoleAdmin.tsx';
import { fakeAuthProvider } from '../../testing/fakeProviders.ts';

/** The whole console at `path` for `user` over a given dataProvider (renderConsole takes fixtures only). */
export const renderWithData = (path: string, user: CurrentUser, dataProvider: DataProvider) => {
  const router = createMemoryRouter(
    [
      { path: '/readmin/*', element: <ConsoleAdmin authProvider={fakeAuthProvider(user)} dataProvider={dataProvider} /> },
      { path: '*', element: <p>Outside the console</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location.pathname + router.state.location.search };
};
