import type { NormalizedOrderOption } from '../../metadata/normalized.ts';

/** How a column header sorts: by the declared order options that order by its field first. */
export interface ColumnSort {
  /** The list is ordered by this column now. */
  active: boolean;
  direction: 'asc' | 'desc';
  /** The order option a click selects: the opposite direction when one is declared, else this column's option. */
  next: string;
}

/**
 * A column sorts only when an order option declared in metadata orders by its field first (the server
 * serves only declared orders, each with an index). Clicking an active column flips to the option of the
 * other direction, when there is one.
 */
export const columnSort = (options: NormalizedOrderOption[], field: string, current: string | null | undefined): ColumnSort | null => {
  const matching = options.filter((o) => o.by[0]?.field === field);
  if (!matching.length) return null;
  const selected = matching.find((o) => o.name === (current ?? options[0]?.name));
  const shown = selected ?? matching[0];
  const direction = shown.by[0].direction;
  const flipped = matching.find((o) => o.by[0].direction !== direction);
  return { active: selected !== undefined, direction, next: selected ? (flipped ?? selected).name : shown.name };
};
