import { useState } from 'react';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { useFormDialog } from '../dialogs/useFormDialog.ts';
import { registry } from '../registry.ts';
import { matchPasswords, passwordFields } from './passwordRules.ts';
import { PasswordChangedDialog } from './PasswordChangedDialog.tsx';
import { useConsoleClient } from '../operations/useConsoleQuery.ts';

const passwordInputs = () =>
  passwordFields(registry.types.User?.fields.find((f) => f.type === 'password')).map((field) => ({ field, disabled: false }));

/** The console home's change-password dialog (spec 000 §2.13, §5), then the prompt to sign in again. */
const ChangePasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useConsoleClient();
  const [changed, setChanged] = useState(false);
  const [setup] = useState(() => ({
    fields: passwordInputs(),
    initial: { values: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' }, multiple: [] },
    ctx: { timeZone: 'UTC' },
  }));
  const form = useFormDialog({
    ...setup,
    mode: 'create',
    validate: matchPasswords,
    onSubmit: async (data) => {
      await dataProvider.consoleMutation('changePassword', { currentPassword: String(data.currentPassword), newPassword: String(data.newPassword) });
      setChanged(true);
    },
  });
  return changed ? <PasswordChangedDialog /> : <FormDialog title="Change Password" submitLabel="Change Password" form={form} onCancel={onClose} />;
};

export default ChangePasswordDialog;
