import type { NormalizedField, NormalizedType } from './normalized.ts';
import { isNotNull } from './fieldTypes.ts';
import type { FieldType } from '../generated/metadataTypes.ts';

export interface ColumnInfo {
  column: string;
  notNull: boolean;
  /** The field type whose values the column holds ('reference' for ids). */
  type: FieldType;
}

/** Implicit fields every table has, by API name. */
const IMPLICIT: Record<string, ColumnInfo> = {
  id: { column: 'id', notNull: true, type: 'reference' },
  createdAt: { column: 'created_at', notNull: true, type: 'datetime' },
  updatedAt: { column: 'updated_at', notNull: true, type: 'datetime' },
};

export const findField = (type: NormalizedType, name: string): NormalizedField | undefined => type.fields.find((f) => f.name === name);

/** The column behind a field name, implicit ones included; whether it can hold NULL. */
export const columnOf = (type: NormalizedType, name: string): ColumnInfo => {
  if (IMPLICIT[name]) return IMPLICIT[name];
  const f = findField(type, name);
  if (!f) throw new Error(`${type.typename} has no field '${name}'`);
  return { column: f.column, type: f.type, notNull: isNotNull(f) };
};
