import { ownEntry, type NormalizedType } from '../../metadata/normalized.ts';
import type { AfterUpdate, BeforeCreate, Extensions } from '../context.ts';

/** The installed beforeCreate hook of the type, if a feature gives one. */
export const beforeCreateHook = (extensions: Extensions, type: NormalizedType): BeforeCreate | undefined =>
  ownEntry(extensions.beforeCreate, type.typename);

/** The installed afterUpdate hook of the type, if a feature gives one. */
export const afterUpdateHook = (extensions: Extensions, type: NormalizedType): AfterUpdate | undefined =>
  ownEntry(extensions.afterUpdate, type.typename);
