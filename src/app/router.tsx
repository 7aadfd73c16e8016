import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes.tsx';

/** A data router: react-admin's unsaved-changes guard (useBlocker) only works under one. */
export const createAppRouter = () => createBrowserRouter(appRoutes);
