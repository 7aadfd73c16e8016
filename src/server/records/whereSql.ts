import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FieldType } from '../../generated/metadataTypes.ts';
import type { JsonLogic } from '../../metadata/jsonLogic.ts';
import {
  parseSqlCondition,
  UntranslatableCondition,
  type Literal,
  type Operand,
  type SqlCondition,
  type Truthiness,
} from '../../metadata/sqlCondition.ts';

const IMPLICIT_COLUMN_NAMES: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

/**
 * JSON Logic truth per kind of column ("", 0, false, null and [] are false, as json-logic-js has it), and its
 * negation, as plain predicates on the column the planner can estimate from its statistics and an index can
 * serve: `completed_at IS NOT NULL`, `cancelled IS NOT TRUE`, never a cast or a coalesce around the column.
 */
const TRUTHY: Record<Truthiness, (col: RawBuilder<unknown>, negated: boolean) => RawBuilder<boolean>> = {
  text: (col, negated) => (negated ? sql<boolean>`(${col} IS NULL OR ${col} = '')` : sql<boolean>`(${col} IS NOT NULL AND ${col} <> '')`),
  number: (col, negated) => (negated ? sql<boolean>`(${col} IS NULL OR ${col} = 0)` : sql<boolean>`(${col} IS NOT NULL AND ${col} <> 0)`),
  boolean: (col, negated) => (negated ? sql<boolean>`(${col} IS NOT TRUE)` : sql<boolean>`(${col} IS TRUE)`),
  present: (col, negated) => (negated ? sql<boolean>`(${col} IS NULL)` : sql<boolean>`(${col} IS NOT NULL)`),
  list: (col, negated) =>
    negated ? sql<boolean>`(${col} IS NULL OR cardinality(${col}) = 0)` : sql<boolean>`(${col} IS NOT NULL AND cardinality(${col}) > 0)`,
};

/** JavaScript's reading of an ordering comparison, which json-logic-js applies as it is. */
const JS_ORDER = {
  '<': (a: number, b: number) => a < b,
  '>': (a: number, b: number) => a > b,
  '<=': (a: number, b: number) => a <= b,
  '>=': (a: number, b: number) => a >= b,
} as const;

/** The comparison that holds exactly when `op` does not (SQL's, on two present values). */
const CONVERSE = { '<': '>=', '>': '<=', '<=': '>', '>=': '<' } as const;

/** The field types of a type's columns, as the condition parser checks them. */
export const conditionFields = (type: NormalizedType): Record<string, FieldType> => Object.fromEntries(type.fields.map((f) => [f.name, f.type]));

/**
 * Translates the JSON Logic of a filter option or scope into SQL over the row's columns, so the server
 * filters with the same rule the metadata states. parseSqlCondition refuses every rule it cannot
 * translate exactly (npm run check:metadata runs the same parser, M502), so this never guesses.
 * The SQL selects exactly the rows json-logic-js accepts (tests/server/conditionSql.test.ts checks every
 * declared scope and filter option against it on seeded rows); only an ordering comparison of two fields
 * where one is empty takes SQL's reading (false) rather than JavaScript's (null as 0).
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
  // A required field's column is NOT NULL (the generator's DDL), as are the implicit ones.
  const nullable = (o: Operand) => 'field' in o && type.fields.some((f) => f.name === o.field && !f.required);
  /** `expression`, or any of the `operands`' fields that may be empty is: `(a <> $1 OR a IS NULL)`. */
  const orEmpty = (expression: RawBuilder<boolean>, operands: Operand[]): RawBuilder<boolean> => {
    const empty = operands.filter(nullable).map((o) => sql<boolean>`${operand(o)} IS NULL`);
    return empty.length ? sql<boolean>`(${sql.join([expression, ...empty], sql` OR `)})` : expression;
  };
  /**
   * Negation is pushed down to the leaves (De Morgan), so no NOT or coalesce hides a column from the planner.
   * A positive leaf may be NULL where a field is empty: with no NOT above it, NULL selects nothing, as false
   * does. A negated leaf is true where JSON Logic's "!" of the positive one is (an empty field included).
   */
  const render = (c: SqlCondition, negated: boolean): RawBuilder<boolean> => {
    switch (c.kind) {
      case 'constant':
        return sql<boolean>`${sql.lit(c.value !== negated)}`;
      case 'truthy':
        return TRUTHY[c.truthiness](column(c.field), negated);
      case 'not':
        return render(c.condition, !negated);
      case 'and':
      case 'or': {
        const joiner = (c.kind === 'and') !== negated ? ' AND ' : ' OR ';
        return sql<boolean>`(${sql.join(
          c.conditions.map((inner) => render(inner, negated)),
          sql.raw(joiner),
        )})`;
      }
      case 'isNull':
        return sql<boolean>`(${column(c.field)} IS ${sql.raw(c.negated !== negated ? 'NOT ' : '')}NULL)`;
      case 'equal':
      case 'notEqual': {
        const sides = [c.left, c.right];
        const bothFields = 'field' in c.left && 'field' in c.right;
        if ((c.kind === 'equal') !== negated)
          // Two fields that are both empty are equal in JSON Logic; a literal is never null here.
          return bothFields
            ? sql<boolean>`(${operand(c.left)} IS NOT DISTINCT FROM ${operand(c.right)})`
            : sql<boolean>`(${operand(c.left)} = ${operand(c.right)})`;
        return bothFields
          ? sql<boolean>`(${operand(c.left)} IS DISTINCT FROM ${operand(c.right)})`
          : orEmpty(sql<boolean>`(${operand(c.left)} <> ${operand(c.right)})`, sides);
      }
      case 'order': {
        const compared = sql<boolean>`(${operand(c.left)} ${sql.raw(negated ? CONVERSE[c.op] : c.op)} ${operand(c.right)})`;
        // Field with literal: an empty field is what JavaScript's < makes of null (0 against a number), worked
        // out here, so the empty rows are added by an IS NULL or left out. Two fields: an empty one makes the
        // comparison false (SQL's reading; no declared rule compares two fields by order).
        if ('field' in c.left && 'field' in c.right) return negated ? orEmpty(compared, [c.left, c.right]) : compared;
        const literal = Number('value' in c.left ? c.left.value : (c.right as { value: Literal }).value);
        const emptyHolds = 'value' in c.left ? JS_ORDER[c.op](literal, 0) : JS_ORDER[c.op](0, literal);
        return emptyHolds !== negated ? orEmpty(compared, [c.left, c.right]) : compared;
      }
      case 'in':
        return negated
          ? orEmpty(sql<boolean>`(${column(c.field)} <> ALL(${sql.val(c.values)}))`, [{ field: c.field }])
          : sql<boolean>`(${column(c.field)} = ANY(${sql.val(c.values)}))`;
    }
  };
  return render(condition, false);
};
