import { useRef } from 'react';
import { useListContext, type Identifier } from 'react-admin';
import { clickSelection, toggleAllSelection } from './rangeSelection.ts';

export interface RowSelection {
  isSelected: (id: Identifier) => boolean;
  /** A checkbox click; `shift` extends from the previously clicked row. */
  click: (id: Identifier, shift: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
}

/**
 * Row selection of the list context with shift-click ranges (spec 000 §2.14). The selected ids live in
 * react-admin's list context, where bulk actions read them.
 *
 * @example const selection = useRowSelection();
 *          <Checkbox checked={selection.isSelected(id)} onClick={(e) => selection.click(id, e.shiftKey)} />
 */
export const useRowSelection = (): RowSelection => {
  const { data = [], selectedIds = [], onSelect } = useListContext();
  const anchor = useRef<Identifier | null>(null);
  const ids = data.map((r: { id: Identifier }) => r.id);
  const shownSelected = ids.filter((id: Identifier) => selectedIds.includes(id)).length;
  return {
    isSelected: (id) => selectedIds.includes(id),
    click: (clicked, shift) => {
      onSelect(clickSelection({ ids, selected: selectedIds, anchor: anchor.current, clicked, shift }));
      anchor.current = clicked;
    },
    allSelected: ids.length > 0 && shownSelected === ids.length,
    someSelected: shownSelected > 0 && shownSelected < ids.length,
    toggleAll: () => onSelect(toggleAllSelection(ids, selectedIds)),
  };
};
