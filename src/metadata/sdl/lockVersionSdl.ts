/** The versions the user saw, on the writes that target records (src/server/operations/lockVersions.ts). */
export const LOCK_VERSION_LINE =
  '  "The record\'s lockVersion as the user saw it: a change made since is refused with CONFLICT. Left out, the write applies whatever changed."\n  lockVersion: Int';
export const LOCK_VERSIONS_LINE =
  '  "Each record\'s lockVersion as the user saw it: a change made since to any is refused with CONFLICT. A record left out is written whatever changed."\n  lockVersions: [LockVersionInput!]';
