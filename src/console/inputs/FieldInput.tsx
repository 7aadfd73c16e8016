import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import type { FieldInputProps } from './inputDef.ts';
import { FIELD_INPUTS } from './fieldInputs.ts';
import { isCustomComponent } from '../../metadata/customComponents.ts';
import { useConsoleComponents } from '../custom/ConsoleComponentsContext.ts';

/**
 * The input of one field: the hand-written one its `component` names (custom/customComponents.ts), else its
 * type's. A registry newer than this bundle may name a type the map does not know: that is an error on screen,
 * never a plain text box that sends the wrong kind of value.
 */
export const FieldInput = (props: FieldInputProps) => {
  const { fields } = useConsoleComponents();
  const def = (FIELD_INPUTS as Partial<typeof FIELD_INPUTS>)[props.field.type];
  if (!def) return <Alert severity="error">Unknown field type: {String(props.field.type)}</Alert>;
  const name = props.field.component;
  const Input = (name && isCustomComponent('field', name) ? fields[name]?.Input : undefined) ?? def.Input;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={40} aria-label={`Loading ${props.field.label}`} />}>
      <Input {...props} />
    </Suspense>
  );
};
