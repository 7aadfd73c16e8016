import type { RequestContext } from '../../context.ts';
import type { RecordObject } from '../../records/record.ts';
import { MAX_LIMIT } from '../../records/listQuery.ts';
import { humanize } from '../../../metadata/naming.ts';
import { OPS_CHECKS } from './checks.ts';

export interface OpsWarningColumn {
  key: string;
  label: string;
}

export interface OpsWarningRow {
  id: number;
  subject: string;
  /** The warning's detail values, one per column of its table. */
  cells: unknown[];
}

/** The warnings of a category whose details have the same attributes: one table on the page. */
export interface OpsWarningTable {
  columns: OpsWarningColumn[];
  rows: OpsWarningRow[];
}

export interface OpsWarningCategory {
  category: string;
  label: string;
  description: string;
  count: number;
  /** Fewer rows are in the tables than `count` says (at most MAX_LIMIT a category are sent). */
  truncated: boolean;
  tables: OpsWarningTable[];
}

const detailsOf = (warning: RecordObject): Record<string, unknown> =>
  warning.details && typeof warning.details === 'object' && !Array.isArray(warning.details) ? (warning.details as Record<string, unknown>) : {};

/** A table's columns: the check's declared order first, then any other attribute alphabetically. */
const columnOrder = (keys: string[], declared: string[]): string[] => [
  ...declared.filter((k) => keys.includes(k)),
  ...keys.filter((k) => !declared.includes(k)).sort(),
];

/** Groups warnings by the set of their detail attributes, in the order each set first appears. */
export const warningTables = (warnings: RecordObject[], declared: string[]): OpsWarningTable[] => {
  const tables = new Map<string, OpsWarningTable>();
  for (const warning of warnings) {
    const details = detailsOf(warning);
    const keys = columnOrder(Object.keys(details), declared);
    const id = keys.join('\u0000');
    let table = tables.get(id);
    if (!table) {
      table = { columns: keys.map((key) => ({ key, label: humanize(key) })), rows: [] };
      tables.set(id, table);
    }
    table.rows.push({ id: warning.id as number, subject: String(warning.subject ?? ''), cells: keys.map((k) => details[k] ?? null) });
  }
  return [...tables.values()];
};

/**
 * opsWarningCategories (spec 002 §2.3 and §7): every category the OpsWarning type declares, with its count
 * and its warnings as tables of detail attributes. Read through the record store, so only viewers who may
 * read Ops Warnings (platform admins) get an answer; everyone else is refused as readminObjects refuses them.
 */
export const opsWarningCategories = async (ctx: RequestContext): Promise<OpsWarningCategory[]> => {
  const type = ctx.store.type('OpsWarning');
  const options = type.fields.find((f) => f.name === 'category')?.options ?? [];
  return Promise.all(
    options.map(async ({ value, label }) => {
      const filterBar = { filtersHash: { category: value } };
      const warnings = await ctx.store.list('OpsWarning', { filterBar, limit: MAX_LIMIT });
      // A full page may hold only part of the category: then the store counts it (exact up to its own cap).
      const count = warnings.length < MAX_LIMIT ? warnings.length : (await ctx.store.total('OpsWarning', { filterBar })).value;
      const check = OPS_CHECKS.find((c) => c.category === value);
      return {
        category: value,
        label,
        description: check?.description ?? String(warnings[0]?.description ?? ''),
        count,
        truncated: warnings.length < count,
        tables: warningTables(warnings, check?.detailColumns ?? []),
      };
    }),
  );
};
