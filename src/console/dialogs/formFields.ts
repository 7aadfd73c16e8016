import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';

export type DialogMode = 'create' | 'update' | 'batch';

/** A field as a dialog shows it: locked-on-edit fields stay visible but cannot change. */
export interface DialogField {
  field: NormalizedField;
  disabled: boolean;
}

/**
 * The fields of an action's dialog, in the action's order: never read-only ones, admin-only ones for
 * platform admins only (the server refuses them from others anyway), locked-on-edit ones disabled
 * unless creating.
 */
export const dialogFieldsOf = (type: Pick<NormalizedType, 'fields'>, names: string[], mode: DialogMode, isAdmin: boolean): DialogField[] =>
  names
    .map((name) => type.fields.find((f) => f.name === name))
    .filter((f): f is NormalizedField => f !== undefined && !f.readOnly && (!f.adminOnly || isAdmin))
    .map((field) => ({ field, disabled: mode !== 'create' && Boolean(field.lockedOnEdit) }));
