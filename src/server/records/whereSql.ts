import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FieldType } from '../../metadata/types.generated.ts';
import type { JsonLogic } from '../../shared/jsonLogic.ts';
import { parseSqlCondition, UntranslatableCondition, type Operand, type SqlCondition, type Truthiness } from '../../metadata/sqlCondition.ts';

const IMPLICIT_COLUMN_NAMES: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

/** JSON Logic truth per kind of column: "", 0, false, null and [] are false, as json-logic-js has it. */
const TRUTHY: Record<Truthiness, (col: RawBuilder<unknown>) => RawBuilder<boolean>> = {
  text: (col) => sql<boolean>`coalesce(${col} <> '', false)`,
  number: (col) => sql<boolean>`coalesce(${col} <> 0, false)`,
  boolean: (col) => sql<boolean>`coalesce(${col}, false)`,
  present: (col) => sql<boolean>`(${col} IS NOT NULL)`,
  list: (col) => sql<boolean>`coalesce(cardinality(${col}) > 0, false)`,
};

/** The field types of a type's columns, as the condition parser checks them. */
export const conditionFields = (type: NormalizedType): Record<string, FieldType> => Object.fromEntries(type.fields.map((f) => [f.name, f.type]));

/**
 * Translates the JSON Logic of a filter option or scope into SQL over the row's columns, so the server
 * filters with the same rule the metadata states. parseSqlCondition refuses every rule it cannot
 * translate exactly (npm run check:metadata runs the same parser, M502), so this never guesses.
 *
 * Ordering comparisons with an empty field are false, as SQL has it (JSON Logic would read null as 0);
 * these rules run only here, never in the console, so there is no second reading to disagree with.
 */
export const whereSql = (type: NormalizedType, rule: JsonLogic, alias = 't'): RawBuilder<boolean> => {
  let condition: SqlCondition;
  try {
    condition = parseSqlCondition(rule, conditionFields(type), type.typename);
  } catch (e) {
    if (e instanceof UntranslatableCondition) throw new Error(`${type.typename}: list condition at ${e.at || '(root)'}: ${e.message}`, { cause: e });
    throw e;
  }
  const column = (field: string) => {
    const name = IMPLICIT_COLUMN_NAMES[field] ?? type.fields.find((f) => f.name === field)!.column;
    return sql.ref(`${alias}.${name}`);
  };
  const operand = (o: Operand) => ('field' in o ? column(o.field) : sql.val(o.value));
  const render = (c: SqlCondition): RawBuilder<boolean> => {
    switch (c.kind) {
      case 'constant':
        return sql<boolean>`${sql.lit(c.value)}`;
      case 'truthy':
        return TRUTHY[c.truthiness](column(c.field));
      case 'not':
        // NOT of an unknown (a comparison with an empty field) must be true, as JSON Logic's "!" is.
        return sql<boolean>`NOT coalesce(${render(c.condition)}, false)`;
      case 'and':
      case 'or':
        return sql<boolean>`(${sql.join(c.conditions.map(render), sql.raw(c.kind === 'and' ? ' AND ' : ' OR '))})`;
      case 'isNull':
        return sql<boolean>`(${column(c.field)} IS ${sql.raw(c.negated ? 'NOT ' : '')}NULL)`;
      case 'equal':
        // Two fields that are both empty are equal in JSON Logic; a literal is never null here.
        return 'field' in c.left && 'field' in c.right
          ? sql<boolean>`(${operand(c.left)} IS NOT DISTINCT FROM ${operand(c.right)})`
          : sql<boolean>`(${operand(c.left)} = ${operand(c.right)})`;
      case 'notEqual':
        return sql<boolean>`(${operand(c.left)} IS DISTINCT FROM ${operand(c.right)})`;
      case 'order':
        return sql<boolean>`(${operand(c.left)} ${sql.raw(c.op)} ${operand(c.right)})`;
      case 'in':
        return sql<boolean>`(${column(c.field)} = ANY(${sql.val(c.values)}))`;
    }
  };
  return render(condition);
};
