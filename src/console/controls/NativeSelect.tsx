import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, ComponentProps } from 'react';
import { OutlinedField } from './OutlinedField.tsx';

export interface NativeSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Label of the empty choice; leave out to offer none (required filters). */
  emptyLabel?: string;
  /** In dialogs; the filter bar keeps its controls compact. */
  fullWidth?: boolean;
}

/** The element inside the outlined input (React 19 passes InputBase's ref along as a prop). */
const SelectElement = (props: InputBaseComponentProps) => <select {...(props as ComponentProps<'select'>)} />;

/** A labelled native <select>: light, accessible, and the same on every device. */
export const NativeSelect = ({ label, value, options, onChange, emptyLabel, fullWidth = false }: NativeSelectProps) => (
  <OutlinedField
    label={label}
    value={value}
    fullWidth={fullWidth}
    minWidth={140}
    onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value)}
    inputComponent={SelectElement}
    inputProps={{
      children: [
        ...(emptyLabel !== undefined
          ? [
              <option key="" value="">
                {emptyLabel}
              </option>,
            ]
          : []),
        ...options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        )),
      ],
    }}
    sx={{ '& select': { cursor: 'pointer' } }}
  />
);
