import { sql, type RawBuilder } from 'kysely';
import { fieldOptions } from '../../metadata/optionSources/fieldOptions.ts';
import type { TextContext } from './serverFieldType.ts';

/**
 * Export cell texts the field types share: the console's text for the same value (present.ts, format.ts).
 * Numbers stay plain (1234.5, not "1,234.5 (1.2K)") so spreadsheets read them as numbers.
 */
export const asText = ({ col }: TextContext) => sql<string>`${col}::text`;

/** An enum's option labels (its own, or its option source's), as the console's cells show them. */
export const enumText = ({ field, col }: TextContext): RawBuilder<string> => {
  const labelled = fieldOptions(field).filter((o) => o.label !== o.value);
  if (!labelled.length) return sql<string>`${col}`;
  // A stored value that is no longer an option is written as it is, as the console shows it.
  return sql<string>`CASE ${col} ${sql.join(
    labelled.map((o) => sql`WHEN ${o.value} THEN ${o.label}`),
    sql` `,
  )} ELSE ${col} END`;
};

/** Days plus HH:MM:SS: the text of formatDuration (src/shared/duration.ts), which the console shows. */
export const durationText = ({ col }: TextContext): RawBuilder<string> => {
  const s = sql`abs(${col}::bigint)`; // bigint: abs() of the smallest integer does not fit an integer
  const two = (n: RawBuilder<unknown>) => sql`lpad((${n})::text, 2, '0')`;
  return sql<string>`CASE WHEN ${col} IS NOT NULL THEN
    CASE WHEN ${col} < 0 THEN '-' ELSE '' END
    || CASE WHEN ${s} >= 86400 THEN (${s} / 86400)::text || 'd ' ELSE '' END
    || ${two(sql`${s} % 86400 / 3600`)} || ':' || ${two(sql`${s} % 3600 / 60`)} || ':' || ${two(sql`${s} % 60`)} END`;
};
