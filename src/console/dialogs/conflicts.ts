import type { Conflict } from '../../shared/conflicts.ts';

export type { Conflict } from '../../shared/conflicts.ts';

/** A refused write: the server's message and the records that changed. */
export interface ConflictAnswer {
  message: string;
  conflicts: Conflict[];
}

type GraphqlErrorLike = { message?: string; extensions?: { code?: string; conflicts?: Conflict[] } };
type ErrorLike = { graphQLErrors?: GraphqlErrorLike[]; body?: { graphQLErrors?: GraphqlErrorLike[] } } | null | undefined;

/** The CONFLICT answer of a failed write, or null when it failed for another reason. */
export const conflictOf = (error: unknown): ConflictAnswer | null => {
  const e = error as ErrorLike;
  const found = (e?.body?.graphQLErrors ?? e?.graphQLErrors ?? []).find((g) => g.extensions?.code === 'CONFLICT');
  if (!found) return null;
  return { message: found.message ?? 'The record was changed since you opened it.', conflicts: found.extensions?.conflicts ?? [] };
};

/** One field someone else changed: its latest value, who changed it last and when. */
export interface TheirChange {
  key: string;
  /** The record changed (a batch edit's conflicts name several). */
  record: string;
  after: unknown;
  by: string | null;
  via: string;
  at: string;
}

/** Each attribute changed since, with its latest value (the changes come oldest first), over every conflicting record. */
export const theirChanges = (conflicts: Conflict[]): TheirChange[] => {
  const latest = new Map<string, TheirChange>();
  for (const conflict of conflicts)
    for (const change of conflict.changes)
      for (const [key, [, after]] of Object.entries(change.changes))
        latest.set(key, { key, record: conflict.name, after, by: change.by, via: change.via, at: change.at });
  return [...latest.values()];
};
