import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Loading, useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleIdentity } from '../auth/authProvider.ts';
import { hasAdminAccess } from '../auth/currentUser.ts';
import { DisplayTimeZoneProvider } from '../timeZone/DisplayTimeZoneProvider.tsx';
import { ConsoleAppBar } from './ConsoleAppBar.tsx';
import { ConsoleFooter } from './ConsoleFooter.tsx';
import { ConsoleSidebar } from './ConsoleSidebar.tsx';
import { NoAccess } from './NoAccess.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { useRouteOwnerRecords } from './useRouteOwnerRecords.ts';
import { RecordNotFound } from '../detail/RecordNotFound.tsx';

/**
 * The frame of spec 000 §2.11 around every signed-in console page. Built from plain MUI parts rather
 * than react-admin's Layout, whose drawer, menus and preference inspector would load with the first page
 * for nothing it shows; react-admin's sidebar state and <Title> portal are kept.
 */
const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  const { identity, isPending } = useGetIdentity();
  const { org, apiPartner, ownerMissing } = useRouteOwnerRecords();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  const user = identity as ConsoleIdentity | undefined;
  if (user && !hasAdminAccess(user)) return <NoAccess playerPortalUrl={user.onsenUrl} />;
  return (
    <DisplayTimeZoneProvider routeOwnerTimeZone={org?.timeZone ?? apiPartner?.timeZone}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <ConsoleAppBar />
        <Box sx={{ display: 'flex', flex: 1 }}>
          <ConsoleSidebar />
          <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <PageErrorBoundary key={pathname}>
              {/* Nothing of an organisation or partner the viewer cannot read: no empty list, no Add button. */}
              {ownerMissing ? <RecordNotFound /> : <Suspense fallback={<Loading />}>{children}</Suspense>}
            </PageErrorBoundary>
            <ConsoleFooter />
          </Box>
        </Box>
      </Box>
    </DisplayTimeZoneProvider>
  );
};

export default ConsoleLayout;
