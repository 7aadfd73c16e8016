import type { Db } from './db/database.ts';
import type { Registry } from '../metadata/normalized.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Csrf } from './auth/csrf.ts';
import type { RecordStore } from './records/store.ts';
import type { ExportDeps } from './exports/exportService.ts';
import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { LinkThrottle } from './publicPages/linkThrottle.ts';
import type { ResetThrottle } from './auth/resetThrottle.ts';
import type { HandlerIndex } from './operations/handlerIndex.ts';
import type { FastifyBaseLogger } from 'fastify';

/** Everything a resolver may use, built once per request. */
export interface RequestContext {
  db: Db;
  registry: Registry;
  csrf: Csrf;
  viewer: Viewer | null;
  sessionToken?: string;
  browserSecret?: string;
  /** Whether the request carries its browser's CSRF token: an HMAC, worked out when a mutation asks (once). */
  csrfValid(): boolean;
  /** Secure cookies only when the request came over HTTPS. */
  secure: boolean;
  store: RecordStore;
  /** The job queue, the mail outbox and the CSV export files; absent where no job queue runs. */
  exports?: ExportDeps;
  /** The operations' handler modules (default: the generated index). */
  handlers?: HandlerIndex;
  /** This request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
  /** Password checks go through it (sign-in, change password). */
  loginThrottle: LoginThrottle;
  /** Public link lookups go through it (guessing defence). */
  linkThrottle: LinkThrottle;
  /** Password reset requests go through it (per email and per address). */
  resetThrottle: ResetThrottle;
  /** The client's address (behind a proxy: as TRUST_PROXY allows), for throttling. */
  clientAddress: string;
  /** Sets one of our cookies on the response (see auth/cookies.ts for its attributes). */
  setCookie(name: string, value: string, opts?: { maxAgeSeconds?: number }): void;
}
