import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';
import { exposedFields } from '../../metadata/sdl/sdl.ts';

/**
 * The fields of a type a viewer may read: never write-only ones (passwords), and admin-only ones for
 * platform admins only. Every way a value leaves the server (fields, attribute entries, CSV exports,
 * audit history) filters through this one rule.
 */
export const readableFields = (type: NormalizedType, viewer: Viewer | null): NormalizedField[] =>
  exposedFields(type).filter((f) => !f.adminOnly || Boolean(viewer?.isAdmin));

export const mayReadField = (field: NormalizedField, viewer: Viewer | null): boolean =>
  !field.writeOnly && (!field.adminOnly || Boolean(viewer?.isAdmin));
