import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { loadTypes } from '../registry.ts';

// The dialog reads the User type's password rules.
const ChangePasswordDialog = lazy(() => loadTypes(['User']).then(() => import('./ChangePasswordDialog.tsx')));

/** Opens the change-password dialog; its code loads on the first click. */
export const ChangePasswordButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        Change Password
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
