import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType, Registry } from '../../metadata/normalized.ts';
import { findField } from '../records/columns.ts';

/**
 * SQL expressions that render a row the way the console shows it, so PostgreSQL itself formats exports:
 * names of referenced records, dates in the export's time zone, Yes/No. The same text the console shows
 * (present.ts) for the same metadata.
 */
const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The record name of the row `alias` of `type`: a field, or a template over fields and references. */
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

/** One field of the row `t`, as text; null stays null (an empty CSV cell). */
export const fieldTextSql = (registry: Registry, field: NormalizedField, timeZone: string): RawBuilder<string> => {
  const col = ref('t', field.column);
  switch (field.type) {
    case 'datetime':
      return sql<string>`to_char(${col} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
    case 'date':
      return sql<string>`to_char(${col}, 'YYYY-MM-DD')`;
    case 'boolean':
      return sql<string>`CASE WHEN ${col} THEN 'Yes' WHEN NOT ${col} THEN 'No' END`;
    case 'strings':
      return sql<string>`array_to_string(${col}, '; ')`;
    case 'file':
    case 'image':
      return sql<string>`${col}->>'name'`;
    case 'reference': {
      const target = registry.types[field.typename!];
      return sql<string>`(SELECT ${nameSql(registry, target, 'r')} FROM ${sql.table(target.table)} AS r WHERE r.id = ${col})`;
    }
    case 'references': {
      const target = registry.types[field.typename!];
      return sql<string>`(SELECT string_agg(${nameSql(registry, target, 'r')}, '; ' ORDER BY r.id) FROM ${sql.table(target.table)} AS r WHERE r.id = ANY(${col}))`;
    }
    default:
      return sql<string>`${col}::text`;
  }
};
