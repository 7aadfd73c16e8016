import type { SourceOption } from '../../shared/optionSources/source.ts';

/** The query listing an option source's choices (the name is checked by optionsQueryRequest.ts and the server). */
export const optionsQuerySource = (name: string): string => `query ReadminOptionsQuery { values: ${name} { value label } }`;

/** An option source's choices as react-admin's getList answer: { id: value, name: label } rows. */
export const optionRows = (values: readonly SourceOption[]) => {
  const rows = values.map((o) => ({ id: o.value, name: o.label }));
  return { data: rows, total: rows.length };
};
