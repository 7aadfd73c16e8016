import { sql, type RawBuilder } from 'kysely';
import { isComputed, ownEntry, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import type { ComputedSignature } from '../../metadata/crossCheck.ts';
import type { ServerRegistry } from './serverRegistry.ts';
import { MASKED_COLUMN, rowMaskSelections } from './rowMasks.ts';

/** What check:metadata compares each declaration with: the type of value every installed module gives. */
export const computedSignatures = (registry: Pick<ServerRegistry, 'features'>): Record<string, ComputedSignature> =>
  Object.fromEntries(
    Object.entries(registry.features.computedFields).map(([name, c]) => [name, { type: c.type, ...(c.typename && { typename: c.typename }) }]),
  );

/** The SQL of a computed field over the row `t`, from the feature module metadata names. */
export const computedSql = (registry: ServerRegistry, field: NormalizedField): RawBuilder<unknown> => {
  const module = ownEntry(registry.features.computedFields, field.computed ?? '');
  if (!module) throw new Error(`Field '${field.name}' names computed field '${field.computed}', which no installed feature registers`);
  return module.sql;
};

/** A field's value in SQL over the row `t`: its column, or its computed expression. */
export const fieldSql = (registry: ServerRegistry, field: NormalizedField): RawBuilder<unknown> =>
  isComputed(field) ? computedSql(registry, field) : sql.ref(`t.${field.column}`);

/**
 * `<expression> AS <column>` for each computed field of the type (or only those named in `only`), so rows carry
 * them under their fields' columns.
 */
export const computedSelections = (registry: ServerRegistry, type: NormalizedType, only?: readonly string[]): RawBuilder<unknown>[] =>
  type.fields.filter((f) => isComputed(f) && (!only || only.includes(f.name))).map((f) => sql`${computedSql(registry, f)} AS ${sql.id(f.column)}`);

/**
 * The select list of a record of `t`: its columns, its computed fields (only those named in `computed`, when given)
 * and whether a feature's row mask holds for it (rowMasks.ts).
 */
export const recordSelection = (registry: ServerRegistry, type: NormalizedType, computed?: readonly string[]): RawBuilder<unknown> =>
  sql.join([sql`t.*`, ...computedSelections(registry, type, computed), ...rowMaskSelections(registry, type)]);

/** The names of recordSelection's columns, in its order, given the table's own (what `t.*` stands for). */
export const recordSelectionColumns = (registry: ServerRegistry, type: NormalizedType, tableColumns: readonly string[]): string[] => [
  ...tableColumns,
  ...type.fields.filter(isComputed).map((f) => f.column),
  ...(rowMaskSelections(registry, type).length ? [MASKED_COLUMN] : []),
];
