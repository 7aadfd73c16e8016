import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

/** The query, exported so that a test checks it against the generated schema. */
export const COURT_SNAPSHOT_QUERY = `query ReadminCourtSnapshot($id: ID!) {
  court: readminObject(typename: "Court", id: $id) { id ... on Court { surfaces { id snapshot { url } } } }
}`;

/**
 * The URL of a court's preview image: its first surface's snapshot that has one (a surface is a camera's
 * view of the court); null when the court has no snapshot or cannot be read.
 */
export const courtSnapshotRequest = (params: { courtId: string }): ConsoleRequest<string | null> => ({
  query: COURT_SNAPSHOT_QUERY,
  variables: { id: params.courtId },
  parse: (data) => {
    const court = data.court as { surfaces?: { snapshot?: { url?: string } | null }[] } | null;
    return court?.surfaces?.find((s) => s.snapshot?.url)?.snapshot?.url ?? null;
  },
});
