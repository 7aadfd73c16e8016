import { sql, type RawBuilder } from 'kysely';
import { typeNamed, type NormalizedType, type Registry } from '../../metadata/normalized.ts';

/**
 * Whether row `alias` of `type` reaches record `id` along one dotted reference path ('court.venue'): each
 * step but the last becomes a sub-select of the next type's ids, so the planner can use the reference
 * columns' indexes. check:metadata (M402) guarantees every step is a reference.
 */
const pathReaches = (registry: Registry, type: NormalizedType, steps: string[], id: number, alias: string, depth: number): RawBuilder<boolean> => {
  const [step, ...rest] = steps;
  const field = type.fields.find((f) => f.name === step)!;
  const column = sql.ref(`${alias}.${field.column}`);
  if (rest.length === 0) return field.type === 'references' ? sql<boolean>`${id} = ANY(${column})` : sql<boolean>`${column} = ${id}`;
  const next = typeNamed(registry, field.typename!)!;
  const inner = `via${depth}`;
  const ids = sql`SELECT ${sql.ref(`${inner}.id`)} FROM ${sql.table(next.table)} AS ${sql.id(inner)}
    WHERE ${pathReaches(registry, next, rest, id, inner, depth + 1)}`;
  return field.type === 'references' ? sql<boolean>`${column} && ARRAY(${ids})` : sql<boolean>`${column} IN (${ids})`;
};

/** Rows `t` of an association's type that belong to record `id`: any of its reference paths leads there. */
export const associationWhere = (registry: Registry, type: NormalizedType, via: string[], id: number): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    via.map((path) => pathReaches(registry, type, path.split('.'), id, 't', 1)),
    sql` OR `,
  )})`;
