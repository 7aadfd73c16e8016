import { sql } from 'kysely';
import { storedFields, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../db/database.ts';
import { isEmpty } from '../fieldTypes/validation.ts';
import { noValueOf } from '../../metadata/fieldTypes.ts';
import { ValueChecks } from '../records/fieldValues.ts';
import { hashPassword } from '../auth/passwords.ts';
import { attributeName } from '../../metadata/naming.ts';
import { invalidInput } from '../errors.ts';
import type { RequestContext } from '../context.ts';
import { execute, type AfterCommit } from './executor.ts';
import { seenVersionsOf } from './lockVersions.ts';
import { afterUpdateHook, beforeCreateHook } from './hooks.ts';
import { withDefaultPicks } from '../records/defaultPicks.ts';
import { fieldRuleProblems, maskedValueProblems } from '../records/fieldRules.ts';
import { recordCheckProblems } from '../records/recordChecks.ts';
import { subdivisionProblems } from '../records/subdivisions.ts';
import { videoRangeProblems } from '../records/videoRange.ts';
import { loadReadThrough } from '../records/referencedRecords.ts';
import { clearByChanges, defaultOf, withFileNameDefaults } from '../records/derivedValues.ts';
import { actionsAvailability, rolesOfferedBy } from './availability.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';
import { checkUploads, placeUploads, replaceFiles, takeUploads } from '../files/uploads.ts';
import { deleteObjectsAfterCommit, deleteRecordBlobs } from '../files/blobs.ts';
import { idsOf, type Row } from '../db/row.ts';

type Mode = 'create' | 'update';

/** Checks every attribute against the metadata and returns the columns to write, or throws every problem at once. */
export const buildColumns = async (
  ctx: RequestContext,
  db: Db,
  type: NormalizedType,
  input: Record<string, unknown>,
  mode: Mode,
  targets: Row[] = [],
) => {
  const attributes = withFileNameDefaults(type, input, mode, targets);
  const ids = idsOf(targets);
  const checks = new ValueChecks();
  const givenFields: NormalizedField[] = [];
  const columns: Record<string, unknown> = {};
  const viewer = ctx.viewer!;
  for (const field of storedFields(type)) {
    const key = attributeName(field);
    const given = Object.prototype.hasOwnProperty.call(attributes, key);
    const raw = given ? attributes[key] : mode === 'create' ? defaultOf(field, viewer) : undefined;
    if (!given && mode === 'update') continue;
    if (given && field.readOnly) {
      checks.problem(field, 'is read-only');
      continue;
    }
    if (given && field.adminOnly && !viewer.isAdmin) {
      checks.problem(field, 'may only be set by a platform admin');
      continue;
    }
    if (given && mode === 'update' && field.lockedOnEdit) {
      checks.problem(field, 'cannot be changed after creation');
      continue;
    }
    if (isEmpty(raw)) {
      const none = noValueOf(field.type);
      if (field.required) checks.problem(field, 'is required');
      else if ('problem' in none) checks.problem(field, none.problem);
      else if (given || mode === 'create') columns[field.column] = none.value;
      continue;
    }
    const checked = checks.check(field, raw);
    if (!checked) continue;
    columns[field.column] = field.type === 'password' ? await hashPassword(checked.value as string) : checked.value;
    if (given) givenFields.push(field);
  }
  if (mode === 'update') clearByChanges(type, attributes, columns, targets, checks);
  const records = mode === 'create' ? [null] : targets;
  // The records the rules read through (a camera's model), named by the stored rows or this write.
  const reading = await loadReadThrough(db, ctx.registry, type, [...targets, columns]);
  await checkUploads(type, columns, checks, records, reading);
  const problems = checks.problems;
  problems.push(...fieldRuleProblems(type, givenFields, columns, records, reading));
  problems.push(...maskedValueProblems(type, columns, records, reading, viewer));
  problems.push(...recordCheckProblems(type, columns, records, reading));
  problems.push(...subdivisionProblems(type, columns, records));
  problems.push(...(await videoRangeProblems(db, ctx.registry, type, columns, records)));
  await checks.checkReferences(ctx, db);
  for (const field of type.fields.filter((f) => f.unique && typeof columns[f.column] === 'string')) {
    const taken = await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)}
      WHERE lower(${sql.ref(field.column)}) = lower(${columns[field.column]}) AND NOT (id = ANY(${sql.val(ids)}::integer[])) LIMIT 1`.execute(db);
    if (taken.rows.length) problems.push({ field: field.name, message: `${field.label} is already taken` });
  }
  problems.push(...(await uniqueTogetherProblems(db, type, columns, mode === 'create' ? [{}] : targets)));
  if (problems.length) throw invalidInput(problems);
  return columns;
};

/**
 * The declared combinations (uniqueTogether) the write would repeat, with their messages: each record as it
 * would be, compared with the other rows. A combination holding a null never collides, as in the index.
 */
const uniqueTogetherProblems = async (db: Db, type: NormalizedType, columns: Record<string, unknown>, rows: Record<string, unknown>[]) => {
  const problems: { field: string; message: string }[] = [];
  for (const u of type.uniqueTogether) {
    const fields = u.fields.map((n) => type.fields.find((f) => f.name === n)!);
    if (!fields.some((f) => f.column in columns)) continue;
    for (const row of rows) {
      const values = fields.map((f) => (f.column in columns ? columns[f.column] : row[f.column]));
      if (values.some((v) => v === null || v === undefined)) continue;
      const same = sql.join(
        fields.map((f, i) => sql`${sql.ref(f.column)} = ${values[i]}`),
        sql` AND `,
      );
      const { rows: taken } =
        await sql`SELECT 1 FROM ${sql.table(type.table)} WHERE ${same} AND id IS DISTINCT FROM ${row.id ?? null} LIMIT 1`.execute(db);
      if (taken.length) {
        problems.push({ field: u.fields[0], message: u.message });
        break;
      }
    }
  }
  return problems;
};

/** The type's console actions of one kind: they decide who may run the generated operation and when (availability.ts). */
const actionsOf = (type: NormalizedType, kind: 'create' | 'update' | 'remove') => type.actions.filter((a) => a.kind === kind);

/**
 * When an update or removal is offered: as the console offers its actions (list bulk bar, record toolbar),
 * one of them offered to the caller must have its availability hold over the target records. (The console
 * does not apply an availability to Add, so neither does the server.)
 */
const actionAvailability = (ctx: RequestContext, type: NormalizedType, kind: 'update' | 'remove') =>
  ctx.viewer ? actionsAvailability(ctx.viewer, type, actionsOf(type, kind), true) : undefined;

const parseIds = (ids: unknown[]): number[] => {
  const parsed = ids.map(parseRecordId);
  if (!parsed.length) throw invalidInput([{ field: 'ids', message: 'ids must name at least one record' }]);
  if (parsed.some((n) => n === null)) throw invalidInput([{ field: 'ids', message: `ids: ${INVALID_ID}` }]);
  if (new Set(parsed).size !== parsed.length) throw invalidInput([{ field: 'ids', message: 'ids must not name the same record twice' }]);
  return parsed as number[];
};

const translateDbError = (type: NormalizedType, e: unknown): never => {
  const code = (e as { code?: string }).code;
  // 23503 a foreign key's NO ACTION check, 23001 its RESTRICT: either way rows still refer to this one.
  if (code === '23503' || code === '23001') throw invalidInput([{ field: 'id', message: `${type.label.singular} is still used by other records` }]);
  if (code === '23505') throw invalidInput([{ field: 'id', message: `${type.label.singular} would duplicate an existing record` }]);
  throw e;
};

/** A new row: its attributes checked, the before-create hook, the insert; created in the caller's reach or not at all. */
export const createRecord = (ctx: RequestContext, type: NormalizedType, attributes: Record<string, unknown>) =>
  execute(ctx, {
    type,
    name: type.operations.create?.name ?? `add${type.typename}`,
    grant: 'create',
    roles: rolesOfferedBy(actionsOf(type, 'create')),
    denied: `You may not create ${type.label.plural}.`,
    targetIds: () => [],
    check: async (trx) => buildColumns(ctx, trx, type, await withDefaultPicks(ctx, trx, type, attributes), 'create'),
    effect: async ({ trx, checked: columns }) => {
      await beforeCreateHook(ctx.extensions, type)?.(ctx, trx, type, columns, attributes.confirmed === true);
      const insertBlobs = placeUploads(takeUploads(type, columns), columns);
      const row = await runtimeTables(trx)
        .insertInto(type.table)
        .values(columns)
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((e) => translateDbError(type, e));
      await insertBlobs(trx, ctx.storage, type.typename, row.id as number);
      return { createdIds: [row.id as number] };
    },
    shape: (_value, [row]) => row,
  }) as Promise<Row>;

/**
 * Writes checked columns to the target rows (the generated update and a declared operation's `update`),
 * then the type's after-update hook in the same transaction (a competition's settings reach its leagues).
 */
export const writeUpdate = async (
  ctx: RequestContext,
  trx: Db,
  afterCommit: AfterCommit,
  type: NormalizedType,
  targets: Row[],
  columns: Record<string, unknown>,
) => {
  const uploads = takeUploads(type, columns);
  if (!Object.keys(columns).length && !uploads.length) return;
  const changed = { ...columns };
  if (type.timestamps) columns.updated_at = sql`now()`;
  if (Object.keys(columns).length)
    await runtimeTables(trx)
      .updateTable(type.table)
      .set(columns)
      .where('id', 'in', idsOf(targets))
      .execute()
      .catch((e) => translateDbError(type, e));
  await replaceFiles(trx, ctx.storage, afterCommit, type, targets, uploads, columns);
  await afterUpdateHook(ctx.extensions, type)?.(ctx, trx, type, targets, changed);
};

/** Batch update: every row changes or none does; `versions` holds the lockVersion(s) the caller saw, if any. */
export const updateRecords = (
  ctx: RequestContext,
  type: NormalizedType,
  rawIds: unknown[],
  attributes: Record<string, unknown>,
  versions: Record<string, unknown> = {},
) =>
  execute(ctx, {
    type,
    name: type.operations.update?.name ?? `${type.typename}Update`,
    grant: 'update',
    roles: rolesOfferedBy(actionsOf(type, 'update')),
    availability: actionAvailability(ctx, type, 'update'),
    denied: `You may not update ${type.label.plural}.`,
    targetIds: () => parseIds(rawIds),
    seenVersions: (ids) => seenVersionsOf(versions, ids),
    check: (trx, targets) => buildColumns(ctx, trx, type, attributes, 'update', targets),
    effect: async ({ trx, targets, checked: columns, afterCommit }) => {
      await writeUpdate(ctx, trx, afterCommit, type, targets, columns);
      return {};
    },
    shape: (_value, rows) => rows,
  }) as Promise<Row[]>;

/** Batch removal: every row goes or none does. */
export const removeRecords = (ctx: RequestContext, type: NormalizedType, rawIds: unknown[]) =>
  execute(ctx, {
    type,
    name: type.operations.remove?.name ?? `${type.typename}Remove`,
    grant: 'remove',
    roles: rolesOfferedBy(actionsOf(type, 'remove')),
    availability: actionAvailability(ctx, type, 'remove'),
    denied: `You may not remove ${type.label.plural}.`,
    targetIds: () => parseIds(rawIds),
    check: async () => undefined,
    effect: async ({ trx, targets, afterCommit }) => {
      await runtimeTables(trx)
        .deleteFrom(type.table)
        .where('id', 'in', idsOf(targets))
        .execute()
        .catch((e) => translateDbError(type, e));
      deleteObjectsAfterCommit(afterCommit, ctx.storage, await deleteRecordBlobs(trx, type.typename, idsOf(targets)));
      return { value: idsOf(targets) };
    },
    shape: (ids) => ids,
  }) as Promise<number[]>;
