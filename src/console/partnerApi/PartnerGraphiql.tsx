import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
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

/** What GraphiQL hands its fetcher: its operation name may be null where the partner API's request omits it. */
interface GraphiqlParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * The graphiql package's editor (schema-aware completion, docs, history) over a partner API fetcher. A
 * refused request raises 'HTTP Error {status}: {body}': GraphiQL puts it in its result pane as JSON, so the
 * page also shows it as plain text above the editor until the next request succeeds. GraphiQL's own storage
 * keeps the user's tabs between visits, per browser.
 */
export const PartnerGraphiql = ({
  fetcher,
  defaultQuery = EXAMPLE_QUERY,
}: {
  fetcher: (request: PartnerApiRequest) => Promise<unknown>;
  defaultQuery?: string;
}) => {
  const [failure, setFailure] = useState<string | null>(null);
  const graphiqlFetcher = useCallback(
    async ({ query, variables, operationName }: GraphiqlParams) => {
      try {
        const answer = await fetcher({ query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) });
        setFailure(null);
        return answer as Record<string, unknown>;
      } catch (e) {
        setFailure(e instanceof Error ? e.message : String(e));
        throw e;
      }
    },
    [fetcher],
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ height: 'calc(100vh - 200px)', minHeight: 420, border: 1, borderColor: 'divider' }}>
        <GraphiQL fetcher={graphiqlFetcher} defaultQuery={defaultQuery} isHeadersEditorEnabled={false} />
      </Box>
    </Box>
  );
};
