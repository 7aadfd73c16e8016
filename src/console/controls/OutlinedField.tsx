import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
  fullWidth?: boolean;
  minWidth?: number;
}

/**
 * A labelled outlined input built from MUI's parts. The filter bar is on every list page, and TextField
 * brings Select, Menu, Popover and three input variants with it (~20 KB gzipped) that a search box and a
 * native <select> never use.
 */
export const OutlinedField = ({ label, fullWidth = false, minWidth, size = 'small', ...input }: OutlinedFieldProps) => {
  const id = useId();
  return (
    // The theme makes form controls filled and dense by default; this one is outlined and sits in a row.
    <FormControl variant="outlined" margin="none" size={size} fullWidth={fullWidth} sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched size={size} {...input} />
    </FormControl>
  );
};
