import { sql, type RawBuilder } from 'kysely';
import type { NormalizedFilter, NormalizedType, OwnerKind, Registry } from '../../metadata/normalized.ts';
import { accessFilter, pathCondition, type Access } from '../access/ownership.ts';
import { whereSql } from './whereSql.ts';
import { SERVER_FIELD_TYPES } from '../fieldTypes/index.ts';
import { invalidInput, type FieldProblem } from '../errors.ts';
import { isCalendarDate, isTimeZone } from '../fieldTypes/validation.ts';
import { columnOf, findField } from '../../metadata/columns.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';
import { searchCondition } from './searchTerms.ts';

export interface FilterBar {
  searchTerm?: string | null;
  filtersHash?: Record<string, unknown> | null;
  scopeFilter?: string | null;
  orderOption?: string | null;
  dateRange?: { start?: string | null; end?: string | null; timeZone?: string | null } | null;
}

export interface ListArgs {
  ids?: (string | number)[] | null;
  orgId?: string | number | null;
  apiPartnerId?: string | number | null;
  filterBar?: FilterBar | null;
  limit?: number | null;
  offset?: number | null;
  /** Keyset position: the readminCursor of the last row already shown. */
  after?: string | null;
  /** Extra condition, e.g. an association's "points at this record". */
  where?: RawBuilder<boolean>;
  /** Whether the viewer reads masked fields as they are (platform admins); otherwise a search skips them where masked. */
  seesMasked?: boolean;
  /** The computed fields the page's rows carry (by field name); all when unset (graphql/selectedComputed.ts). */
  computed?: readonly string[];
  /** Reference fields (by name) whose records the request reads: joined in the page's statement (RecordStore.list). */
  references?: readonly string[];
  /** Those of `references` whose records the request shows by name alone: their joins read only what names read. */
  nameOnlyReferences?: readonly string[];
}

const toId = (v: unknown, field: string, problems: FieldProblem[]): number | null => {
  const id = parseRecordId(v);
  if (id === null) problems.push({ field, message: `${field}: ${INVALID_ID}` });
  return id;
};

/** The ids of `kind` when the access reaches rows through that kind alone (null for full access or several kinds). */
const soleKindIds = (access: Access, kind: OwnerKind): number[] | null => {
  if (access.all) return null;
  const kinds = Object.entries(access.byKind).filter(([, ids]) => ids.length);
  return kinds.length === 1 && kinds[0][0] === kind ? kinds[0][1] : null;
};

/** The value a filter bar gives `filter` (its default when the filter is required), or null: not filtered by it. */
export const filterValue = (filter: NormalizedFilter, hash: Record<string, unknown>): string | null => {
  const raw = hash[filter.name] ?? (filter.required ? filter.defaultValue : undefined);
  return raw === undefined || raw === null || raw === '' ? null : String(raw);
};

