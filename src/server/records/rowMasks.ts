import { sql, type RawBuilder } from 'kysely';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { RecordObject } from './record.ts';
import type { RowMask, ServerRegistry } from './serverRegistry.ts';

/** The column a masked type's rows carry the rule's answer in, beside their own. */
export const MASKED_COLUMN = '__row_masked';

/** The type's mask, if a feature gives it one. */
export const rowMaskOf = (registry: ServerRegistry, type: NormalizedType): RowMask | undefined =>
  Object.hasOwn(registry.features.rowMasks, type.typename) ? registry.features.rowMasks[type.typename] : undefined;

/** The fields (and display URLs) of a masked type that depend on the mask. */
export const maskedFieldNames = (registry: ServerRegistry, type: NormalizedType): string[] => {
  const mask = rowMaskOf(registry, type);
  return mask
    ? [...Object.keys(mask.hidden), 'readminVideoUrl', 'readminThumbnailUrl', 'readminAttributeEntries', 'readminSummaryAttributeEntries']
    : [];
};

/** `<rule> AS __row_masked` for a masked type (beside the row's columns), else nothing. */
export const rowMaskSelections = (registry: ServerRegistry, type: NormalizedType): RawBuilder<unknown>[] => {
  const mask = rowMaskOf(registry, type);
  return mask ? [sql`${mask.when} AS ${sql.id(MASKED_COLUMN)}`] : [];
};

/** The rule's answer for rows of the type with these ids (records not read through the store, such as a mutation's answer). */
export const maskedIds = async (db: Db, registry: ServerRegistry, type: NormalizedType, ids: readonly number[]): Promise<Set<number>> => {
  const mask = rowMaskOf(registry, type);
  if (!mask || !ids.length) return new Set();
  const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${sql.table(type.table)} AS t
    WHERE t.id = ANY(${sql.val([...ids])}::integer[]) AND ${mask.when}`.execute(db);
  return new Set(rows.map((r) => r.id));
};

/** A field's value on the row `t` as a CSV export may give it: what it reads as while masked, else `value`. */
export const maskedValueSql = (
  registry: ServerRegistry,
  type: NormalizedType,
  field: NormalizedField,
  value: RawBuilder<unknown>,
): RawBuilder<unknown> => {
  const mask = rowMaskOf(registry, type);
  if (!mask || !Object.hasOwn(mask.hidden, field.name)) return value;
  return sql`CASE WHEN ${mask.when} THEN ${sql.val(mask.hidden[field.name])} ELSE ${value} END`;
};

/** The record as it may be served: its hidden fields replaced while masked, and marked as checked either way. */
export const withRowMask = (registry: ServerRegistry, type: NormalizedType, record: RecordObject, masked: boolean): RecordObject => {
  const mask = rowMaskOf(registry, type);
  if (!mask) return record;
  return masked ? { ...record, ...mask.hidden, __rowMasked: true } : { ...record, __rowMasked: false };
};
