import type { ConsoleRequest, NoParams } from '../operations/consoleRequest.ts';

/** One table of a category: the warnings whose details have these attributes (opsWarningCategories). */
export interface OpsWarningTable {
  columns: { key: string; label: string }[];
  /** `cells` holds the warning's detail values, one per column. */
  rows: { id: string; subject: string; cells: unknown[] }[];
}

/** One category of ops warnings as the page shows it (spec 002 §2.3); `id` is the category, for react-admin. */
export interface OpsWarningCategory {
  id: string;
  category: string;
  label: string;
  description: string;
  count: number;
  truncated: boolean;
  tables: OpsWarningTable[];
}

const QUERY = `query OpsWarningCategories { opsWarningCategories { category label description count truncated
  tables { columns { key label } rows { id subject cells } } } }`;

/** opsWarningCategories, as a list keyed by category. */
export const opsWarningCategoriesRequest = (_: NoParams): ConsoleRequest<OpsWarningCategory[]> => ({
  query: QUERY,
  variables: {},
  parse: (data) => (data.opsWarningCategories as Omit<OpsWarningCategory, 'id'>[]).map((c) => ({ ...c, id: c.category })),
});

/** opsChecksLastRunAt: when the checks last finished (ISO), or null when they have not run yet. */
export const opsChecksLastRunRequest = (_: NoParams): ConsoleRequest<string | null> => ({
  query: 'query OpsChecksLastRun { opsChecksLastRunAt }',
  variables: {},
  parse: (data) => (data.opsChecksLastRunAt as string | null) ?? null,
});
