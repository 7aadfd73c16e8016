import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  defaultI18nProvider,
  Loading,
  LoadingPage,
  memoryStore,
  Resource,
  ResourceDefinitionContextProvider,
  type AuthProvider,
  type DataProvider,
  type ResourceDefinition,
  type ResourceProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { resources as generatedResources, type GeneratedResource } from '../generated/resources.ts';
import { CONSOLE_TITLE } from '../browser/titles.ts';
import { useDocumentTitle } from '../browser/useDocumentTitle.ts';
import { CONSOLE_BASE } from '../metadata/naming.ts';
import { ConsoleComponentsContext } from './custom/ConsoleComponentsContext.ts';
import { CONSOLE_COMPONENTS } from './custom/customComponents.ts';
import { ConsoleError } from './ConsoleError.tsx';
import { ConsoleNotFound } from './ConsoleNotFound.tsx';
import { ConsoleNotifications } from './layout/ConsoleNotifications.tsx';
import { pageRouteElements, resourceElements, routeOwnerRouteElements } from './consoleRoutes.tsx';
import { consolePages } from './lazyPages.ts';
import { consoleTheme, sidebarOpenByDefault } from './theme.ts';

export interface ConsoleAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  resources?: GeneratedResource[];
}

/**
 * Spec 000 §7: a failed request is tried again after at least 10 seconds, and only when it may pass (the network,
 * a 5xx, a 429): the console's Apollo client does that (graphql/apolloClient.ts). react-query's own default, three
 * more tries after 1, 2 and 4 s whatever the error, would also repeat GraphQL errors, sooner than the spec allows,
 * while the progress bar stayed up with no request open.
 */
const consoleQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const suspended = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

const Layout = ({ children }: { children: ReactNode }) => suspended(<consolePages.Layout>{children}</consolePages.Layout>);
const LoginPage = () => suspended(<consolePages.Login />);

/**
 * What react-admin registers for each <Resource>, one by one in an effect after the first render. Known up front,
 * registering changes nothing; otherwise it would re-render the whole console just as the page's first request
 * had left.
 */
const definitionsOf = (elements: ReactElement<ResourceProps>[]): Record<string, ResourceDefinition> =>
  Object.fromEntries(elements.map((element) => [element.props.name, Resource.registerResource(element.props)]));

/**
 * The console under /readmin, inside the app's router: react-admin's <Admin basename="/readmin">, taken
 * apart into AdminContext and CoreAdminUI (as react-admin documents for custom admins) so that its
 * default login form, layout and error pages, which this console replaces, stay out of the bundle.
 * Everything requires sign-in except the login page and the pages without layout (logout, reset password).
 * Providers are props so that tests and stories run the real console against fakes.
 */
export const ConsoleAdmin = ({ dataProvider, authProvider, resources = generatedResources }: ConsoleAdminProps) => {
  useDocumentTitle(CONSOLE_TITLE);
  // Preferences live for the page only; list state is in the URL (limit, hash), not in a store.
  const [store] = useState(() => memoryStore({ 'sidebar.open': sidebarOpenByDefault() }));
  const [queryClient] = useState(consoleQueryClient);
  const resourceItems = useMemo(() => resourceElements(resources), [resources]);
  const definitions = useMemo(() => definitionsOf(resourceItems), [resourceItems]);
  return (
    <AdminContext
      basename={CONSOLE_BASE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      store={store}
      queryClient={queryClient}
      theme={consoleTheme}
    >
      <CssBaseline enableColorScheme>
        <ConsoleComponentsContext.Provider value={CONSOLE_COMPONENTS}>
          <ResourceDefinitionContextProvider definitions={definitions}>
            <CoreAdminUI
              title={CONSOLE_TITLE}
              layout={Layout}
              loginPage={LoginPage}
              dashboard={consolePages.Home}
              catchAll={ConsoleNotFound}
              loading={LoadingPage}
              error={ConsoleError}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/logout" element={suspended(<consolePages.Logout />)} />
                <Route path="/reset-password" element={suspended(<consolePages.ResetPassword />)} />
              </CustomRoutes>
              {pageRouteElements()}
              {routeOwnerRouteElements(resources)}
              {resourceItems}
            </CoreAdminUI>
          </ResourceDefinitionContextProvider>
        </ConsoleComponentsContext.Provider>
        <ConsoleNotifications />
      </CssBaseline>
    </AdminContext>
  );
};
