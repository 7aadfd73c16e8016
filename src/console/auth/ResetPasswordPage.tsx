import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard.tsx';
import { LOGIN_PATH } from './redirectTarget.ts';
import { postGraphql } from './postGraphql.ts';
import { REQUEST_RESET_PASSWORD, RESET_REQUEST_CONFIRMATION } from '../../shared/publicApi/passwordReset.ts';

type Sent = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * /readmin/reset-password (spec 000 §2.7): asks for a reset email. The confirmation is the same whether or
 * not an account has the email (spec 000 §8), so the page cannot be used to find out who has one.
 */
const ResetPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent({ kind: 'sending' });
    try {
      await postGraphql(REQUEST_RESET_PASSWORD, { input: { email } });
      setSent({ kind: 'sent' });
    } catch (e) {
      setSent({ kind: 'failed', message: (e as Error).message });
    }
  };
  return (
    <AuthCard title="Reset Password">
      <form onSubmit={(e) => void submit(e)} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" disabled={sent.kind === 'sending'}>
          Send Email Instructions
        </Button>
      </form>
      {sent.kind === 'sent' && <Alert severity="info">{RESET_REQUEST_CONFIRMATION}</Alert>}
      {sent.kind === 'failed' && <Alert severity="error">{sent.message}</Alert>}
      <MuiLink component={Link} to={LOGIN_PATH} variant="body2">
        Back to login
      </MuiLink>
    </AuthCard>
  );
};

export default ResetPasswordPage;
