import type { NormalizedField } from '../../metadata/normalized.ts';
import type { FormValues } from '../dialogs/formValues.ts';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The change-password fields: the current password first (the server asks for it, as Django and Devise
 * do, so a borrowed session cannot take over the account), then the new one and its confirmation (spec
 * 000 §5: both required), checked like the User password field of the metadata, as the server does.
 */
export const passwordFields = (userPassword: NormalizedField | undefined): NormalizedField[] => {
  const rules = { minLength: userPassword?.minLength, maxLength: userPassword?.maxLength };
  return [
    { name: 'currentPassword', label: 'Current password', type: 'password', column: 'current_password', required: true },
    { name: 'newPassword', label: 'New Password', type: 'password', column: 'new_password', required: true, ...rules },
    { name: 'newPasswordConfirmation', label: 'Confirm New Password', type: 'password', column: 'new_password_confirmation', required: true },
  ];
};

/** Spec 000 §5: a mismatch raises 'Passwords do not match' (once both are typed; empty ones are 'required'). */
export const matchPasswords = (values: FormValues): Record<string, string> =>
  values.newPassword && values.newPasswordConfirmation && values.newPassword !== values.newPasswordConfirmation
    ? { newPasswordConfirmation: PASSWORDS_DO_NOT_MATCH }
    : {};
