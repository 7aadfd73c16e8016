import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FieldInputProps } from '../../inputs/inputDef.ts';
import { OptionsSelect } from '../../inputs/components/EnumInput.tsx';
import type { StreamAccountService } from './StreamAccountPanel.tsx';

/** Where the current user's connected account can go live, as the server's destinations route answers it. */
export interface StreamDestinations {
  connected: boolean;
  destinations: { value: string; label: string }[];
}

const readDestinations = async (service: StreamAccountService): Promise<StreamDestinations> => {
  const res = await fetch(`/readmin/${service.slug}/destinations`, { credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as Partial<StreamDestinations> & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `Could not read your ${service.label} account (HTTP ${res.status}).`);
  return { connected: Boolean(body.connected), destinations: body.destinations ?? [] };
};

/**
 * An output's channel or profile, picked from the current user's connected account (the server takes no other):
 * a native select of what the account lists, or, with no account, the spec's notice and Connect. A stored value the
 * account no longer lists stays visible rather than silently changing. `read` is replaceable in stories.
 */
export const StreamDestinationInput = ({
  service,
  read = readDestinations,
  ...props
}: FieldInputProps<string> & { service: StreamAccountService; read?: (service: StreamAccountService) => Promise<StreamDestinations> }) => {
  const { id, field } = props;
  const [answer, setAnswer] = useState<StreamDestinations | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    read(service).then(
      (a) => current && setAnswer(a),
      (e: unknown) => current && setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [read, service]);

  if (answer && !answer.connected) {
    // A full page load: the consent page is the provider's; the dialog is opened again on the way back.
    const connect = `/readmin/${service.slug}/connect?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`;
    return (
      <Alert
        severity="info"
        id={id}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.assign(connect)}>
            Connect
          </Button>
        }
      >
        {service.notConnected} Connect your {service.label} account first to pick {field.label.toLowerCase()}.
      </Alert>
    );
  }
  return (
    <OptionsSelect
      {...props}
      options={answer?.destinations ?? []}
      status={answer ? undefined : `Loading your ${service.label} account…`}
      failure={failure}
      disabled={props.disabled || !answer}
    />
  );
};
