import { lazy } from 'react';

/**
 * Every page is its own chunk: a visitor of a public link page downloads neither react-admin nor MUI,
 * and the console downloads none of the public pages.
 */
export const pages = {
  Landing: lazy(() => import('../public/LandingPage.tsx')),
  TeamRegistration: lazy(() => import('../public/TeamRegistrationPage.tsx')),
  LiveScorer: lazy(() => import('../public/LiveScorerPage.tsx')),
  LiveStreamWidget: lazy(() => import('../public/LiveStreamWidgetPage.tsx')),
  OriginalVideo: lazy(() => import('../public/OriginalVideoPage.tsx')),
  PasswordEdit: lazy(() => import('../public/PasswordEditPage.tsx')),
  Unsubscribe: lazy(() => import('../public/UnsubscribePage.tsx')),
  NotFound: lazy(() => import('../public/NotFoundPage.tsx')),
  Console: lazy(() => import('../console/ConsoleApp.tsx')),
};
