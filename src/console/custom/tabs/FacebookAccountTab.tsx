import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify } from 'react-admin';
import { DIALOG_SHELL } from '../../dialogs/shellNames.ts';
import { UnableToCompleteDialog } from '../../dialogs/UnableToCompleteDialog.tsx';
import type { CustomTabProps } from '../customComponents.ts';

/** Spec 001 §8: the panel's message while the current user has no account connected. */
export const NOT_CONNECTED = 'You have not connected Facebook account for live streaming.';

interface Account {
  configured: boolean;
  connected: boolean;
  name: string | null;
  email: string | null;
}

/** The server's side of the panel (src/server/facebook/facebookRoutes.ts). */
const FACEBOOK_BASE = '/readmin/facebook';

const readAccount = async (): Promise<Account> => {
  const res = await fetch(`${FACEBOOK_BASE}/account`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Could not read your Facebook account (HTTP ${res.status}).`);
  return (await res.json()) as Account;
};

/**
 * The current user's Facebook account for live streaming (spec 001 §2, §4): connected or not. Connect and
 * Re-connect go through the provider's consent page and come back here; Disconnect runs
 * currentUserRemoveLiveStreamFbAuth. The account belongs to the user, not to this live stream: the panel
 * sits here because Facebook outputs post with it.
 */
const FacebookAccountTab = (_props: CustomTabProps) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Bumped to read the account again (after Disconnect).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    readAccount().then(
      (a) => current && setAccount(a),
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const connectHref = `${FACEBOOK_BASE}/connect?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  const disconnect = async () => {
    setBusy(true);
    try {
      await dataProvider.create(DIALOG_SHELL.customAction, { data: { mutation: 'currentUserRemoveLiveStreamFbAuth', input: {} } });
      notify('Facebook account disconnected', { type: 'success' });
      setVersion((v) => v + 1);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <UnableToCompleteDialog error={error} onDismiss={() => setError(null)} />;
  if (!account) return <Typography color="text.secondary">Loading your Facebook account…</Typography>;
  if (!account.configured) return <Alert severity="warning">Facebook is not configured on this server.</Alert>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="facebook-account">
      {account.connected ? (
        <Typography>
          Connected as <strong>{account.name}</strong>
          {account.email ? ` (${account.email})` : ''}
        </Typography>
      ) : (
        <Alert severity="info">{NOT_CONNECTED}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        {/* A full page load: the consent page is the provider's (or the server's), not a console route. */}
        <Button variant="contained" onClick={() => window.location.assign(connectHref)}>
          {account.connected ? 'Re-connect' : 'Connect'}
        </Button>
        {account.connected && (
          <Button color="error" disabled={busy} onClick={() => void disconnect()}>
            Disconnect
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

export default FacebookAccountTab;
