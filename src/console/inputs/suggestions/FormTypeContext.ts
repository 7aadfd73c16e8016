import { createContext, useContext } from 'react';

/**
 * The record type a form dialog edits, for inputs that ask the server about their own field (a string
 * field's suggestions). Absent outside a record's dialog.
 */
export const FormTypeContext = createContext<string | null>(null);

export const useFormTypename = () => useContext(FormTypeContext);
