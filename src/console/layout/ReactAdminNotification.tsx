import { Notification } from 'react-admin';

/** react-admin's notifications (a MUI Snackbar with an Alert), a chunk of their own: ConsoleNotifications.tsx. */
export default Notification;
