import Checkbox from '@mui/material/Checkbox';
import type { Identifier } from 'react-admin';
import type { RowSelection } from './useRowSelection.ts';

/**
 * A row's checkbox. React reports a checkbox change from its click event, so the native event carries
 * the shift key of a range click.
 */
export const RowCheckbox = ({ id, name, selection }: { id: Identifier; name: string; selection: RowSelection }) => (
  <Checkbox
    size="small"
    checked={selection.isSelected(id)}
    onChange={(e) => selection.click(id, (e.nativeEvent as MouseEvent).shiftKey === true)}
    // Shift-click would otherwise select the text between the rows.
    onMouseDown={(e) => e.shiftKey && e.preventDefault()}
    slotProps={{ input: { 'aria-label': `Select ${name}` } }}
    sx={{ p: 0.5 }}
  />
);

export const AllRowsCheckbox = ({ selection }: { selection: RowSelection }) => (
  <Checkbox
    size="small"
    checked={selection.allSelected}
    indeterminate={selection.someSelected}
    onChange={selection.toggleAll}
    slotProps={{ input: { 'aria-label': 'Select all rows' } }}
    sx={{ p: 0.5 }}
  />
);
