import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { withEngineTables } from './engineTables.ts';

export const MIGRATIONS_DIR = join(import.meta.dirname, '../../../migrations');

/**
 * Applies migrations/NNNN_*.sql in order, each in its own transaction, once. Forward-only: a migration
 * that has run is never edited; a change is a new file. Runs the same on PGlite and PostgreSQL.
 */
export const migrate = async (db: Db, dir = MIGRATIONS_DIR): Promise<string[]> => {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  const done = new Set((await withEngineTables(db).selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  const pending = readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f) && !done.has(f))
    .sort();
  for (const name of pending) {
    const text = readFileSync(join(dir, name), 'utf8');
    await db.transaction().execute(async (trx) => {
      // Split on statement ends; migrations hold no functions with inner semicolons.
      for (const statement of text
        .split(/;\s*$/m)
        .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
        .filter(Boolean)) {
        await sql.raw(statement).execute(trx);
      }
      await withEngineTables(trx).insertInto('schema_migrations').values({ name }).execute();
    });
  }
  return pending;
};
