import type { RouteObject } from 'react-router-dom';
import { CONSOLE_BASE } from '../metadata/naming.ts';
import { AppRoot } from './AppRoot.tsx';
import { pages } from './pages.ts';

/** The route table of spec 000 §2.1. The console owns everything under /readmin (login and logout included). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <pages.Landing /> },
      { path: '/team_registrations/:token', element: <pages.TeamRegistration /> },
      { path: '/live_scorer/:token', element: <pages.LiveScorer /> },
      { path: '/live_stream_widget/:uuid', element: <pages.LiveStreamWidget /> },
      { path: '/original_videos/:uuid', element: <pages.OriginalVideo /> },
      { path: '/passwords/edit', element: <pages.PasswordEdit /> },
      { path: '/unsubscribe', element: <pages.Unsubscribe /> },
      { path: `${CONSOLE_BASE}/*`, element: <pages.Console /> },
      { path: '*', element: <pages.NotFound /> },
    ],
  },
];
