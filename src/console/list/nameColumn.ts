import type { NormalizedType } from '../../metadata/normalized.ts';

/**
 * The column that links to the detail page: the display-name field when it is one of the list columns,
 * else a leading Name column showing readminName (e.g. Game, whose name is "{homeTeam.name} vs …").
 */
export const nameColumnOf = (type: NormalizedType): { field: string | null } => {
  const name = type.display.name;
  return type.list.columns.includes(name) ? { field: name } : { field: null };
};
