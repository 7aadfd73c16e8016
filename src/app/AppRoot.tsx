import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './PageLoading.tsx';
import { useInAppLinkClicks } from './useInAppLinkClicks.ts';

export const AppRoot = () => {
  useInAppLinkClicks();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
};
