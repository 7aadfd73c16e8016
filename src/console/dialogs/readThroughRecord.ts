type Row = Record<string, unknown>;

/** A record as rules read it, with the references they read through replaced by the records they name (useReadThrough.ts). */
export type ReadThroughRecord = (record: Row) => Row;

export const NO_READ_THROUGH: ReadThroughRecord = (record) => record;
