import type { NormalizedType } from '../../metadata/normalized.ts';

/**
 * The column that links to the detail page: the display-name field when it is one of the list columns, or
 * the listed field a name template starts with (a city, "{name}, {state}", links its Name column, which then
 * reads "Sydney, NSW"), else a leading Name column showing readminName (e.g. Game, whose name is
 * "{homeTeam.name} vs …"). A list never shows two Name columns.
 */
export const nameColumnOf = (type: NormalizedType): { field: string | null } => {
  const name = type.display.name;
  const leading = /^\{(\w+)\}/.exec(name)?.[1];
  const field = [name, leading].find((f) => f !== undefined && type.list.columns.includes(f));
  return { field: field ?? null };
};

/**
 * For a type without pages of its own, the reference field its name template starts with (a game's roster
 * entry, "{person.firstName} {person.lastName}": person): its name then links to that record's page, so a
 * roster's names lead to the people. Null for a type with pages, or a name not drawn from a reference.
 */
export const nameLinkFieldOf = (type: NormalizedType): string | null => {
  if (type.route) return null;
  const leading = /^\{(\w+)\./.exec(type.display.name)?.[1];
  const field = type.fields.find((f) => f.name === leading && f.type === 'reference');
  return field ? field.name : null;
};
