import type { OpsWarningTable } from './opsWarningRequests.ts';

/** An ISO 8601 date-time as the checks write them (2026-01-02T10:00:00Z), with or without seconds, fraction or offset. */
const DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;

export const isDateTime = (value: unknown): value is string => typeof value === 'string' && DATETIME.test(value) && !Number.isNaN(Date.parse(value));

/** Whether the table is sorted by time: every value of its first column is a date-time (spec 002 §2.3). */
export const sortsByTime = (table: OpsWarningTable): boolean => table.rows.length > 0 && table.rows.every((r) => isDateTime(r.cells[0]));

/** The table's rows as the page shows them: newest first when it sorts by time, else as the server sent them. */
export const orderedRows = (table: OpsWarningTable): OpsWarningTable['rows'] =>
  sortsByTime(table) ? [...table.rows].sort((a, b) => Date.parse(String(b.cells[0])) - Date.parse(String(a.cells[0]))) : table.rows;
