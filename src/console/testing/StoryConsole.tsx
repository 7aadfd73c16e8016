import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CurrentUser } from '../auth/currentUser.ts';
import { ConsoleAdmin } from '../ConsoleAdmin.tsx';
import { fakeAuthProvider } from './fakeProviders.ts';
import { fixtureDataProvider, type Fixtures } from './fixtureDataProvider.ts';

export interface StoryConsoleProps {
  path: string;
  user: CurrentUser | null;
  /** false: `user` is not signed in yet and may sign in with password 'secret'. */
  signedIn?: boolean;
  fixtures?: Fixtures;
}

/** The whole console at `path` over a fake session and fixture data, for stories. */
export const StoryConsole = ({ path, user, signedIn = true, fixtures }: StoryConsoleProps) => {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/readmin/*',
          element: <ConsoleAdmin authProvider={fakeAuthProvider(user, { signedIn })} dataProvider={fixtureDataProvider(fixtures)} />,
        },
        { path: '*', element: <p>Outside the console</p> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
};
