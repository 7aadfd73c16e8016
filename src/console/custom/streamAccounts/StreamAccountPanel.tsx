import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from 'react-admin';
import { UnableToCompleteDialog } from '../../dialogs/UnableToCompleteDialog.tsx';
import { useConsoleClient } from '../../operations/useConsoleQuery.ts';

/** The current user's account on a streaming service, as the server's account route answers it. */
export interface StreamAccountState {
  configured: boolean;
  connected: boolean;
  name: string | null;
  email: string | null;
  manageYtChannels?: boolean;
  readYtChannels?: boolean;
}

/** A streaming service as the panel sees it (the server's side: src/server/streamAccounts/accountRoutes.ts). */
export interface StreamAccountService {
  /** facebook → /readmin/facebook/account and /connect. */
  slug: 'facebook' | 'youtube';
  label: string;
  /** The operation that disconnects the current user's account. */
  removeMutation: string;
  /** The notice while no account is connected (spec 001 §8, spec 002 §8). */
  notConnected: string;
}

const baseOf = (service: StreamAccountService) => `/readmin/${service.slug}`;

const readAccount = async (service: StreamAccountService): Promise<StreamAccountState> => {
  const res = await fetch(`${baseOf(service)}/account`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Could not read your ${service.label} account (HTTP ${res.status}).`);
  return (await res.json()) as StreamAccountState;
};

/**
 * The current user's account on a streaming service: connected or not. Connect and Re-connect go through
 * the provider's consent page and come back here; Disconnect runs the service's remove operation. The
 * account belongs to the user, not to the live stream: the panel sits on a live stream because its outputs
 * post with it. `read` is the account's source, replaceable in stories.
 */
export const StreamAccountPanel = ({
  service,
  read = readAccount,
}: {
  service: StreamAccountService;
  read?: (service: StreamAccountService) => Promise<StreamAccountState>;
}) => {
  const dataProvider = useConsoleClient();
  const notify = useNotify();
  const [account, setAccount] = useState<StreamAccountState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Bumped to read the account again (after Disconnect).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    read(service).then(
      (a) => current && setAccount(a),
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [version, read, service]);

  const connectHref = `${baseOf(service)}/connect?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  const disconnect = async () => {
    setBusy(true);
    try {
      await dataProvider.runOperation(service.removeMutation, {});
      notify(`${service.label} account disconnected`, { type: 'success' });
      setVersion((v) => v + 1);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <UnableToCompleteDialog error={error} onDismiss={() => setError(null)} />;
  if (!account) return <Typography color="text.secondary">Loading your {service.label} account…</Typography>;
  if (!account.configured) return <Alert severity="warning">{service.label} is not configured on this server.</Alert>;
  const grants = [account.manageYtChannels && 'manage channels', account.readYtChannels && 'read channels'].filter(Boolean);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid={`${service.slug}-account`}>
      {account.connected ? (
        <Typography>
          Connected as <strong>{account.name}</strong>
          {account.email ? ` (${account.email})` : ''}
          {grants.length ? `, may ${grants.join(' and ')}` : ''}
        </Typography>
      ) : (
        <Alert severity="info">{service.notConnected}</Alert>
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
