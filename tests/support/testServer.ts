import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seed.ts';
import type { Logger } from 'pino';
import { createApp } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import type { LoginThrottleSettings } from '../../src/server/auth/loginThrottle.ts';
import type { LinkThrottleSettings } from '../../src/server/publicPages/linkThrottle.ts';
import type { GoogleLoginSettings } from '../../src/server/auth/googleLogin.ts';
import type { ResetThrottleSettings } from '../../src/server/auth/resetThrottle.ts';
import { startJobs } from '../../src/server/jobs/startJobs.ts';
import type { HandlerIndex } from '../../src/server/operations/handlerIndex.ts';
import type { Registry } from '../../src/metadata/normalized.ts';

export const ROOT = join(import.meta.dirname, '../..');
export const registry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every server test runs on: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database: an in-memory PGlite, or a new PostgreSQL database on the server at `base` dropped again on close. */
export const openTestDatabase = async (kind: DatabaseKind, onQuery?: () => void, base = process.env.TEST_DATABASE_URL): Promise<Database> => {
  if (kind === 'pglite' || !base) return openDatabase({ dataDir: 'memory://', onQuery });
  const name = `readmin_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
  /** Handler modules of operations (default: the generated index), for operations a test declares itself. */
  handlers?: HandlerIndex;
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
}

/**
 * What the NOTIFY of a change made straight in the database to sessions, users or role rows does in `server`,
 * without waiting for it: PostgreSQL delivers it a moment after COMMIT (src/server/auth/viewerCache.ts). For a
 * test whose subject is something else; tests/server/viewerCache.test.ts waits for the real one.
 */
export const viewersChanged = (server: TestServer) => server.app.viewerCache?.changed();

export const startTestServer = async (opts: TestServerOptions = {}): Promise<TestServer> => {
  const shared = opts.database;
  const database = shared ?? (await openTestDatabase(opts.kind ?? 'pglite', opts.onQuery));
  if (!shared) {
    await migrate(database.db, opts.migrationsDir);
    if (opts.seed !== false) await seedDemoData(database.db);
  }
  const exports = opts.exports
    ? await startJobs(database, opts.registry ?? registry, {
        publicUrl: 'http://localhost',
        // An empty URL is no SMTP: tests deliver only when they say so, not when the machine sets SMTP_URL.
        smtpUrl: opts.smtpUrl ?? '',
        // Tests call the clock-driven jobs themselves (sendNightlyGamesheets), never at an hour of the day.
        scheduled: false,
      })
    : undefined;
  const app = await createApp({
    database,
    registry: opts.registry ?? registry,
    distDir: opts.distDir,
    exports: exports?.deps,
    handlers: opts.handlers,
    logger: opts.logger ?? createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    loginThrottle: opts.loginThrottle,
    linkThrottle: opts.linkThrottle,
    googleLogin: opts.googleLogin ?? null,
    resetThrottle: opts.resetThrottle,
    production: opts.production,
    trustProxy: opts.trustProxy,
  });
  const server = await app.listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app: app.app,
    database,
    exports,
    close: async () => {
      await app.close();
      await exports?.stop();
      if (!shared) await database.close();
    },
  };
};
