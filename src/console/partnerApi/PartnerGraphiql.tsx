import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Kind, parse } from 'graphql';
import { useCallback, useRef, useState } from 'react';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { GRAPHIQL_AA_COLOURS, useGraphiqlLabels } from './graphiqlAccessibility.ts';
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

/** The operations the query names, or null when it does not parse (the server then says why). */
const operationNames = (query: string): (string | undefined)[] | null => {
  try {
    return parse(query).definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value] : []));
  } catch {
    return null;
  }
};

/**
 * GraphiQL settles the operation name a moment after an edit: a run right after one can name an operation the
 * query no longer has. Such a name is dropped, so the server runs the query's only operation or says which to pick.
 */
const currentOperationName = (query: string, operationName: string | null | undefined): string | undefined => {
  if (!operationName) return undefined;
  const names = operationNames(query);
  return names === null || names.includes(operationName) ? operationName : undefined;
};

/**
 * The graphiql package's editor (schema-aware completion, docs, history) over a partner API fetcher. A
 * refused request raises 'HTTP Error {status}: {body}': GraphiQL puts it in its result pane as JSON, so the
 * page also shows it as plain text above the editor until the next request succeeds. GraphiQL's own storage
 * keeps the user's tabs between visits, per browser. Its colours and labels are made to pass WCAG AA
 * (graphiqlAccessibility.ts).
 */
export const PartnerGraphiql = ({
  fetcher,
  defaultQuery = EXAMPLE_QUERY,
}: {
  fetcher: (request: PartnerApiRequest) => Promise<unknown>;
  defaultQuery?: string;
}) => {
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useGraphiqlLabels(frame);
  const graphiqlFetcher = useCallback(
    async ({ query, variables, operationName }: GraphiqlParams) => {
      try {
        const name = currentOperationName(query, operationName);
        const answer = await fetcher({ query, ...(variables ? { variables } : {}), ...(name ? { operationName: name } : {}) });
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
      <Box ref={frame} sx={{ height: 'calc(100vh - 200px)', minHeight: 420, border: 1, borderColor: 'divider', ...GRAPHIQL_AA_COLOURS }}>
        {/* Light as the console is: its colours are the ones made to read at AA (graphiqlAccessibility.ts). */}
        <GraphiQL fetcher={graphiqlFetcher} defaultQuery={defaultQuery} isHeadersEditorEnabled={false} forcedTheme="light" />
      </Box>
    </Box>
  );
};
