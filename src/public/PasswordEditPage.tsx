import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONSOLE_BASE } from '../metadata/naming.ts';
import { BAD_RESET_LINK, RESET_PASSWORD, VERIFY_RESET_PASSWORD_TOKEN } from '../shared/publicApi/passwordReset.ts';
import { PublicPage } from './PublicPage.tsx';
import { PublicRequestError, publicRequest } from './publicGraphql.ts';
import { usePublicQuery } from './usePublicQuery.ts';
import { ToastProvider } from './Toasts.tsx';
import { buttonStyle, errorStyle, fieldStyle, inputStyle } from './forms/formStyles.ts';

const MISMATCH = 'Passwords do not match.';

/**
 * /passwords/edit?reset_password_token= (spec 000 §2.8, §4.4): the link of a reset or welcome email. The
 * token is verified on load; an invalid one shows the bad-link message and leaves the fields unusable.
 */
/** One of the page's two password inputs, labelled as spec 000 §2.8 names it. */
const NewPasswordField = ({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) => (
  <label style={fieldStyle}>
    {label}
    <input
      type="password"
      autoComplete="new-password"
      required
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={inputStyle}
    />
  </label>
);

const PasswordEditPageBody = () => {
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const verified = usePublicQuery<{ verifyResetPasswordToken: { valid: boolean } }>(VERIFY_RESET_PASSWORD_TOKEN, {
    input: { resetPasswordToken: token },
  });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [state, setState] = useState<'editing' | 'saving' | 'changed'>('editing');
  const valid = verified.data?.verifyResetPasswordToken.valid === true;
  const invalid = !token || verified.data?.verifyResetPasswordToken.valid === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) return setErrors([MISMATCH]);
    setErrors([]);
    setState('saving');
    try {
      await publicRequest(RESET_PASSWORD, { input: { resetPasswordToken: token, newPassword: password } }, { kind: 'mutation' });
      setState('changed');
    } catch (e) {
      setErrors(e instanceof PublicRequestError ? e.messages : [(e as Error).message]);
      setState('editing');
    }
  };

  if (state === 'changed')
    return (
      <PublicPage title="Password Changed" maxWidth={460}>
        <p>Your password has been changed successfully.</p>
        <Link to={`${CONSOLE_BASE}/login`}>Sign in with your new password</Link>
      </PublicPage>
    );
  const disabled = !valid || state === 'saving';
  return (
    <PublicPage title="Create New Password" maxWidth={460}>
      {invalid && (
        <p role="alert" style={errorStyle}>
          {BAD_RESET_LINK}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)}>
        <NewPasswordField label="New Password" value={password} onChange={setPassword} disabled={disabled} />
        <NewPasswordField label="Confirm New Password" value={confirmation} onChange={setConfirmation} disabled={disabled} />
        {errors.map((message) => (
          <p key={message} role="alert" style={errorStyle}>
            {message}
          </p>
        ))}
        <button type="submit" disabled={disabled} style={{ ...buttonStyle, opacity: disabled ? 0.5 : 1 }}>
          Change My Password
        </button>
      </form>
    </PublicPage>
  );
};

/** The page's queries run above its frame, so their failures need a toast provider of their own. */
const PasswordEditPage = () => (
  <ToastProvider>
    <PasswordEditPageBody />
  </ToastProvider>
);

export default PasswordEditPage;
