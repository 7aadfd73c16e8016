/**
 * The CONFLICT answer of a write from a stale lockVersion (docs/operations.md): the server builds it
 * (src/server/operations/lockVersions.ts) and the console's conflict panel reads it.
 */

/** One audited change made since the user's version: who, when, through what, and each field's before and after. */
export interface ChangeSince {
  by: string | null;
  at: string;
  via: string;
  changes: Record<string, [unknown, unknown]>;
}

/** A record the user saw at an older version, with the changes made since. */
export interface Conflict {
  id: number;
  seenVersion: number;
  lockVersion: number;
  name: string;
  changes: ChangeSince[];
}
