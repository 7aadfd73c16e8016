import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { OrderKey } from '../../metadata/orderKeys.ts';
import { findField } from '../../metadata/columns.ts';
import { searchableSql } from '../access/fieldMasks.ts';

/** Trigram indexes need three characters; shorter words match word starts through a prefix index instead. */
export const MIN_INFIX_SEARCH = 3;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search term: 'Noah Smith' finds a person whose first name is Noah and last name Smith. */
export const searchWords = (term: string): string[] => term.trim().split(/\s+/).filter(Boolean);

const searchFields = (type: NormalizedType): NormalizedField[] => type.list.search.map((n) => findField(type, n)!);

const startsWith = (column: RawBuilder<unknown>, word: string) => sql<boolean>`lower(${column}) LIKE ${`${escapeLike(word.toLowerCase())}%`}`;

/**
 * The rows where every word of the term is in one of the type's search fields (any field for each word), so a
 * word typed narrows the list rather than widening it. A word of three characters or more matches anywhere in
 * a field, a shorter one its start. A masked field is searched only where the viewer reads it as it is.
 */
export const searchCondition = (registry: Registry, type: NormalizedType, term: string, seesAll: boolean): RawBuilder<boolean> => {
  const fields = searchFields(type);
  const eachWord = searchWords(term).map((word) => {
    const match = (f: NormalizedField) => {
      const column = sql.ref(`t.${f.column}`);
      return word.length >= MIN_INFIX_SEARCH ? sql<boolean>`${column} ILIKE ${`%${escapeLike(word)}%`}` : startsWith(column, word);
    };
    return sql<boolean>`(${sql.join(
      fields.map((f) => searchableSql(registry, type, f, seesAll, match(f))),
      sql` OR `,
    )})`;
  });
  return sql<boolean>`(${sql.join(eachWord, sql` AND `)})`;
};

/** A list order key computed from the row rather than read from one column: the column names only the key. */
export type ListOrderKey = OrderKey & { expression?: (alias: string) => RawBuilder<unknown> };

/**
 * The first key of a searched list's order: 0 where every word starts one of the type's unmasked search fields
 * ('Noah' → Noah Smith), 1 where a word is only inside one (→ Jonoah Lee), so the likeliest records come first.
 * Masked fields are left out whoever asks, so the order cannot tell anyone where a hidden value begins.
 */
export const searchRankKey = (type: NormalizedType, term: string): ListOrderKey | null => {
  const fields = searchFields(type).filter((f) => f.maskedBy === undefined);
  const words = searchWords(term);
  if (!fields.length || !words.length) return null;
  const expression = (alias: string) => {
    const everyWordStarts = words.map(
      (word) =>
        sql<boolean>`(${sql.join(
          fields.map((f) => startsWith(sql.ref(`${alias}.${f.column}`), word)),
          sql` OR `,
        )})`,
    );
    return sql<number>`(CASE WHEN ${sql.join(everyWordStarts, sql` AND `)} THEN 0 ELSE 1 END)`;
  };
  return { column: 'readmin_search_rank', desc: false, notNull: true, type: 'integer', expression };
};
