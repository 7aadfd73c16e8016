import { useCallback, useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { useCheckAuth, useLogin } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GoogleLoginButton, googleLoginEnabled } from './GoogleLoginButton.tsx';
import { LoginForm } from './LoginForm.tsx';
import { readPrerenderedLogin, removePrerenderedLogin } from './prerenderedLogin.ts';
import { redirectTarget } from './redirectTarget.ts';
import { useRedirectParamFromState } from './useRedirectParamFromState.ts';

/** /readmin/login (spec 000 §2.5): afterwards the `redirect` target, else the console home. */
const LoginPage = () => {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'));
  const navigate = useNavigate();
  const checkAuth = useCheckAuth();
  const login = useLogin();
  // The server may have sent the form in the page (shared/prerenderedLogin.ts): this one goes on from what
  // was typed there and where, and takes its place before the browser paints again.
  const [sent] = useState(readPrerenderedLogin);
  const [email, setEmail] = useState(sent?.email ?? '');
  const [password, setPassword] = useState(sent?.password ?? '');
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useRedirectParamFromState();
  useLayoutEffect(() => {
    // Typed between this form's first render and now (a render can yield to the browser) is kept too.
    const typed = readPrerenderedLogin();
    removePrerenderedLogin();
    // The sent form is outside React: copying from it once, as it goes, is the external sync effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed?.email) setEmail(typed.email);
    if (typed?.password) setPassword(typed.password);
  }, []);

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

  return (
    <LoginForm
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      onSubmit={submit}
      failed={failed}
      submitting={submitting}
      focus={sent?.focused === 'password' ? 'password' : 'email'}
      google={googleLoginEnabled() && <GoogleLoginButton onSignedIn={goOnIfSignedIn} />}
    />
  );
};

export default LoginPage;
