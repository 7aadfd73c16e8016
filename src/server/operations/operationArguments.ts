import type { NormalizedCustomOperation } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import { attributeName } from '../../shared/naming.ts';
import { FIELD_CHECKS, fieldMessage, isEmpty } from '../validation.ts';
import { invalidInput, type FieldProblem } from '../records/errors.ts';
import { referenceProblems, type ReferenceValue } from '../records/write.ts';

/**
 * An operation's own arguments, checked like record fields (the same field-type checks, defaults,
 * required rule and readable references); returns them by argument name, or throws every problem at once.
 */
export const checkArguments = async (ctx: RequestContext, db: Db, operation: NormalizedCustomOperation, input: Record<string, unknown>) => {
  const problems: FieldProblem[] = [];
  const references: ReferenceValue[] = [];
  const args: Record<string, unknown> = {};
  for (const field of operation.arguments) {
    const key = attributeName(field);
    const raw = Object.hasOwn(input, key) ? input[key] : field.default;
    const problem = (message: string) => problems.push({ field: field.name, message: fieldMessage(field.label, message) });
    if (isEmpty(raw)) {
      if (field.required) problem('is required');
      else args[field.name] = null;
      continue;
    }
    const checked = FIELD_CHECKS[field.type](raw, field);
    if (!checked.ok) {
      problem(checked.message);
      continue;
    }
    args[field.name] = checked.value;
    if (field.type === 'reference') references.push({ field, ids: [checked.value as number] });
    if (field.type === 'references') references.push({ field, ids: checked.value as number[] });
  }
  problems.push(...(await referenceProblems(ctx, db, references)));
  if (problems.length) throw invalidInput(problems);
  return args;
};
