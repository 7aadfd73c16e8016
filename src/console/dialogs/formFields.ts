import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';
import { identifiesRecord } from '../../metadata/identifyingFields.ts';

export type DialogMode = 'create' | 'update' | 'batch';

/** A field as a dialog shows it: locked-on-edit fields stay visible but cannot change. */
export interface DialogField {
  field: NormalizedField;
  disabled: boolean;
  /** The value a `fixedWhen` rule holds the field at for the records as they would be (shown, disabled). */
  fixed?: { value: unknown };
}

/**
 * The fields of an action's dialog, in the action's order: never read-only ones, admin-only ones for
 * platform admins only (the server refuses them from others anyway), in a batch edit no field that
 * identifies each record (a camera's ID, a court's name: metadata/identifyingFields.ts), locked-on-edit
 * ones disabled unless creating, and ones whose `lockedWhen` holds for any of the records edited (as the
 * server rules). An operation's arguments (no `display`) are all asked for.
 */
export const dialogFieldsOf = (
  type: Pick<NormalizedType, 'fields'> & Partial<Pick<NormalizedType, 'display'>>,
  names: string[],
  mode: DialogMode,
  isAdmin: boolean,
  records: Record<string, unknown>[] = [],
): DialogField[] =>
  names
    .map((name) => type.fields.find((f) => f.name === name))
    .filter((f): f is NormalizedField => f !== undefined && !f.readOnly && (!f.adminOnly || isAdmin))
    .filter((f) => mode !== 'batch' || !type.display || !identifiesRecord({ display: type.display }, f))
    // Platform admins read and change masked fields as they are.
    .map((field) => (isAdmin && field.maskedBy !== undefined ? { ...field, maskedBy: undefined } : field))
    .map((field) => ({ field, disabled: mode !== 'create' && (Boolean(field.lockedOnEdit) || isLocked(field, records)) }));

/** Whether a field's lockedWhen holds for one of the records (read by field name, references by id). */
const isLocked = (field: NormalizedField, records: Record<string, unknown>[]): boolean =>
  field.lockedWhen !== undefined && records.some((record) => evaluate(field.lockedWhen!.when, ruleValues(record)));

/** A record as rules read it: a reference ({ id, readminName }) by its id, as the server does. */
export const ruleValues = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v && typeof v === 'object' && 'id' in v ? Number((v as { id: unknown }).id) : v]));

/** The labels of the fields a batch edit of `names` leaves out because each identifies its record (dialogFieldsOf). */
export const identifyingLabelsOf = (type: Pick<NormalizedType, 'fields' | 'display'>, names: string[]): string[] =>
  names
    .map((name) => type.fields.find((f) => f.name === name))
    .filter((f): f is NormalizedField => f !== undefined && !f.readOnly && identifiesRecord(type, f))
    .map((f) => f.label);
