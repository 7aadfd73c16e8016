import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';

const timestamp = (name: string, label: string): NormalizedField => ({ name, label, type: 'datetime', column: name }) as NormalizedField;
const TIMESTAMPS: Record<string, NormalizedField> = {
  createdAt: timestamp('createdAt', 'Created at'),
  updatedAt: timestamp('updatedAt', 'Updated at'),
};

/**
 * The fields behind list.columns. The metadata checks make every column a field; a column that is not
 * still gets a cell, whose display reports the problem rather than hiding the column.
 */
export const columnFields = (type: NormalizedType): NormalizedField[] =>
  type.list.columns.map(
    (name) =>
      type.fields.find((f) => f.name === name) ??
      (type.timestamps ? TIMESTAMPS[name] : undefined) ??
      ({ name, label: name, type: `missing column '${name}'`, column: name } as unknown as NormalizedField),
  );
