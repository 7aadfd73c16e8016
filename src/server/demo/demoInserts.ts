import { runtimeTables, type Db } from '../db/database.ts';

/**
 * The demo seeds write rows of many tables by name, with the values each table's metadata allows: through the
 * database's run-time table escape, as the engine writes a table the registry names.
 */

/** Inserts one row and gives its id. */
export const insertRow = async (db: Db, table: string, values: Record<string, unknown>): Promise<number> =>
  (await runtimeTables(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;

/** The id of the first row (by id) whose `column` has `value`. */
export const idWhere = async (db: Db, table: string, column: string, value: string): Promise<number> =>
  (await runtimeTables(db).selectFrom(table).select('id').where(column, '=', value).orderBy('id').executeTakeFirstOrThrow()).id as number;
