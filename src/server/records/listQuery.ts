import { sql, type RawBuilder } from 'kysely';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import { accessFilter, pathCondition, type Access } from '../access/scope.ts';
import { whereSql } from './whereSql.ts';
import { invalidInput, type FieldProblem } from './errors.ts';
import { isCalendarDate } from '../validation.ts';

export interface FilterBar {
  searchTerm?: string | null;
  filtersHash?: Record<string, unknown> | null;
  scopeFilter?: string | null;
  orderOption?: string | null;
  dateRange?: { start?: string | null; end?: string | null } | null;
}

export interface ListArgs {
  ids?: (string | number)[] | null;
  orgId?: string | number | null;
  apiPartnerId?: string | number | null;
  filterBar?: FilterBar | null;
  limit?: number | null;
  offset?: number | null;
  /** Extra condition, e.g. an association's "points at this record". */
  where?: RawBuilder<boolean>;
}

export const MAX_LIMIT = 1000;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const toId = (v: unknown, field: string, problems: FieldProblem[]): number | null => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) { problems.push({ field, message: `${field} must be a record id` }); return null; }
  return n;
};

/** Every condition of a list: access, ids, organisation/partner route, filter bar. Names in, SQL out. */
const conditions = (registry: Registry, type: NormalizedType, access: Access, args: ListArgs): RawBuilder<boolean>[] => {
  const problems: FieldProblem[] = [];
  const where: RawBuilder<boolean>[] = [accessFilter(registry, type, access)];
  if (args.where) where.push(args.where);
  if (args.ids) where.push(sql<boolean>`t.id = ANY(${sql.val(args.ids.map((id) => toId(id, 'ids', problems) ?? 0))}::integer[])`);
  for (const [arg, kind] of [['orgId', 'org'], ['apiPartnerId', 'apiPartner']] as const) {
    if (args[arg] == null) continue;
    const id = toId(args[arg], arg, problems);
    const path = type.scope[kind];
    if (!path) problems.push({ field: arg, message: `${type.typename} records do not belong to an ${kind === 'org' ? 'organisation' : 'API partner'}` });
    else if (id) where.push(pathCondition(registry, type, path, [id], 't'));
  }
  const bar = args.filterBar ?? {};
  const term = bar.searchTerm?.trim();
  if (term) {
    if (!type.list.search.length) problems.push({ field: 'searchTerm', message: `${type.label.plural} cannot be searched` });
    else {
      const pattern = `%${escapeLike(term)}%`;
      const columns = type.list.search.map((n) => type.fields.find((f) => f.name === n)!.column);
      where.push(sql<boolean>`(${sql.join(columns.map((c) => sql`${sql.ref(`t.${c}`)} ILIKE ${pattern}`), sql` OR `)})`);
    }
  }
  const hash = bar.filtersHash ?? {};
  for (const filter of type.list.filters) {
    const raw = hash[filter.name] ?? (filter.required ? filter.defaultValue : undefined);
    if (raw === undefined || raw === null || raw === '') continue;
    const value = String(raw);
    const option = filter.options.find((o) => o.value === value);
    if (option?.where !== undefined) { where.push(whereSql(type, option.where)); continue; }
    const field = type.fields.find((f) => f.name === filter.field);
    if (!field) { problems.push({ field: filter.name, message: `'${value}' is not an option of filter ${filter.name}` }); continue; }
    if (field.type === 'reference') {
      const id = toId(value, filter.name, problems);
      if (id) where.push(sql<boolean>`${sql.ref(`t.${field.column}`)} = ${id}`);
    } else if (filter.options.length && !option) {
      problems.push({ field: filter.name, message: `'${value}' is not an option of filter ${filter.name}` });
    } else {
      where.push(sql<boolean>`${sql.ref(`t.${field.column}`)}::text = ${value}`);
    }
  }
  for (const name of Object.keys(hash)) {
    if (!type.list.filters.some((f) => f.name === name)) problems.push({ field: name, message: `${type.label.plural} have no filter named '${name}'` });
  }
  if (bar.scopeFilter) {
    const scope = type.list.scopes.find((s) => s.value === bar.scopeFilter);
    if (!scope) problems.push({ field: 'scopeFilter', message: `${type.label.plural} have no scope named '${bar.scopeFilter}'` });
    else if (scope.where !== undefined) where.push(whereSql(type, scope.where));
  }
  const range = bar.dateRange;
  if (range && (range.start || range.end)) {
    const declared = type.list.dateRange;
    if (!declared) problems.push({ field: 'dateRange', message: `${type.label.plural} have no date range filter` });
    else {
      const column = declared.field === 'createdAt' ? 'created_at' : type.fields.find((f) => f.name === declared.field)!.column;
      for (const [key, op] of [['start', '>='], ['end', '<']] as const) {
        const day = range[key];
        if (!day) continue;
        if (!isCalendarDate(day)) { problems.push({ field: `dateRange.${key}`, message: `dateRange.${key} must be a date yyyy-MM-dd` }); continue; }
        // The end day is inclusive: rows before the start of the next day.
        const bound = key === 'end' ? sql`(${day}::date + 1)` : sql`${day}::date`;
        where.push(sql<boolean>`${sql.ref(`t.${column}`)} ${sql.raw(op)} ${bound}`);
      }
    }
  }
  if (problems.length) throw invalidInput(problems);
  return where;
};

const orderBy = (type: NormalizedType, name: string | null | undefined): RawBuilder<unknown> => {
  const option = name ? type.list.orderOptions.find((o) => o.name === name) : type.list.orderOptions[0];
  if (name && !option) throw invalidInput([{ field: 'orderOption', message: `${type.label.plural} have no order option '${name}'` }]);
  const column = (field: string) => (field === 'createdAt' ? 'created_at' : field === 'id' ? 'id' : type.fields.find((f) => f.name === field)!.column);
  const parts = (option?.by ?? []).map((b) => sql`${sql.ref(`t.${column(b.field)}`)} ${sql.raw(b.direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}`);
  // id last, so pages are stable when the chosen order has ties.
  return sql.join([...parts, sql`t.id DESC`]);
};

export const listRows = async (db: Db, registry: Registry, type: NormalizedType, access: Access, args: ListArgs) => {
  const where = conditions(registry, type, access, args);
  const limit = Math.min(Math.max(args.limit ?? 10, 0), MAX_LIMIT);
  const offset = Math.max(args.offset ?? 0, 0);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT t.* FROM ${sql.table(type.table)} AS t
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${orderBy(type, args.filterBar?.orderOption)}
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
};

export const countRows = async (db: Db, registry: Registry, type: NormalizedType, access: Access, args: ListArgs): Promise<number> => {
  const where = conditions(registry, type, access, args);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(type.table)} AS t WHERE ${sql.join(where, sql` AND `)}`.execute(db);
  return rows[0].n;
};
