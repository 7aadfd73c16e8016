/** A row as the database gives it: its columns by name, and its id. */
export type Row = Record<string, unknown> & { id: number };

export const idsOf = (rows: Row[]): number[] => rows.map((r) => r.id);
