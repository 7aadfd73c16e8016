/** The query listing an option source's choices (the name is checked by optionsQueryRequest.ts and the server). */
export const optionsQuerySource = (name: string): string => `query ReadminOptionsQuery { values: ${name} { value label } }`;
