import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import { findField } from '../../metadata/columns.ts';

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/**
 * The record name of the row `alias` of `type` as SQL: a field, or a template over fields and references;
 * the name the console shows (present.ts) for the same metadata, so exports name referenced records as it does.
 */
export const nameSql = (registry: Registry, type: NormalizedType, alias: string, depth = 0): RawBuilder<string> => {
  const template = type.display.name;
  const fallback = sql<string>`${`${type.label.singular} #`} || ${ref(alias, 'id')}`;
  if (!template.includes('{')) {
    const f = findField(type, template);
    return f ? sql<string>`coalesce(${ref(alias, f.column)}::text, ${fallback})` : fallback;
  }
  const parts = template
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) => {
      const m = /^\{([^.}]+)(?:\.([^}]+))?\}$/.exec(part);
      if (!m) return sql`${part}`;
      const field = findField(type, m[1]);
      if (!field) return m[1] === 'id' ? sql`${ref(alias, 'id')}::text` : sql`''`;
      if (m[2] && field.type === 'reference' && depth < 2) {
        const target = registry.types[field.typename!];
        const inner = `${alias}_${field.column}`;
        const targetField = findField(target, m[2]);
        const value = targetField ? sql`${ref(inner, targetField.column)}::text` : nameSql(registry, target, inner, depth + 1);
        return sql`coalesce((SELECT ${value} FROM ${sql.table(target.table)} AS ${sql.table(inner)} WHERE ${ref(inner, 'id')} = ${ref(alias, field.column)}), '')`;
      }
      return sql`coalesce(${ref(alias, field.column)}::text, '')`;
    });
  return sql<string>`nullif(trim(concat(${sql.join(parts)})), '')`;
};
