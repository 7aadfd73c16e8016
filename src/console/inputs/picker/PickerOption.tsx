import type { HTMLAttributes, Key } from 'react';
import Typography from '@mui/material/Typography';

interface PickerOptionProps {
  /** What MUI's renderOption hands over for the option's list item, its key among them. */
  itemProps: HTMLAttributes<HTMLLIElement> & { key?: Key };
  label: string;
  /** The line under the label that tells the option apart from others of the same name (an email); none when null. */
  detail: string | null;
}

/** One option of a picker's list: its label, and under it, when given, the detail that tells it apart. */
export const PickerOption = ({ itemProps, label, detail }: PickerOptionProps) => {
  const { key, ...rest } = itemProps;
  return (
    <li key={key} {...rest}>
      <span>
        {label}
        {detail ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {detail}
          </Typography>
        ) : null}
      </span>
    </li>
  );
};
