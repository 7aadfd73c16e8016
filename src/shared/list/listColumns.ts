import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../routeOwner.ts';

const timestamp = (name: string, label: string): NormalizedField => ({ name, label, type: 'datetime', column: name }) as NormalizedField;
const TIMESTAMPS: Record<string, NormalizedField> = {
  createdAt: timestamp('createdAt', 'Created at'),
  updatedAt: timestamp('updatedAt', 'Updated at'),
};

/** A column that names no field: its type names the problem, which the display reports. */
const missingColumn = (name: string): NormalizedField => {
  const type: string = `missing column '${name}'`;
  return { name, label: name, type, column: name } as NormalizedField;
};

/**
 * The fields behind list.columns. The metadata checks make every column a field; a column that is not
 * still gets a cell, whose display reports the problem rather than hiding the column.
 */
const declaredColumns = (type: NormalizedType): NormalizedField[] =>
  type.list.columns.map(
    (name) => type.fields.find((f) => f.name === name) ?? (type.timestamps ? TIMESTAMPS[name] : undefined) ?? missingColumn(name),
  );

const isOrgReference = (f: NormalizedField) => f.type === 'reference' && f.typename === 'Org';

/** Where a list is shown: under an organisation or partner URL, and/or as a tab of its parent record. */
export interface ColumnContext {
  routeOwner?: RouteOwner;
  /** In an association tab: the field pointing at the parent record, whose column would only repeat it. */
  parentField?: string;
}

/**
 * The list's columns where it is shown. A column naming the parent record of an association tab, or the
 * organisation of the URL, says nothing and is left out; on a platform-wide list of records that belong
 * to organisations, the organisation is shown (first), so two records of the same name can be told apart.
 */
export const columnFields = (type: NormalizedType, { routeOwner = {}, parentField }: ColumnContext = {}): NormalizedField[] => {
  const declared = declaredColumns(type).filter((f) => f.name !== parentField);
  if (parentField !== undefined) return declared;
  if (routeOwner.orgId !== undefined) return declared.filter((f) => !isOrgReference(f));
  if (routeOwner.apiPartnerId !== undefined || declared.some(isOrgReference)) return declared;
  const org = type.fields.find(isOrgReference);
  return org ? [org, ...declared] : declared;
};
