import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { evaluate } from '../../shared/jsonLogic.ts';
import { fieldMessage } from '../validation.ts';
import type { FieldProblem } from './errors.ts';
import type { Row } from '../operations/handlerTypes.ts';

/** What a field rule reads: each field by name, its stored value with this write's new values over it (references by id). */
const ruleRecord = (type: NormalizedType, row: Row | null, columns: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(type.fields.map((f) => [f.name, Object.hasOwn(columns, f.column) ? columns[f.column] : (row?.[f.column] ?? null)]));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The console's field rules, refused on the server too: a value for a field whose `visibleWhen` does not
 * hold for the record as it would be (the console hides the input), and a change to a field whose
 * `lockedWhen` holds for the record as it is (the console disables the input). `targets` are the rows an
 * update writes, or [null] for a create.
 */
export const fieldRuleProblems = (
  type: NormalizedType,
  givenFields: NormalizedField[],
  columns: Record<string, unknown>,
  targets: (Row | null)[],
): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  for (const field of givenFields) {
    const hidden = field.visibleWhen !== undefined && targets.some((row) => !evaluate(field.visibleWhen, ruleRecord(type, row, columns)));
    if (hidden) {
      problems.push({ field: field.name, message: fieldMessage(field.label, 'does not apply to this record, so it cannot be set') });
      continue;
    }
    const { lockedWhen } = field;
    const locked =
      lockedWhen &&
      targets.some(
        (row) => row !== null && evaluate(lockedWhen.when, ruleRecord(type, row, {})) && !sameValue(row[field.column], columns[field.column]),
      );
    if (locked) problems.push({ field: field.name, message: lockedWhen.message });
  }
  return problems;
};
