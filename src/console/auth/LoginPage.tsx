import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useCheckAuth, useLogin } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONSOLE_BASE } from '../../shared/naming.ts';
import { AuthCard } from './AuthCard.tsx';
import { GoogleLoginButton, googleLoginEnabled } from './GoogleLoginButton.tsx';
import { INVALID_LOGIN } from './authErrors.ts';
import { redirectTarget } from './redirectTarget.ts';
import { useRedirectParamFromState } from './useRedirectParamFromState.ts';

/** /readmin/login (spec 000 §2.5): afterwards the `redirect` target, else the console home. */
const LoginPage = () => {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'));
  const navigate = useNavigate();
  const checkAuth = useCheckAuth();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useRedirectParamFromState();

  // A visitor who is already signed in goes straight on; so does one the Google popup has just signed in.
  const goOnIfSignedIn = useCallback(() => {
    checkAuth({}, false)
      .then(() => navigate(target, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, target]);
  useEffect(goOnIfSignedIn, [goOnIfSignedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setFailed(false);
    login({ email, password }, target)
      .catch(() => setFailed(true))
      .finally(() => setSubmitting(false));
  };

  const error = failed ? INVALID_LOGIN : undefined;
  return (
    <AuthCard title="Administrator Login">
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
          onChange={(e) => setPassword(e.target.value)}
          error={failed}
          helperText={error}
        />
        <Button type="submit" variant="contained" disabled={submitting}>
          Login
        </Button>
      </form>
      {googleLoginEnabled() && <GoogleLoginButton onSignedIn={goOnIfSignedIn} />}
      <MuiLink component={Link} to={`${CONSOLE_BASE}/reset-password`} variant="body2">
        Forgot password?
      </MuiLink>
    </AuthCard>
  );
};

export default LoginPage;
