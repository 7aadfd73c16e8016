import type { NormalizedCustomOperation } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RequestContext } from '../context.ts';
import { attributeName } from '../../metadata/naming.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import { noValueOf } from '../../metadata/fieldTypes.ts';
import { invalidInput } from '../errors.ts';
import { ValueChecks } from '../records/fieldValues.ts';
import { requiredWhenProblems } from '../records/fieldRules.ts';
import { defaultOf } from '../records/derivedValues.ts';

/**
 * An operation's own arguments, checked like record fields (the same field-type checks, defaults (`defaultFrom` too),
 * required rule and readable references); returns them by argument name, or throws every problem at once.
 * The dialog's rules hold too: an `adminOnly` argument is given by platform admins only, and one whose
 * `visibleWhen` does not hold over the arguments (the dialog hides it) is not given at all.
 * (`readOnly`, `lockedOnEdit` and `lockedWhen` describe stored fields: npm run check:metadata refuses them
 * on arguments, M611.)
 */
export const checkArguments = async (ctx: RequestContext, db: Db, operation: NormalizedCustomOperation, input: Record<string, unknown>) => {
  const checks = new ValueChecks();
  const args: Record<string, unknown> = {};
  const given = operation.arguments.filter((field) => Object.hasOwn(input, attributeName(field)));
  for (const field of operation.arguments) {
    const key = attributeName(field);
    const raw = Object.hasOwn(input, key) ? input[key] : defaultOf(field, ctx.viewer);
    if (field.adminOnly && given.includes(field) && !ctx.viewer?.isAdmin) {
      checks.problem(field, 'may only be set by a platform admin');
      continue;
    }
    if (isEmpty(raw)) {
      // As for a record's field: an operation that sets a column must not set it to what the column refuses.
      const none = noValueOf(field.type);
      if (field.required) checks.problem(field, 'is required');
      else if ('problem' in none) checks.problem(field, none.problem);
      else args[field.name] = none.value;
      continue;
    }
    const checked = checks.check(field, raw);
    if (checked) args[field.name] = checked.value;
  }
  // Judged once every argument is checked, over their values as the operation will see them.
  for (const field of given.filter((f) => Object.hasOwn(args, f.name) && !evaluate(f.visibleWhen, args))) {
    checks.problem(field, 'does not apply with the other values given, so it cannot be set');
  }
  const withValues = Object.fromEntries(operation.arguments.map((f) => [f.name, args[f.name] ?? null]));
  for (const problem of requiredWhenProblems(operation.arguments, [withValues])) checks.problems.push(problem);
  await checks.checkReferences(ctx, db);
  if (checks.problems.length) throw invalidInput(checks.problems);
  return args;
};
