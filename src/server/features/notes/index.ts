import type { Feature } from '../../feature.ts';
import { beforeCreateNote } from './noteHooks.ts';

/** System Notes on any record (spec 002 §2.8): a note takes its record's organisation, so exactly its admins see it. */
export const notes: Feature = {
  name: 'notes',
  hooks: { beforeCreate: { Note: beforeCreateNote } },
};
