import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';

/**
 * Migrating and seeding takes seconds a database, and every server test file opens one or two: instead each run
 * makes a migrated, seeded template once (Vitest's globalSetup, below) and every file gets a copy of it
 * (tests/support/testServer.ts openSeededTestDatabase). A template is named by a hash of what makes it (the
 * migrations, the seed's source files and the data it reads, the locked dependencies), so a changed seed or
 * migration gets a new one and a stale one is never used; templates no run has started with for three hours are
 * removed.
 */
export interface DatabaseTemplates {
  /** A tarball of a PGlite data directory (PGlite's dumpDataDir), to open with loadDataDir. */
  pglite: string;
  /** A database on the PostgreSQL server at `url` (TEST_DATABASE_URL) to copy with CREATE DATABASE … TEMPLATE. */
  postgres?: { url: string; name: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const ROOT = join(import.meta.dirname, '../..');
const SEED_ENTRY_POINTS = ['src/server/demo/seed.ts', 'src/server/db/migrate.ts', 'src/server/db/database.ts'];
/** Folders of data the seed reads as it runs: the demo rows beside the metadata, the generated registry. */
const SEED_DATA = ['metadata', 'src/generated'];
/**
 * Long enough that no run still copies a template this old (CI stops a run after 90 minutes), short enough that a
 * checkout whose seed changes often does not pile up the PGlite tarballs.
 */
const UNUSED_FOR = 3 * 3600_000;
export const TEMPLATE_PREFIX = 'readmin_template_';

/** The seed's source files: its entry points and every file they import, relatively, however deep. */
const seedSources = (): string[] => {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !existsSync(file)) return;
    found.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) visit(resolve(dirname(file), spec));
  };
  for (const entry of SEED_ENTRY_POINTS) visit(join(ROOT, entry));
  return [...found].sort();
};

/** A hash of everything that makes a template, short enough for a database name. */
export const templateKey = (): string => {
  const hash = createHash('sha256');
  const migrations = readdirSync(MIGRATIONS_DIR)
    .sort()
    .map((f) => join(MIGRATIONS_DIR, f));
  const data = SEED_DATA.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  );
  for (const file of [...migrations, ...seedSources(), ...data, join(ROOT, 'package-lock.json')]) {
    hash.update(`${file.slice(ROOT.length)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
};

const migrateAndSeed = async (db: Db) => {
  await migrate(db);
  await seedDemoData(db);
};

/**
 * The PGlite template: a tarball in the machine's temporary folder, written under a name of its own and renamed
 * into place once whole, so a run that finds it can use it.
 */
const pgliteTemplate = async (key: string): Promise<string> => {
  const folder = join(tmpdir(), 'readmin-test-templates');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `pglite-${key}.tar`);
  for (const other of readdirSync(folder).map((f) => join(folder, f)))
    if (other !== file && Date.now() - statSync(other).mtimeMs > UNUSED_FOR) rmSync(other, { recursive: true, force: true });
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  }
  // Seeded on disk through the server's own openDatabase, then that data directory opened again to dump it.
  const dataDir = join(folder, `building-${key}-${process.pid}`);
  try {
    const database = await openDatabase({ dataDir });
    try {
      await migrateAndSeed(database.db);
    } finally {
      await database.close();
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return file;
};

/**
 * The PostgreSQL template: built under a name of its own and renamed once whole (so two runs starting together
 * each build theirs and one wins), then closed to connections, which a copy requires of its template. Its comment
 * holds when a run last used it.
 */
const postgresTemplate = async (base: string, key: string): Promise<string> => {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const used = (db: string) => admin.query(`COMMENT ON DATABASE ${db} IS '${Date.now()}'`);
  try {
    const { rows } = await admin.query<{ datname: string; used: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS used FROM pg_database WHERE datname LIKE $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const other of rows)
      if (other.datname !== name && Date.now() - Number(other.used ?? 0) > UNUSED_FOR)
        await admin.query(`DROP DATABASE IF EXISTS ${other.datname} WITH (FORCE)`);
    if (rows.some((r) => r.datname === name)) {
      await used(name);
      return name;
    }
    const building = `${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    await used(building);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await migrateAndSeed(database.db);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    } catch (e) {
      if ((e as { code?: string }).code !== '42P04') throw e;
      // Another run built the same template meanwhile: theirs serves.
      await admin.query(`DROP DATABASE ${building}`);
    }
    return name;
  } finally {
    await admin.end();
  }
};

/** Vitest's globalSetup: makes (or finds) the templates once per run and hands their names to the test files. */
export default async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  const base = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([pgliteTemplate(key), base ? postgresTemplate(base, key) : undefined]);
  project.provide('databaseTemplates', { pglite, postgres: base && postgres ? { url: base, name: postgres } : undefined });
}
