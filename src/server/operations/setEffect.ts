import { sql } from 'kysely';
import type { NormalizedType, Registry } from '../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../db/database.ts';
import { invalidInput } from '../errors.ts';
import { fixedValueProblems, lockProblems } from '../records/fieldRules.ts';
import { loadReadThrough } from '../records/referencedRecords.ts';
import { recordCheckProblems } from '../records/recordChecks.ts';
import { idsOf, type Row } from '../db/row.ts';

const isArgument = (v: unknown): v is { argument: string } => v !== null && typeof v === 'object' && 'argument' in v;

/**
 * A declarative effect: each target row's fields set to constants or to the operation's arguments. A
 * field's `lockedWhen` and `fixedWhen` and the type's `checks` hold here too, reading through references as
 * the generated update does (a declared operation may not change what the edit dialog locks or fixes);
 * `lockedOnEdit` fields cannot be named by a `set` at all (npm run check:metadata, M606).
 */
export const applySet = async (
  trx: Db,
  registry: Registry,
  type: NormalizedType,
  rows: Row[],
  set: Record<string, unknown>,
  args: Record<string, unknown>,
): Promise<void> => {
  const columns: Record<string, unknown> = {};
  const fields = Object.keys(set).map((name) => type.fields.find((f) => f.name === name)!);
  for (const field of fields) {
    const value = set[field.name];
    columns[field.column] = isArgument(value) ? args[value.argument] : value;
  }
  const reading = await loadReadThrough(trx, registry, type, [...rows, columns]);
  const problems = [
    ...fixedValueProblems(type, fields, columns, rows, reading),
    ...lockProblems(type, fields, columns, rows, reading),
    ...recordCheckProblems(type, columns, rows, reading),
  ];
  if (problems.length) throw invalidInput(problems);
  if (type.timestamps) columns.updated_at = sql`now()`;
  await runtimeTables(trx).updateTable(type.table).set(columns).where('id', 'in', idsOf(rows)).execute();
};
