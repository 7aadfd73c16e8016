import type { NormalizedField } from '../../metadata/normalized.ts';
import type { FormValues } from '../dialogs/formValues.ts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The change-password fields (spec 000 §5: both required), checked like the User password field of the
 * metadata (its minimum length), which is what the server checks too.
 */
export const passwordFields = (userPassword: NormalizedField | undefined): NormalizedField[] => {
  const rules = { minLength: userPassword?.minLength, maxLength: userPassword?.maxLength };
  return [
    { name: 'newPassword', label: 'New Password', type: 'password', column: 'new_password', required: true, ...rules },
    { name: 'newPasswordConfirmation', label: 'Confirm New Password', type: 'password', column: 'new_password_confirmation', required: true },
  ];
};

/** Spec 000 §5: a mismatch raises 'Passwords do not match' (once both are typed; empty ones are 'required'). */
export const matchPasswords = (values: FormValues): Record<string, string> =>
  values.newPassword && values.newPasswordConfirmation && values.newPassword !== values.newPasswordConfirmation
    ? { newPasswordConfirmation: PASSWORDS_DO_NOT_MATCH }
    : {};
