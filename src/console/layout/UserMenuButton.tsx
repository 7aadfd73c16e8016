import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { ConsoleIdentity } from '../auth/authProvider.ts';

const UserMenuPopup = lazy(() => import('./UserMenuPopup.tsx'));

/** The signed-in user's email; opens the user menu. */
export const UserMenuButton = () => {
  const identity = useGetIdentity().identity as ConsoleIdentity | undefined;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {identity.email}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} playerPortalUrl={identity.onsenUrl} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
