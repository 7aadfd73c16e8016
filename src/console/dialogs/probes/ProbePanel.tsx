import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import type { ProbeName } from '../../../metadata/probes.ts';
import { PROBES } from '../../../metadata/probes.ts';
import type { ProbeState } from './useProbe.ts';

/**
 * The panel of an action's probe under the dialog's fields (spec 001 §8: 'Recordings available', with the
 * recordings, or 'Recordings not available'): named by its title, so tests and screen readers find it.
 */
export const ProbePanel = ({ query, state, timeZone }: { query: ProbeName; state: ProbeState; timeZone: string }) => {
  const words = PROBES[query];
  const found = state.status === 'answered' && state.found;
  const title = state.status === 'pending' ? words.looking : found ? words.found : words.missing;
  const detail = state.status === 'incomplete' ? 'Fill in the fields it needs to look.' : state.status === 'failed' ? state.message : null;
  return (
    <Alert
      role="region"
      aria-label={title}
      aria-busy={state.status === 'pending'}
      severity={found ? 'success' : 'warning'}
      icon={state.status === 'pending' ? <CircularProgress size={20} aria-hidden /> : undefined}
      sx={{ mt: 2 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
      {state.status === 'answered' && state.items.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {state.items.map((item) => (
            <li key={item.id}>{item.text(timeZone)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
};
