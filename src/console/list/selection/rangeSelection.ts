import type { Identifier } from 'react-admin';

export interface SelectionClick {
  /** The rows in display order. */
  ids: Identifier[];
  selected: Identifier[];
  /** The row clicked before, where a shift-click range starts. */
  anchor: Identifier | null;
  clicked: Identifier;
  shift: boolean;
}

/**
 * The selection after a checkbox click. A plain click toggles the row. A shift-click gives every row from
 * the anchor to the clicked one (either direction, both ends included) the clicked row's new state, as
 * file managers and mail clients do; without a visible anchor it is a plain click.
 */
export const clickSelection = ({ ids, selected, anchor, clicked, shift }: SelectionClick): Identifier[] => {
  const select = !selected.includes(clicked);
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(clicked);
  const range = shift && from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [clicked];
  return select ? [...selected, ...range.filter((id) => !selected.includes(id))] : selected.filter((id) => !range.includes(id));
};

/** Header checkbox: select every shown row, or clear when all are selected. */
export const toggleAllSelection = (ids: Identifier[], selected: Identifier[]): Identifier[] =>
  ids.length > 0 && ids.every((id) => selected.includes(id)) ? selected.filter((id) => !ids.includes(id)) : [...new Set([...selected, ...ids])];
