import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { JsonLogic } from '../../shared/jsonLogic.ts';

const COMPARISONS: Record<string, string> = { '==': '=', '===': '=', '!=': '<>', '!==': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };

/**
 * Translates the JSON Logic of a filter option or scope into SQL over the row's columns, so the server
 * filters with the same rule the metadata states. Only the operators below are supported; anything else
 * is a metadata error caught here, not silently ignored.
 */
export const whereSql = (type: NormalizedType, rule: JsonLogic, alias = 't'): RawBuilder<boolean> => {
  if (typeof rule === 'boolean') return sql<boolean>`${sql.lit(rule)}`;
  const [op, rawArgs] = Object.entries(rule)[0];
  const args = Array.isArray(rawArgs) ? rawArgs : [rawArgs];
  const operand = (a: unknown): RawBuilder<unknown> => {
    if (a && typeof a === 'object' && 'var' in a) {
      const name = String((a as { var: unknown }).var);
      const implicit: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };
      const column = implicit[name] ?? type.fields.find((f) => f.name === name)?.column;
      if (!column) throw new Error(`${type.typename}: condition reads unknown field '${name}'`);
      return sql.ref(`${alias}.${column}`);
    }
    return sql.val(a);
  };
  if (op in COMPARISONS) {
    const [l, r] = args;
    if (r === null) return sql<boolean>`${operand(l)} IS ${sql.raw(op.startsWith('!') ? 'NOT ' : '')}NULL`;
    return sql<boolean>`${operand(l)} ${sql.raw(COMPARISONS[op])} ${operand(r)}`;
  }
  switch (op) {
    case 'var':
      return sql<boolean>`coalesce(${operand(rule)}::text NOT IN ('', 'false', '0'), false)`;
    case '!':
      return sql<boolean>`NOT ${whereSql(type, { '!!': args }, alias)}`;
    case '!!':
      return sql<boolean>`coalesce(${operand(args[0])}::text NOT IN ('', 'false', '0'), false)`;
    case 'and':
      return sql<boolean>`(${sql.join(
        args.map((a) => whereSql(type, a as JsonLogic, alias)),
        sql` AND `,
      )})`;
    case 'or':
      return sql<boolean>`(${sql.join(
        args.map((a) => whereSql(type, a as JsonLogic, alias)),
        sql` OR `,
      )})`;
    case 'in':
      return sql<boolean>`${operand(args[0])} = ANY(${sql.val(args[1])})`;
    default:
      throw new Error(`${type.typename}: JSON Logic operator '${op}' cannot be used in a list filter`);
  }
};
