import { lazy } from 'react';

/**
 * The console's heavy parts load on demand: the login page needs none of them, and a list page does not
 * need the detail page's code.
 */
export const consolePages = {
  Layout: lazy(() => import('./layout/ConsoleLayout.tsx')),
  Home: lazy(() => import('./home/HomePage.tsx')),
  List: lazy(() => import('./list/ListPage.tsx')),
  Detail: lazy(() => import('./detail/DetailPage.tsx')),
  CsvExport: lazy(() => import('./csvExports/CsvExportPage.tsx')),
  OpsWarnings: lazy(() => import('./opsWarnings/OpsWarningsPage.tsx')),
  RefereeManagement: lazy(() => import('./referees/RefereeManagementPage.tsx')),
  Graphiql: lazy(() => import('./partnerApi/GraphiqlPage.tsx')),
  Login: lazy(() => import('./auth/LoginPage.tsx')),
  Logout: lazy(() => import('./auth/LogoutPage.tsx')),
  ResetPassword: lazy(() => import('./auth/ResetPasswordPage.tsx')),
};
