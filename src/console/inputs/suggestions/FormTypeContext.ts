import { createContext, useContext } from 'react';
import type { NormalizedField } from '../../../metadata/normalized.ts';
import { registry } from '../../registry.ts';

/**
 * The record type a form dialog edits, for inputs that ask the server about their own field (a string
 * field's suggestions). Absent outside a record's dialog.
 */
export const FormTypeContext = createContext<string | null>(null);

export const useFormTypename = () => useContext(FormTypeContext);

/** A field of the form's record type by name (an input that works with another field: a range's stop); undefined outside a record's dialog. */
export const useFormField = (name: string): NormalizedField | undefined => {
  const typename = useFormTypename();
  return typename ? registry.types[typename]?.fields.find((f) => f.name === name) : undefined;
};
