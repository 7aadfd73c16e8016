import { sql } from 'kysely';
import type { NormalizedType } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';

const isArgument = (v: unknown): v is { argument: string } => v !== null && typeof v === 'object' && 'argument' in v;

/** A declarative effect: each target row's fields set to constants or to the operation's arguments. */
export const applySet = async (
  trx: Db,
  type: NormalizedType,
  ids: number[],
  set: Record<string, unknown>,
  args: Record<string, unknown>,
): Promise<void> => {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(set)) {
    const field = type.fields.find((f) => f.name === name)!;
    columns[field.column] = isArgument(value) ? args[value.argument] : value;
  }
  if (type.timestamps) columns.updated_at = sql`now()`;
  await trx.updateTable(type.table).set(columns).where('id', 'in', ids).execute();
};
