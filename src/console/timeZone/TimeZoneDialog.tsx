/** The footer opens this module; the dialog itself is one of the shell dialogs built on the dialog framework. */
export { default } from '../shellDialogs/TimeZoneDialog.tsx';
export type { TimeZoneDialogProps } from '../shellDialogs/TimeZoneDialog.tsx';
