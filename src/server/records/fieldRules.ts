import { storedFields, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import { evaluate, variablesOf } from '../../shared/jsonLogic.ts';
import { isEmpty } from '../validation.ts';
import { fieldMessage } from '../validation.ts';
import type { FieldProblem } from './errors.ts';
import type { Row } from '../operations/handlerTypes.ts';

/**
 * What a field rule reads: each field by name, its stored value with this write's new values over it
 * (references by id, instants as ISO strings, so that a stored and a new one compare as the console's do).
 */
export const ruleRecord = (type: NormalizedType, row: Row | null, columns: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    // Computed fields are not in a row; check:metadata refuses a write rule that reads one (M208).
    storedFields(type).map((f) => {
      const value = Object.hasOwn(columns, f.column) ? columns[f.column] : (row?.[f.column] ?? null);
      return [f.name, value instanceof Date ? value.toISOString() : value];
    }),
  );

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A change to a field whose `lockedWhen` holds for the record as it is (the console disables the input):
 * refused with the rule's message. Writing the value a row already has is not a change. Applies to every
 * write of stored rows: the generated update and a declared operation's `set`.
 */
export const lockProblems = (type: NormalizedType, fields: NormalizedField[], columns: Record<string, unknown>, targets: Row[]): FieldProblem[] =>
  fields.flatMap(({ name, column, lockedWhen }) => {
    const changesLocked = (row: Row) => evaluate(lockedWhen!.when, ruleRecord(type, row, {})) && !sameValue(row[column], columns[column]);
    return lockedWhen && targets.some(changesLocked) ? [{ field: name, message: lockedWhen.message }] : [];
  });

/**
 * The console's field rules, refused on the server too: a value for a field whose `visibleWhen` does not
 * hold for the record as it would be (the console hides the input), and a change to a locked field.
 * `targets` are the rows an update writes, or [null] for a create.
 */
export const fieldRuleProblems = (
  type: NormalizedType,
  givenFields: NormalizedField[],
  columns: Record<string, unknown>,
  targets: (Row | null)[],
): FieldProblem[] => {
  const hidden = givenFields.filter(
    (field) => field.visibleWhen !== undefined && targets.some((row) => !evaluate(field.visibleWhen, ruleRecord(type, row, columns))),
  );
  const shown = givenFields.filter((field) => !hidden.includes(field));
  const rows = targets.filter((row): row is Row => row !== null);
  // A rule is judged when this write touches its field or what its condition reads (a create touches all).
  const touched = new Set(type.fields.filter((f) => Object.hasOwn(columns, f.column)).map((f) => f.name));
  const judged = type.fields.filter(
    (f) => f.requiredWhen !== undefined && (targets.includes(null) || touched.has(f.name) || variablesOf(f.requiredWhen).some((v) => touched.has(v))),
  );
  return [
    ...hidden.map((field) => ({ field: field.name, message: fieldMessage(field.label, 'does not apply to this record, so it cannot be set') })),
    ...lockProblems(type, shown, columns, rows),
    ...requiredWhenProblems(
      judged,
      targets.map((row) => ruleRecord(type, row, columns)),
    ),
  ];
};

/**
 * The one check of `requiredWhen` (records and operation arguments alike): a field whose condition holds
 * for one of the records as they would be (read by field name) and that is empty there is required.
 */
export const requiredWhenProblems = (fields: NormalizedField[], records: Record<string, unknown>[]): FieldProblem[] =>
  fields
    .filter((f) => f.requiredWhen !== undefined && records.some((record) => evaluate(f.requiredWhen, record) && isEmpty(record[f.name])))
    .map((f) => ({ field: f.name, message: fieldMessage(f.label, 'is required') }));
