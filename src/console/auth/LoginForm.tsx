import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';
import { AuthCard } from './AuthCard.tsx';
import { INVALID_LOGIN } from './authErrors.ts';

export interface LoginFormProps {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The last attempt was refused: both fields say so. */
  failed?: boolean;
  /** The Login button is off (while signing in; in the server-rendered copy, until the console has loaded). */
  submitting?: boolean;
  /** The field the cursor starts in. */
  focus?: 'email' | 'password';
  /** The Google sign-in button, when the server turned it on. */
  google?: ReactNode;
}

/**
 * The login card of spec 000 §2.5, without behaviour: LoginPage runs it, and the build renders it to HTML
 * (scripts/prerender-login.tsx) so that the server can send the form in the page itself.
 */
export const LoginForm = ({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  onSubmit,
  failed = false,
  submitting = false,
  focus = 'email',
  google,
}: LoginFormProps) => {
  const error = failed ? INVALID_LOGIN : undefined;
  return (
    <AuthCard title="Administrator Login">
      <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus={focus === 'email'}
          required
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={failed}
          helperText={error}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          error={failed}
          helperText={error}
          autoFocus={focus === 'password'}
        />
        <Button type="submit" variant="contained" disabled={submitting}>
          Login
        </Button>
      </form>
      {google}
      <MuiLink component={Link} to={`${CONSOLE_BASE}/reset-password`} variant="body2">
        Forgot password?
      </MuiLink>
    </AuthCard>
  );
};
