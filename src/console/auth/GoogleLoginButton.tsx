import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { readCsrfToken } from '../../browser/csrf.ts';
import { GOOGLE_LOGIN_CSRF_PARAM, GOOGLE_LOGIN_MESSAGE, GOOGLE_LOGIN_META, GOOGLE_LOGIN_PATH } from '../../shared/googleLogin.ts';

const POPUP = 'readmin-google-login';

/** Whether the server turned Google sign-in on for this page (outside production, with a client configured). */
export const googleLoginEnabled = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.querySelector(`meta[name="${GOOGLE_LOGIN_META}"]`)?.getAttribute('content') === 'on';

/** Opens the popup and posts the CSRF parameter into it (spec 000 §7.3): a form post, as a popup cannot send headers. */
const openGooglePopup = () => {
  const width = 500;
  const height = 640;
  window.open('about:blank', POPUP, `popup,width=${width},height=${height},left=${(screen.width - width) / 2},top=${(screen.height - height) / 2}`);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = GOOGLE_LOGIN_PATH;
  form.target = POPUP;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = GOOGLE_LOGIN_CSRF_PARAM;
  token.value = readCsrfToken() ?? '';
  form.append(token);
  document.body.append(form);
  form.submit();
  form.remove();
};

/**
 * 'Sign in with Google': the popup runs the provider's flow and posts `{ type, ok, message }` back; only a
 * message from this origin counts. On success `onSignedIn` refetches the session; a refusal is shown.
 */
export const GoogleLoginButton = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const data = event.data as { type?: string; ok?: boolean; message?: string } | null;
      if (event.origin !== window.location.origin || data?.type !== GOOGLE_LOGIN_MESSAGE) return;
      if (data.ok) onSignedIn();
      else setError(data.message ?? 'Google sign-in failed.');
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [onSignedIn]);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setError(null);
          openGooglePopup();
        }}
      >
        Sign in with Google
      </Button>
      {error && (
        <p role="alert" style={{ color: '#d32f2f', margin: 0 }}>
          {error}
        </p>
      )}
    </>
  );
};
