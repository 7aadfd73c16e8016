import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';
import type { Logger } from 'pino';
import { createApp } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import type { LoginThrottleSettings } from '../../src/server/auth/loginThrottle.ts';
import type { LinkThrottleSettings } from '../../src/server/auth/linkThrottle.ts';
import type { GoogleLoginSettings } from '../../src/server/auth/googleLogin.ts';
import type { ResetThrottleSettings } from '../../src/server/auth/resetThrottle.ts';
import { startJobs } from '../../src/server/startJobs.ts';
import { install, type Installed } from '../../src/server/install.ts';
import type { ServerRegistry } from '../../src/server/records/serverRegistry.ts';
import type { Feature } from '../../src/server/feature.ts';
import { FEATURES } from '../../src/server/features/index.ts';
import type { Registry } from '../../src/metadata/normalized.ts';
import type { DatabaseTemplates } from './databaseTemplates.ts';
import type { ObjectStore } from '../../src/server/files/storage/objectStore.ts';
import { DatabaseStore } from '../../src/server/files/storage/databaseStore.ts';

export const ROOT = join(import.meta.dirname, '../..');
/** The product's metadata, as generated (plain data: what the console reads). */
export const plainRegistry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
/** The product's features installed on its metadata, as the server runs them. */
export const installed: Installed = install(plainRegistry, FEATURES);
/** The registry the server reads records with: the metadata with the product's features' parts of a read. */
export const registry: ServerRegistry = installed.registry;

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every server test runs on: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database: an in-memory PGlite, or a new PostgreSQL database on the server at `base` dropped again on close. */
export const openTestDatabase = (kind: DatabaseKind, onQuery?: () => void, base = process.env.TEST_DATABASE_URL): Promise<Database> =>
  openCopy(kind, onQuery, base, {});

interface CopyOf {
  /** PGlite: a data directory's tarball to start from. */
  pglite?: Blob;
  /** PostgreSQL: the template database to copy. */
  postgres?: string;
}

const openCopy = async (kind: DatabaseKind, onQuery: (() => void) | undefined, base: string | undefined, copyOf: CopyOf): Promise<Database> => {
  if (kind === 'pglite' || !base) return openDatabase({ dataDir: 'memory://', onQuery, loadDataDir: copyOf.pglite });
  const name = `readmin_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${copyOf.postgres ? ` TEMPLATE ${copyOf.postgres}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

/** The run's migrated, seeded templates (tests/support/databaseTemplates.ts), when Vitest made them: none in a script. */
const templates = async (): Promise<DatabaseTemplates | undefined> => {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplates');
};

/** The PGlite template's tarball, read once per test file (a Blob is never changed, so every copy starts from this one). */
let pgliteTemplate: { file: string; blob: Blob } | undefined;
const pgliteTemplateBlob = (file: string): Blob => {
  if (pgliteTemplate?.file !== file) pgliteTemplate = { file, blob: new Blob([new Uint8Array(readFileSync(file))]) };
  return pgliteTemplate.blob;
};

/**
 * A fresh database holding the migrated demo data, as `openTestDatabase` then migrate and seedDemoData would make
 * it: a copy of the run's template where there is one (on PostgreSQL, of a template on the same server), else
 * migrated and seeded here.
 */
export const openSeededTestDatabase = async (kind: DatabaseKind, onQuery?: () => void, base = process.env.TEST_DATABASE_URL): Promise<Database> => {
  const made = await templates();
  const onPostgres = kind === 'postgres' && Boolean(base);
  const copyOf: CopyOf | undefined = !made
    ? undefined
    : onPostgres
      ? made.postgres && made.postgres.url === base
        ? { postgres: made.postgres.name }
        : undefined
      : { pglite: pgliteTemplateBlob(made.pglite) };
  const database = await openCopy(kind, onQuery, base, copyOf ?? {});
  if (!copyOf) {
    await migrate(database.db);
    await seedDemoData(database.db);
  }
  return database;
};

/** Where PostgreSQL-only tests (several processes on one database) run: TEST_DATABASE_URL, else the local default. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL server for a test that cannot run on the embedded database. Fails (never skips) when there is
 * none, so a run without PostgreSQL does not pass for one that proved the point.
 */
export const requirePostgres = async (): Promise<string> => {
  const base = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(`This test needs PostgreSQL: none answers at ${base} (${(e as Error).message}). Set TEST_DATABASE_URL to a server that does.`, {
      cause: e,
    });
  } finally {
    await client.end().catch(() => {});
  }
  return base;
};