/** Every condition of a list: access, ids, organisation/partner route, filter bar. Names in, SQL out. */
export const listConditions = (registry: Registry, type: NormalizedType, access: Access, args: ListArgs): RawBuilder<boolean>[] => {
  const problems: FieldProblem[] = [];
  const where: RawBuilder<boolean>[] = [];
  let accessCondition = accessFilter(registry, type, access);
  if (args.where) where.push(args.where);
  if (args.ids) where.push(sql<boolean>`t.id = ANY(${sql.val(args.ids.map((id) => toId(id, 'ids', problems) ?? 0))}::integer[])`);
  for (const [arg, kind] of [
    ['orgId', 'org'],
    ['apiPartnerId', 'apiPartner'],
  ] as const) {
    if (args[arg] == null) continue;
    const id = toId(args[arg], arg, problems);
    const path = type.ownership[kind];
    if (!path)
      problems.push({ field: arg, message: `${type.typename} records do not belong to an ${kind === 'org' ? 'organisation' : 'API partner'}` });
    else if (id) {
      const only = soleKindIds(access, kind);
      // Access by this one kind and the route follow the same path: one condition on the ids in both, so the
      // planner does not count the same predicate's selectivity twice (which would estimate an org admin's total low).
      if (only)
        accessCondition = pathCondition(
          registry,
          type,
          path,
          only.filter((own) => own === id),
          't',
        );
      else where.push(pathCondition(registry, type, path, [id], 't'));
    }
  }
  where.unshift(accessCondition);
  const bar = args.filterBar ?? {};
  const term = bar.searchTerm?.trim();
  if (term) {
    if (!type.list.search.length) problems.push({ field: 'searchTerm', message: `${type.label.plural} cannot be searched` });
    else where.push(searchCondition(registry, type, term, Boolean(args.seesMasked)));
  }
  const hash = bar.filtersHash ?? {};
  for (const filter of type.list.filters) {
    const value = filterValue(filter, hash);
    if (value === null) continue;
    const option = filter.options.find((o) => o.value === value);
    if (option?.where !== undefined) {
      where.push(whereSql(type, option.where));
      continue;
    }
    const field = type.fields.find((f) => f.name === filter.field);
    // Declared options are the only values of their filter; a reference filter's options are records.
    if (!field || (filter.options.length && !option && !filter.optionsTypename)) {
      problems.push({ field: filter.name, message: `'${value}' is not an option of filter ${filter.name}` });
      continue;
    }
    if (filter.sameAs) {
      // The value names a record of this type; its own value of the field is compared, by the column's type.
      const id = toId(value, filter.name, problems);
      if (id)
        where.push(
          sql<boolean>`t.${sql.ref(field.column)} = (SELECT s.${sql.ref(field.column)} FROM ${sql.table(type.table)} AS s WHERE s.id = ${id})`,
        );
      continue;
    }
    const match = SERVER_FIELD_TYPES[field.type].filter?.(sql.ref(`t.${field.column}`), value, field, filter.name);
    if (!match) problems.push({ field: filter.name, message: `filter ${filter.name} cannot match the ${field.type} field '${field.name}' by value` });
    else if ('refusal' in match) problems.push({ field: filter.name, message: match.refusal });
    else where.push(match.where);
  }
  for (const name of Object.keys(hash)) {
    if (!type.list.filters.some((f) => f.name === name))
      problems.push({ field: name, message: `${type.label.plural} have no filter named '${name}'` });
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
    else where.push(...dateRangeConditions(type, declared.field, range, problems));
  }
  if (problems.length) throw invalidInput(problems);
  return where;
};

/**
 * Inclusive days [start, end]. For date-time fields a day runs midnight to midnight in the display time
 * zone, so "Today" in Auckland is not "Today" in UTC.
 */
const dateRangeConditions = (
  type: NormalizedType,
  fieldName: string,
  range: NonNullable<FilterBar['dateRange']>,
  problems: FieldProblem[],
): RawBuilder<boolean>[] => {
  const { column } = columnOf(type, fieldName);
  const isDate = findField(type, fieldName)?.type === 'date';
  const timeZone = range.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    problems.push({ field: 'dateRange.timeZone', message: `dateRange.timeZone '${timeZone}' is not a known time zone` });
    return [];
  }
  const result: RawBuilder<boolean>[] = [];
  for (const [key, op] of [
    ['start', '>='],
    ['end', '<'],
  ] as const) {
    const day = range[key];
    if (!day) continue;
    if (!isCalendarDate(day)) {
      problems.push({ field: `dateRange.${key}`, message: `dateRange.${key} must be a date yyyy-MM-dd` });
      continue;
    }
    const bound = key === 'end' ? sql`(${day}::date + 1)` : sql`${day}::date`;
    result.push(
      isDate
        ? sql<boolean>`${sql.ref(`t.${column}`)} ${sql.raw(op)} ${bound}`
        : sql<boolean>`${sql.ref(`t.${column}`)} ${sql.raw(op)} (${bound}::timestamp AT TIME ZONE ${timeZone})`,
    );
  }
  return result;
};
