import { useNotificationContext } from 'ra-core';
import { Suspense, useState } from 'react';
import { preloadable } from '../../browser/preloadable.ts';

// MUI's Snackbar, Alert and their transitions, which no page needs before its first notification.
const Notification = preloadable(() => import('./ReactAdminNotification.tsx'));

/**
 * react-admin's notifications, loaded with the first one: until something is notified there is nothing to show.
 * Once loaded they stay mounted, so later ones show at once. The queue is react-admin's own: a notification made
 * while the chunk loads waits in it and shows when it arrives.
 */
export const ConsoleNotifications = () => {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
};
