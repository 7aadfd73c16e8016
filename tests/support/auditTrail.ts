import type { Db } from '../../src/server/db/database.ts';

/** The newest audit version of a record, or undefined when it has none: what a test asserts a write left behind. */
export const latestVersion = (db: Db, typename: string, id: number) =>
  db
    .selectFrom('paper_trail_versions')
    .selectAll()
    .where('item_type', '=', typename)
    .where('item_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
