export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Raw JSON must parse (spec 000 §5); the JSON Error dialog shows the parser's own message, which says
 * where the text went wrong. Empty text is no value.
 */
export const parseJson = (text: string): JsonParse => {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
};

/** How a stored value is shown for editing: indented, so that nested objects can be read. */
export const jsonText = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));