export interface TestServer {
  url: string;
  /** The Fastify instance (app.inject sends requests without a socket). */
  app: Awaited<ReturnType<typeof createApp>>['app'];
  database: Database;
  /** Where the server keeps its files (the test database's own store unless the test gives another). */
  storage: ObjectStore;
  exports?: Awaited<ReturnType<typeof startJobs>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  kind?: DatabaseKind;
  distDir?: string;
  seed?: boolean;
  onQuery?: () => void;
  /** Another project's registry and migrations (the fixture record type test). */
  registry?: Registry;
  migrationsDir?: string;
  /** Start the job queue, the mail outbox and the workers (CSV exports, ops checks). */
  exports?: boolean;
  /** Deliver the outbox's email through this SMTP server (default: none, whatever SMTP_URL says). */
  smtpUrl?: string;
  /** The features the server runs (default: the product's), e.g. with one a test adds for operations it declares itself. */
  features?: readonly Feature[];
  /** Serve on a database another test server already opened (several processes on one database). */
  database?: Database;
  trustProxy?: boolean;
  /** Where the server's log lines go (default: nowhere; TEST_LOG_LEVEL=info prints them). */
  logger?: Logger;
  loginThrottle?: LoginThrottleSettings;
  linkThrottle?: LinkThrottleSettings;
  resetThrottle?: ResetThrottleSettings;
  production?: boolean;
  /** Google sign-in against this OpenID provider (default: off, whatever GOOGLE_LOGIN_* says). */
  googleLogin?: GoogleLoginSettings;
  /** Where the server keeps its files (default: the test database's own store, whatever STORAGE_URL says). */
  storage?: ObjectStore;
}

/**
 * What the NOTIFY of a change made straight in the database to sessions, users or role rows does in `server`,
 * without waiting for it: PostgreSQL delivers it a moment after COMMIT (src/server/auth/viewerCache.ts). For a
 * test whose subject is something else; tests/server/viewerCache.test.ts waits for the real one.
 */
export const viewersChanged = (server: TestServer) => server.app.viewerCache?.changed();

export const startTestServer = async (opts: TestServerOptions = {}): Promise<TestServer> => {
  const serverInstalled = opts.registry || opts.features ? install(opts.registry ?? plainRegistry, opts.features ?? FEATURES) : installed;
  const shared = opts.database;
  const kind = opts.kind ?? 'pglite';
  // Another project's migrations, or no demo data: an empty database migrated here. Else a copy of the template.
  const ownSchema = opts.migrationsDir !== undefined || opts.seed === false;
  const database = shared ?? (ownSchema ? await openTestDatabase(kind, opts.onQuery) : await openSeededTestDatabase(kind, opts.onQuery));
  if (!shared && ownSchema) {
    await migrate(database.db, opts.migrationsDir);
    if (opts.seed !== false) await seedDemoData(database.db);
  }
  const storage = opts.storage ?? new DatabaseStore(database.db);
  const exports = opts.exports
    ? await startJobs(database, serverInstalled, {
        publicUrl: 'http://localhost',
        // An empty URL is no SMTP: tests deliver only when they say so, not when the machine sets SMTP_URL.
        smtpUrl: opts.smtpUrl ?? '',
        // Tests call the clock-driven jobs themselves (sendNightlyGamesheets), never at an hour of the day.
        scheduled: false,
        storage,
      })
    : undefined;
  const app = await createApp({
    database,
    installed: serverInstalled,
    distDir: opts.distDir,
    exports: exports?.deps,
    logger: opts.logger ?? createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    loginThrottle: opts.loginThrottle,
    linkThrottle: opts.linkThrottle,
    googleLogin: opts.googleLogin ?? null,
    resetThrottle: opts.resetThrottle,
    production: opts.production,
    trustProxy: opts.trustProxy,
    storage,
  });
  const server = await app.listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app: app.app,
    database,
    storage,
    exports,
    close: async () => {
      await app.close();
      await exports?.stop();
      if (!shared) await database.close();
    },
  };
};
