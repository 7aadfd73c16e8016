import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { FieldType } from '../../metadata/types.generated.ts';
import { findField } from '../../metadata/columns.ts';
import { fieldOptions } from '../../shared/optionSources/fieldOptions.ts';

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

interface TextContext {
  registry: Registry;
  field: NormalizedField;
  col: RawBuilder<unknown>;
  timeZone: string;
}

const asText = ({ col }: TextContext) => sql<string>`${col}::text`;

/** An enum's option labels (its own, or its option source's), as the console's cells show them. */
const enumText = ({ field, col }: TextContext): RawBuilder<string> => {
  const labelled = fieldOptions(field).filter((o) => o.label !== o.value);
  if (!labelled.length) return sql<string>`${col}`;
  // A stored value that is no longer an option is written as it is, as the console shows it.
  return sql<string>`CASE ${col} ${sql.join(
    labelled.map((o) => sql`WHEN ${o.value} THEN ${o.label}`),
    sql` `,
  )} ELSE ${col} END`;
};

/** Days plus HH:MM:SS: the text of formatDuration (src/shared/duration.ts), which the console shows. */
const durationText = ({ col }: TextContext): RawBuilder<string> => {
  const s = sql`abs(${col}::bigint)`; // bigint: abs() of the smallest integer does not fit an integer
  const two = (n: RawBuilder<unknown>) => sql`lpad((${n})::text, 2, '0')`;
  return sql<string>`CASE WHEN ${col} IS NOT NULL THEN
    CASE WHEN ${col} < 0 THEN '-' ELSE '' END
    || CASE WHEN ${s} >= 86400 THEN (${s} / 86400)::text || 'd ' ELSE '' END
    || ${two(sql`${s} % 86400 / 3600`)} || ':' || ${two(sql`${s} % 3600 / 60`)} || ':' || ${two(sql`${s} % 60`)} END`;
};

/**
 * Each field type's cell text, the console's text for the same value. A Record over FieldType, so a new
 * field type does not compile until its export is decided (no silent ::text). Numbers stay plain
 * (1234.5, not "1,234.5 (1.2K)") so spreadsheets read them as numbers.
 */
export const FIELD_TEXT_SQL: Record<FieldType, (c: TextContext) => RawBuilder<string>> = {
  string: asText,
  text: asText,
  email: asText,
  url: asText,
  phone: asText,
  ip: asText,
  mac: asText,
  time: asText,
  integer: asText,
  decimal: asText,
  json: asText,
  enum: enumText,
  duration_seconds: durationText,
  datetime: ({ col, timeZone }) => sql<string>`to_char(${col} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
  date: ({ col }) => sql<string>`to_char(${col}, 'YYYY-MM-DD')`,
  boolean: ({ col }) => sql<string>`CASE WHEN ${col} THEN 'Yes' WHEN NOT ${col} THEN 'No' END`,
  strings: ({ col }) => sql<string>`array_to_string(${col}, '; ')`,
  file: ({ col }) => sql<string>`${col}->>'name'`,
  image: ({ col }) => sql<string>`${col}->>'name'`,
  rectangle: ({ col }) => sql<string>`(${col}->>'width') || '×' || (${col}->>'height') || ' at (' || (${col}->>'x') || ', ' || (${col}->>'y') || ')'`,
  reference: ({ registry, field, col }) => {
    const target = registry.types[field.typename!];
    return sql<string>`(SELECT ${nameSql(registry, target, 'r')} FROM ${sql.table(target.table)} AS r WHERE r.id = ${col})`;
  },
  references: ({ registry, field, col }) => {
    const target = registry.types[field.typename!];
    return sql<string>`(SELECT string_agg(${nameSql(registry, target, 'r')}, '; ' ORDER BY r.id) FROM ${sql.table(target.table)} AS r WHERE r.id = ANY(${col}))`;
  },
  // Write-only: readableFields never hands one to an export; reaching here is a bug, not a blank column.
  password: ({ field }) => {
    throw new Error(`password field '${field.name}' cannot be exported`);
  },
};

/** One field of the row `t`, as text; null stays null (an empty CSV cell). */
export const fieldTextSql = (registry: Registry, field: NormalizedField, timeZone: string): RawBuilder<string> =>
  FIELD_TEXT_SQL[field.type]({ registry, field, col: ref('t', field.column), timeZone });
