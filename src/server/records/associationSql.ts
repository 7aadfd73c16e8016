import { sql, type RawBuilder } from 'kysely';
import { typeNamed, type NormalizedAssociation, type NormalizedType, type Registry } from '../../metadata/normalized.ts';

/** What a path must lead to: one record, or any of the ids a sub-select returns. */
type Target = { id: number } | { ids: RawBuilder<unknown> };

/** A column (reference or references) pointing at the target. */
const pointsAt = (column: RawBuilder<unknown>, many: boolean, target: Target): RawBuilder<boolean> => {
  if ('id' in target) return many ? sql<boolean>`${target.id} = ANY(${column})` : sql<boolean>`${column} = ${target.id}`;
  return many ? sql<boolean>`${column} && ARRAY(${target.ids})` : sql<boolean>`${column} IN (${target.ids})`;
};

/**
 * Whether row `alias` of `type` reaches the target along one dotted reference path ('court.venue'): each
 * step but the last becomes a sub-select of the next type's ids, so the planner can use the reference
 * columns' indexes. check:metadata (M402) guarantees every step is a reference.
 */
const pathReaches = (
  registry: Registry,
  type: NormalizedType,
  steps: string[],
  target: Target,
  alias: string,
  depth: number,
): RawBuilder<boolean> => {
  const [step, ...rest] = steps;
  const field = type.fields.find((f) => f.name === step)!;
  const column = sql.ref(`${alias}.${field.column}`);
  if (rest.length === 0) return pointsAt(column, field.type === 'references', target);
  const next = typeNamed(registry, field.typename!)!;
  const inner = `via${depth}`;
  const ids = sql`SELECT ${sql.ref(`${inner}.id`)} FROM ${sql.table(next.table)} AS ${sql.id(inner)}
    WHERE ${pathReaches(registry, next, rest, target, inner, depth + 1)}`;
  return pointsAt(column, field.type === 'references', { ids });
};

/** Rows `alias` of `type` that any of the reference paths `via` leads from to the target. */
const anyPathReaches = (registry: Registry, type: NormalizedType, via: string[], target: Target, alias: string, depth: number): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    via.map((path) => pathReaches(registry, type, path.split('.'), target, alias, depth)),
    sql` OR `,
  )})`;

/**
 * The ids a `from` path reaches from record `id` of `type`, as a sub-select: a reference step reads the
 * column (unnested for references), an association step selects the rows of that association.
 */
const anchorIds = (registry: Registry, type: NormalizedType, steps: string[], target: Target, depth: number): RawBuilder<unknown> => {
  const [step, ...rest] = steps;
  const alias = sql.id(`from${depth}`);
  const field = type.fields.find((f) => f.name === step);
  let next: NormalizedType;
  let ids: RawBuilder<unknown>;
  if (field) {
    next = typeNamed(registry, field.typename!)!;
    const column = sql.ref(`from${depth}.${field.column}`);
    ids = sql`SELECT ${field.type === 'references' ? sql`unnest(${column})` : column} FROM ${sql.table(type.table)} AS ${alias}
      WHERE ${pointsAt(sql.ref(`from${depth}.id`), false, target)}`;
  } else {
    const association = type.associations[step];
    next = typeNamed(registry, association.typename)!;
    ids = sql`SELECT ${sql.ref(`from${depth}.id`)} FROM ${sql.table(next.table)} AS ${alias}
      WHERE ${anyPathReaches(registry, next, association.via, target, `from${depth}`, depth * 10)}`;
  }
  return rest.length === 0 ? ids : anchorIds(registry, next, rest, { ids }, depth + 1);
};

/**
 * Rows `t` of an association's type that belong to record `id` of `parent`: any of its reference paths
 * leads to the record, or, with a `from` path, to one of the records that path reaches from it (or, with
 * no `via`, the rows are those records).
 */
export const associationWhere = (
  registry: Registry,
  parent: NormalizedType,
  association: Pick<NormalizedAssociation, 'typename' | 'via' | 'from'>,
  id: number,
): RawBuilder<boolean> => {
  const type = typeNamed(registry, association.typename)!;
  if (!association.from.length) return anyPathReaches(registry, type, association.via, { id }, 't', 1);
  const anchors = anchorIds(registry, parent, association.from, { id }, 1);
  if (!association.via.length) return sql<boolean>`t.id IN (${anchors})`;
  return anyPathReaches(registry, type, association.via, { ids: anchors }, 't', 100);
};
