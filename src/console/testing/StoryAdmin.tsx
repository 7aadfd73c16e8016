import { useState, type ReactNode } from 'react';
import { AdminContext, defaultI18nProvider, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '../auth/currentUser.ts';
import { ConsoleComponentsContext } from '../custom/ConsoleComponentsContext.ts';
import { CONSOLE_COMPONENTS } from '../custom/customComponents.ts';
import { consoleTheme } from '../theme.ts';
import { fakeAuthProvider } from './fakeProviders.ts';
import { fixtureDataProvider, type Fixtures } from './fixtureDataProvider.ts';

export interface StoryAdminProps {
  /** The signed-in user (null: nobody). */
  user: CurrentUser | null;
  /** The URL the component sees. */
  path?: string;
  fixtures?: Fixtures;
  /** Instead of the fixture provider, e.g. one whose mutations fail. */
  dataProvider?: DataProvider;
  children: ReactNode;
}

/**
 * react-admin's context around one console component, at a URL, for a user, over fixture data: what a
 * story needs to render a piece of the console without the server.
 */
export const StoryAdmin = ({ user, path = '/readmin', fixtures, dataProvider, children }: StoryAdminProps) => {
  const [providers] = useState(() => ({ auth: fakeAuthProvider(user), data: dataProvider ?? fixtureDataProvider(fixtures), store: memoryStore() }));
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={providers.auth}
        dataProvider={providers.data}
        store={providers.store}
        theme={consoleTheme}
        i18nProvider={defaultI18nProvider}
      >
        <ConsoleComponentsContext.Provider value={CONSOLE_COMPONENTS}>{children}</ConsoleComponentsContext.Provider>
      </AdminContext>
    </MemoryRouter>
  );
};
