import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
  fullWidth?: boolean;
  minWidth?: number;
  width?: number;
  /** The label sits above the box (default) or, false, inside it while the box is empty, as TextField's does. */
  shrink?: boolean;
}

/**
 * A labelled outlined input built from MUI's parts. The filter bar is on every list page, and TextField
 * brings Select, Menu, Popover and three input variants with it that a search box and a native <select>
 * never use.
 */
export const OutlinedField = ({ label, fullWidth = false, minWidth, width, shrink = true, size = 'small', ...input }: OutlinedFieldProps) => {
  const id = useId();
  return (
    // The theme makes form controls filled and dense by default; this one is outlined and sits in a row.
    <FormControl variant="outlined" margin="none" size={size} fullWidth={fullWidth} sx={{ minWidth, width }}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched={shrink} size={size} {...input} />
    </FormControl>
  );
};
