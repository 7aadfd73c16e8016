import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { evaluate, variablesOf } from '../../metadata/jsonLogic.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import { fieldMessage } from '../fieldTypes/validation.ts';
import type { FieldProblem } from '../errors.ts';
import { readThrough } from '../../shared/ruleReferences.ts';
import { NO_READ_THROUGH, storedRecord, type ReadThrough } from './referencedRecords.ts';
import { maskedFields, seesMasked } from '../access/fieldMasks.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Row } from '../db/row.ts';
import { identifiesRecord, identifyingFieldMessage } from '../../metadata/identifyingFields.ts';

/**
 * What a field rule reads: each field by name, its stored value with this write's new values over it
 * (references by id, instants as ISO strings, so that a stored and a new one compare as the console's do),
 * and the records of the references the rules read through (`reading`, loaded by loadReadThrough).
 */
export const ruleRecord = (type: NormalizedType, row: Row | null, columns: Record<string, unknown>, reading: ReadThrough = NO_READ_THROUGH) =>
  readThrough(storedRecord(type, { ...row, ...columns }), reading.fields, reading.records);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A change to a field whose `lockedWhen` holds for the record as it is (the console disables the input):
 * refused with the rule's message. Writing the value a row already has is not a change. Applies to every
 * write of stored rows: the generated update and a declared operation's `set`.
 */
export const lockProblems = (
  type: NormalizedType,
  fields: NormalizedField[],
  columns: Record<string, unknown>,
  targets: Row[],
  reading: ReadThrough = NO_READ_THROUGH,
): FieldProblem[] =>
  fields.flatMap(({ name, column, lockedWhen }) => {
    const changesLocked = (row: Row) => evaluate(lockedWhen!.when, ruleRecord(type, row, {}, reading)) && !sameValue(row[column], columns[column]);
    return lockedWhen && targets.some(changesLocked) ? [{ field: name, message: lockedWhen.message }] : [];
  });

/** The fields a write touches, by name: those it gives a column (a create gives them all). */
const touchedFields = (type: NormalizedType, columns: Record<string, unknown>) =>
  new Set(type.fields.filter((f) => Object.hasOwn(columns, f.column)).map((f) => f.name));

/** Whether a rule of a field is judged: on a create, or when the write touches the field or what the rule reads (a reference it reads through included). */
const judged = (field: NormalizedField, rule: unknown, touched: Set<string>, creating: boolean) =>
  creating || touched.has(field.name) || variablesOf(rule).some((v) => touched.has(v.split('.')[0]));

/**
 * The console's field rules, refused on the server too: a value for a field whose `visibleWhen` does not
 * hold for the record as it would be (the console hides the input), a change to a locked field, a value
 * other than a `fixedWhen` rule's, an empty field `requiredWhen` asks for, and a value for a field that
 * identifies each record written to several at once (the batch edit does not offer it). `targets` are the
 * rows an update writes, or [null] for a create. A fixed field the write leaves out is written here (see fixedValueProblems).
 */
export const fieldRuleProblems = (
  type: NormalizedType,
  givenFields: NormalizedField[],
  columns: Record<string, unknown>,
  targets: (Row | null)[],
  reading: ReadThrough = NO_READ_THROUGH,
): FieldProblem[] => {
  const touched = touchedFields(type, columns);
  const creating = targets.includes(null);
  const fixed = fixedValueProblems(type, givenFields, columns, targets, reading, touched);
  const hidden = givenFields.filter(
    (field) => field.visibleWhen !== undefined && targets.some((row) => !evaluate(field.visibleWhen, ruleRecord(type, row, columns, reading))),
  );
  const shown = givenFields.filter((field) => !hidden.includes(field));
  const rows = targets.filter((row): row is Row => row !== null);
  const requiredJudged = type.fields.filter((f) => f.requiredWhen !== undefined && judged(f, f.requiredWhen, touched, creating));
  const identifying = targets.length > 1 ? givenFields.filter((field) => identifiesRecord(type, field)) : [];
  return [
    ...identifying.map((field) => ({ field: field.name, message: identifyingFieldMessage(type, field) })),
    ...hidden.map((field) => ({ field: field.name, message: fieldMessage(field.label, 'does not apply to this record, so it cannot be set') })),
    ...fixed,
    ...lockProblems(type, shown, columns, rows, reading),
    ...requiredWhenProblems(
      requiredJudged,
      targets.map((row) => ruleRecord(type, row, columns, reading)),
    ),
  ];
};

/**
 * `fixedWhen` (a camera's H.265 capture is off unless its model supports H.265): where the rule holds for
 * a record as it would be, the field holds the rule's value. A value given for it that differs is refused
 * with the rule's message; a field the write leaves out (a create's default, an update changing what the
 * rule reads) is written with the value, into `columns`, when the rule holds for every target, and refused
 * when it holds for some whose stored value differs (one batch write cannot give them different values).
 * Judged when the write touches the field or what the rule reads (a create touches all).
 */
export const fixedValueProblems = (
  type: NormalizedType,
  givenFields: NormalizedField[],
  columns: Record<string, unknown>,
  targets: (Row | null)[],
  reading: ReadThrough,
  touched = touchedFields(type, columns),
): FieldProblem[] =>
  type.fields.flatMap((field) => {
    const rule = field.fixedWhen;
    if (!rule || !judged(field, rule.when, touched, targets.includes(null))) return [];
    const holds = targets.map((row) => evaluate(rule.when, ruleRecord(type, row, columns, reading)));
    if (!holds.some(Boolean)) return [];
    const problem = [{ field: field.name, message: rule.message }];
    if (givenFields.includes(field)) return sameValue(columns[field.column], rule.value) ? [] : problem;
    const differs = targets.filter((row, i) => holds[i] && !sameValue(ruleRecord(type, row, columns)[field.name], rule.value));
    if (!differs.length) return [];
    if (holds.every(Boolean)) {
      columns[field.column] = rule.value;
      return [];
    }
    return problem;
  });

/**
 * The one check of `requiredWhen` (records and operation arguments alike): a field whose condition holds
 * for one of the records as they would be (read by field name) and that is empty there is required.
 */
export const requiredWhenProblems = (fields: NormalizedField[], records: Record<string, unknown>[]): FieldProblem[] =>
  fields
    .filter((f) => f.requiredWhen !== undefined && records.some((record) => evaluate(f.requiredWhen, record) && isEmpty(record[f.name])))
    .map((f) => ({ field: f.name, message: fieldMessage(f.label, 'is required') }));

/**
 * A masked field (`maskedBy`) set or changed by someone who reads it masked, on a record where its flag
 * is on (src/server/access/fieldMasks.ts): refused, as the console disables the input. Clearing it is a
 * change too; a create that leaves it empty is not.
 */
export const maskedValueProblems = (
  type: NormalizedType,
  columns: Record<string, unknown>,
  targets: (Row | null)[],
  reading: ReadThrough,
  viewer: Viewer | null,
): FieldProblem[] =>
  seesMasked(viewer)
    ? []
    : maskedFields(type)
        .filter((f) => Object.hasOwn(columns, f.column))
        .flatMap((f) => {
          const changes = (row: Row | null) =>
            (row ? !sameValue(row[f.column], columns[f.column]) : columns[f.column] != null) &&
            evaluate({ var: f.maskedBy! }, ruleRecord(type, row, columns, reading));
          return targets.some(changes)
            ? [{ field: f.name, message: `${f.label} is masked for this record: only a platform admin may set or change it` }]
            : [];
        });
