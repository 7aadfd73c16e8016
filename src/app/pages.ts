import { preloadable } from '../browser/preloadable.ts';

/**
 * Every page is its own chunk: a visitor of a public link page downloads neither react-admin nor MUI,
 * and the console downloads none of the public pages.
 */
export const pages = {
  Landing: preloadable(() => import('../public/LandingPage.tsx')),
  TeamRegistration: preloadable(() => import('../public/TeamRegistrationPage.tsx')),
  LiveScorer: preloadable(() => import('../public/LiveScorerPage.tsx')),
  LiveStreamWidget: preloadable(() => import('../public/LiveStreamWidgetPage.tsx')),
  OriginalVideo: preloadable(() => import('../public/OriginalVideoPage.tsx')),
  PasswordEdit: preloadable(() => import('../public/PasswordEditPage.tsx')),
  Unsubscribe: preloadable(() => import('../public/UnsubscribePage.tsx')),
  NotFound: preloadable(() => import('../public/NotFoundPage.tsx')),
  Console: preloadable(() => import('../console/ConsoleApp.tsx')),
};
