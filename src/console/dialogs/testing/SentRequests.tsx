import type { DataProvider } from 'react-admin';
import { SHELL } from '../../graphql/shellResources.ts';

/** A write the dialog asked the dataProvider for: what reaches the server as a mutation. */
export interface SentRequest {
  method: string;
  resource: string;
  params: Record<string, unknown>;
}

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
/** Shell writes that are reads in disguise (CSV exports), not a dialog's submission. */
const NOT_SUBMISSIONS: string[] = [SHELL.csvExport];

/**
 * The provider, telling `onSent` of every write before it runs (so a refused one is seen too). The record
 * as it was (previousData) is left out: it is what the dialog opened with, not what it sent.
 */
export const recordingRequests = <P extends DataProvider>(provider: P, onSent: (request: SentRequest) => void): P => {
  const recorded = { ...provider };
  for (const method of WRITES) {
    const write = provider[method] as unknown as (resource: string, params: Record<string, unknown>) => Promise<unknown>;
    (recorded as Record<string, unknown>)[method] = (resource: string, params: Record<string, unknown>) => {
      if (!NOT_SUBMISSIONS.includes(resource)) {
        const { previousData: _previous, ...sent } = params;
        onSent({ method, resource, params: sent });
      }
      return write(resource, params);
    };
  }
  return recorded;
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
