import type { ConsoleMutationName, ConsoleOperations } from '../../operations/consoleOperations.ts';
import type { DataProvider } from 'react-admin';

/**
 * A write the dialog asked the dataProvider for: what reaches the server as a mutation. A record type's write names
 * its resource; one of the console's operations (runOperation, consoleMutation) names the operation.
 */
export type SentRequest =
  | { method: string; resource: string; params: Record<string, unknown> }
  | { method: 'runOperation' | 'consoleMutation'; operation: string; params: unknown };

/** Console mutations that are reads in disguise (CSV exports), not a dialog's submission. */
const NOT_SUBMISSIONS: ConsoleMutationName[] = ['exportCsv', 'deleteCsvExport'];

/** One of the console's operations, as opposed to a record type's write. */
export type OperationSent = Extract<SentRequest, { operation: string }>;
export const isOperationSent = (request: SentRequest): request is OperationSent => 'operation' in request;

/** A write's params as sent: without the record as it was (previousData), which is what the dialog opened with. */
const sentParams = (params: object): Record<string, unknown> => Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'previousData'));

/** The provider, telling `onSent` of every write before it runs (so a refused one is seen too). */
export const recordingRequests = <P extends DataProvider & Partial<ConsoleOperations>>(provider: P, onSent: (request: SentRequest) => void): P => {
  const sent = (method: string, resource: string, params: object) => onSent({ method, resource, params: sentParams(params) });
  const recordedOperation =
    (run: ConsoleOperations['runOperation']): ConsoleOperations['runOperation'] =>
    (mutation, input) => {
      onSent({ method: 'runOperation', operation: mutation, params: input });
      return run(mutation, input);
    };
  const recordedMutation =
    (mutate: ConsoleOperations['consoleMutation']): ConsoleOperations['consoleMutation'] =>
    (name, params) => {
      if (!NOT_SUBMISSIONS.includes(name)) onSent({ method: 'consoleMutation', operation: name, params });
      return mutate(name, params);
    };
  const { runOperation, consoleMutation } = provider;
  return {
    ...provider,
    create: (resource, params) => (sent('create', resource, params), provider.create(resource, params)),
    update: (resource, params) => (sent('update', resource, params), provider.update(resource, params)),
    updateMany: (resource, params) => (sent('updateMany', resource, params), provider.updateMany(resource, params)),
    delete: (resource, params) => (sent('delete', resource, params), provider.delete(resource, params)),
    deleteMany: (resource, params) => (sent('deleteMany', resource, params), provider.deleteMany(resource, params)),
    ...(runOperation && { runOperation: recordedOperation(runOperation) }),
    ...(consoleMutation && { consoleMutation: recordedMutation(consoleMutation) }),
  };
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
