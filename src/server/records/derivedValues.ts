import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { noValueOf } from '../../metadata/fieldTypes.ts';
import { valueOf } from '../../metadata/jsonLogic.ts';
import { attributeName } from '../../metadata/naming.ts';
import { fileNameStem } from '../../shared/uploadRules.ts';
import type { Viewer } from '../auth/viewer.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import type { ValueChecks } from './fieldValues.ts';
import type { Row } from '../db/row.ts';
import { ruleUser } from '../access/ruleUser.ts';

/**
 * The value a create (or an operation) takes for a field it leaves out: its `default`, or its `defaultFrom`
 * read from the signed-in user (a preview email goes to the caller's own address), as the dialog opens with.
 */
export const defaultOf = (field: NormalizedField, viewer: Viewer | null | undefined): unknown =>
  field.defaultFrom !== undefined ? (viewer ? valueOf(field.defaultFrom, { user: ruleUser(viewer) }) : undefined) : field.default;

/** The file name of a new upload ({ name, base64, size }), or null for anything else. */
const uploadName = (value: unknown): string | null => {
  const upload = value as { name?: unknown; base64?: unknown } | null;
  return typeof upload?.name === 'string' && typeof upload.base64 === 'string' ? upload.name : null;
};

/**
 * `defaultFromFileName` (an ad asset's name): a write that uploads a file and leaves the named field empty
 * (given empty, left out of a create, or empty on every record an update changes) names it after the file,
 * without its extension, as the dialog does when the file is chosen. Answers the attributes to check.
 */
export const withFileNameDefaults = (
  type: NormalizedType,
  attributes: Record<string, unknown>,
  mode: 'create' | 'update',
  targets: Row[],
): Record<string, unknown> => {
  const filled = { ...attributes };
  for (const field of type.fields.filter((f) => f.defaultFromFileName !== undefined)) {
    const file = type.fields.find((f) => f.name === field.defaultFromFileName)!;
    const name = uploadName(attributes[attributeName(file)]);
    const key = attributeName(field);
    const empty = Object.hasOwn(attributes, key) ? isEmpty(attributes[key]) : mode === 'create' || targets.every((t) => isEmpty(t[field.column]));
    if (name !== null && empty && fileNameStem(name) !== '') filled[key] = fileNameStem(name);
  }
  return filled;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `clearedBy` (an ad asset's upload goes when its asset type changes): an update that changes one of the
 * named fields on some record and leaves this field out empties it, as the dialog does; a required field
 * then asks for a new value. A create has nothing to clear: the dialog's clearing happens before it.
 */
export const clearByChanges = (
  type: NormalizedType,
  attributes: Record<string, unknown>,
  columns: Record<string, unknown>,
  targets: Row[],
  checks: ValueChecks,
): void => {
  for (const field of type.fields.filter((f) => f.clearedBy !== undefined && !Object.hasOwn(attributes, attributeName(f)))) {
    const changed = type.fields.filter(
      (f) => field.clearedBy!.includes(f.name) && Object.hasOwn(columns, f.column) && targets.some((t) => !sameValue(t[f.column], columns[f.column])),
    );
    if (!changed.length) continue;
    const none = noValueOf(field.type);
    if (field.required) checks.problem(field, `is required: changing ${changed.map((f) => f.label).join(' and ')} clears it`);
    else if (!('problem' in none)) columns[field.column] = none.value;
  }
};
