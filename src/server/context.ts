import type { Db } from './db/database.ts';
import type { Registry } from '../metadata/normalized.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Csrf } from './auth/csrf.ts';
import type { RecordStore } from './records/store.ts';
import type { ExportDeps } from './exports/exportService.ts';

/** Everything a resolver may use, built once per request. */
export interface RequestContext {
  db: Db;
  registry: Registry;
  csrf: Csrf;
  viewer: Viewer | null;
  sessionToken?: string;
  browserSecret?: string;
  csrfValid: boolean;
  /** Secure cookies only when the request came over HTTPS. */
  secure: boolean;
  store: RecordStore;
  /** The CSV export machinery; absent where no job queue runs. */
  exports?: ExportDeps;
  /** Adds a Set-Cookie header to the response. */
  setCookie(cookie: string): void;
}
