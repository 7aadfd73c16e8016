import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PartnerApiRequest } from './partnerApiFetcher.ts';

export const EXAMPLE_QUERY = `query Fixtures {
  partner { name }
  gameSchedules(limit: 10) {
    externalId
    startsAt
    status
    homeTeam { name }
    awayTeam { name }
  }
}
`;

type Outcome = { kind: 'idle' } | { kind: 'running' } | { kind: 'answer'; text: string } | { kind: 'error'; message: string };

const parseVariables = (text: string): Record<string, unknown> | undefined => {
  if (!text.trim()) return undefined;
  const value = JSON.parse(text) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('Variables must be a JSON object.');
  return value as Record<string, unknown>;
};

/**
 * A minimal query editor over a fetcher: the query, its variables (JSON), Run, and the answer or the error.
 * (The graphiql package is not among the project's dependencies; this keeps the page to a few kilobytes.)
 */
export const QueryConsole = ({
  fetcher,
  initialQuery = EXAMPLE_QUERY,
}: {
  fetcher: (r: PartnerApiRequest) => Promise<unknown>;
  initialQuery?: string;
}) => {
  const [query, setQuery] = useState(initialQuery);
  const [variables, setVariables] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const run = async () => {
    setOutcome({ kind: 'running' });
    try {
      const answer = await fetcher({ query, variables: parseVariables(variables) });
      setOutcome({ kind: 'answer', text: JSON.stringify(answer, null, 2) });
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };

  const mono = { fontFamily: 'monospace', fontSize: 13 };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <TextField
          label="Query"
          multiline
          minRows={12}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: mono, 'aria-label': 'Query' } }}
        />
        <TextField
          label="Variables (JSON)"
          multiline
          minRows={3}
          value={variables}
          onChange={(e) => setVariables(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: mono, 'aria-label': 'Variables' } }}
        />
        <Box>
          <Button variant="contained" onClick={() => void run()} disabled={outcome.kind === 'running' || !query.trim()}>
            Run
          </Button>
        </Box>
      </Box>
      <Box aria-live="polite">
        <Typography variant="subtitle2" gutterBottom>
          Result
        </Typography>
        {outcome.kind === 'error' && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {outcome.message}
          </Alert>
        )}
        {outcome.kind === 'answer' && (
          <Box
            component="pre"
            data-testid="query-result"
            sx={{ ...mono, m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: '70vh' }}
          >
            {outcome.text}
          </Box>
        )}
        {outcome.kind === 'running' && <Typography color="text.secondary">Running…</Typography>}
      </Box>
    </Box>
  );
};
