import type { NormalizedField } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import type { Viewer } from '../auth/viewer.ts';
import { accessFor, allowedIds } from '../access/ownership.ts';
import { checkValue, fieldMessage } from '../fieldTypes/validation.ts';
import type { FieldProblem } from '../errors.ts';

/** The ids a reference field (or operation argument) names, for the readability check. */
export interface ReferenceValue {
  field: NormalizedField;
  ids: number[];
}

/**
 * What a write gathers while it checks the values of record fields or operation arguments: every problem
 * (so one error names them all) and the records its references name, checked together at the end.
 */
export class ValueChecks {
  readonly problems: FieldProblem[] = [];
  readonly references: ReferenceValue[] = [];

  problem(field: NormalizedField, message: string): void {
    this.problems.push({ field: field.name, message: fieldMessage(field.label, message) });
  }

  /** A non-empty value checked by its field type: the value to store, or undefined once the problem is noted. */
  check(field: NormalizedField, raw: unknown): { value: unknown } | undefined {
    const checked = checkValue(field, raw);
    if (!checked.ok) {
      this.problem(field, checked.message);
      return undefined;
    }
    if (field.type === 'reference') this.references.push({ field, ids: [checked.value as number] });
    if (field.type === 'references') this.references.push({ field, ids: checked.value as number[] });
    return { value: checked.value };
  }

  /**
   * A reference must exist and be readable by the viewer: nobody links a record into another organisation.
   * One query per referenced type; adds to the problems.
   */
  async checkReferences(ctx: { registry: ServerRegistry; viewer: Viewer | null }, db: Db): Promise<void> {
    for (const { field, ids: wanted } of this.references) {
      const target = ctx.registry.types[field.typename!];
      const found = await allowedIds(db, ctx.registry, target, accessFor(ctx.viewer, target, 'read'), wanted);
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length)
        this.problems.push({ field: field.name, message: `${field.label}: no ${target.label.singular} with id ${missing.join(', ')}` });
    }
  }
}
