import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';

/** Implicit fields every table has, by API name. */
const IMPLICIT: Record<string, { column: string; notNull: boolean }> = {
  id: { column: 'id', notNull: true },
  createdAt: { column: 'created_at', notNull: true },
  updatedAt: { column: 'updated_at', notNull: true },
};

export const findField = (type: NormalizedType, name: string): NormalizedField | undefined => type.fields.find((f) => f.name === name);

/** The column behind a field name, implicit ones included; whether it can hold NULL. */
export const columnOf = (type: NormalizedType, name: string): { column: string; notNull: boolean } => {
  if (IMPLICIT[name]) return IMPLICIT[name];
  const f = findField(type, name);
  if (!f) throw new Error(`${type.typename} has no field '${name}'`);
  return { column: f.column, notNull: Boolean(f.required) || f.type === 'boolean' || f.type === 'references' || f.type === 'strings' };
};
