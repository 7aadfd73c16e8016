import type { ConsoleMutationName, ConsoleOperations } from '../../operations/consoleOperations.ts';
import type { DataProvider } from 'react-admin';

/**
 * A write the dialog asked the dataProvider for: what reaches the server as a mutation. A record type's write names
 * its resource; one of the console's operations (runOperation, consoleMutation) names the operation.
 */
export type SentRequest =
  | { method: string; resource: string; params: Record<string, unknown> }
  | { method: 'runOperation' | 'consoleMutation'; operation: string; params: unknown };

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
/** Console mutations that are reads in disguise (CSV exports), not a dialog's submission. */
const NOT_SUBMISSIONS: ConsoleMutationName[] = ['exportCsv', 'deleteCsvExport'];

/**
 * The provider, telling `onSent` of every write before it runs (so a refused one is seen too). The record
 * as it was (previousData) is left out: it is what the dialog opened with, not what it sent.
 */
export const recordingRequests = <P extends DataProvider & Partial<ConsoleOperations>>(provider: P, onSent: (request: SentRequest) => void): P => {
  const recorded = { ...provider } as Record<string, unknown>;
  for (const method of WRITES) {
    const write = provider[method] as unknown as (resource: string, params: Record<string, unknown>) => Promise<unknown>;
    recorded[method] = (resource: string, params: Record<string, unknown>) => {
      const { previousData: _previous, ...sent } = params;
      onSent({ method, resource, params: sent });
      return write(resource, params);
    };
  }
  const { runOperation, consoleMutation } = provider;
  if (runOperation)
    recorded.runOperation = (mutation: string, input: unknown) => {
      onSent({ method: 'runOperation', operation: mutation, params: input });
      return runOperation(mutation, input);
    };
  if (consoleMutation)
    recorded.consoleMutation = (name: ConsoleMutationName, params: never) => {
      if (!NOT_SUBMISSIONS.includes(name)) onSent({ method: 'consoleMutation', operation: name, params });
      return consoleMutation(name, params);
    };
  return recorded as P;
};

/** The writes sent so far, one JSON object each: designers see what a dialog submits, play functions read it. */
export const SentRequests = ({ requests }: { requests: SentRequest[] }) => (
  <section aria-label="Requests sent">
    {requests.map((r, i) => (
      <pre key={i} style={{ fontSize: 12 }}>
        {JSON.stringify(r)}
      </pre>
    ))}
  </section>
);
