import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard.tsx';
import { LOGIN_PATH } from './redirectTarget.ts';

/**
 * /readmin/reset-password (spec 000 §2.7). The requestResetPassword mutation is not in the API yet, so
 * the form says so instead of pretending an email went out.
 */
const ResetPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <AuthCard title="Reset Password">
      <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained">
          Send Email Instructions
        </Button>
      </form>
      {submitted && <Alert severity="info">Password reset emails are coming soon.</Alert>}
      <MuiLink component={Link} to={LOGIN_PATH} variant="body2">
        Back to login
      </MuiLink>
    </AuthCard>
  );
};

export default ResetPasswordPage;
