import type { FastifyInstance } from 'fastify';
import type { GraphQLFieldResolver } from 'graphql';
import type PgBoss from 'pg-boss';
import type { Database } from './db/database.ts';
import type { RequestContext, AfterUpdate, BeforeCreate, HandlerIndex } from './context.ts';
import type { RecordObject } from './records/record.ts';
import type { Csrf } from './auth/csrf.ts';
import type { LinkThrottle } from './auth/linkThrottle.ts';
import type { JobDeps } from './jobs/jobDeps.ts';
import type { ObjectStore } from './files/storage/objectStore.ts';
import type { ComputedField, RowMask, ServerRegistry } from './records/serverRegistry.ts';

export type RootResolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;
export type FieldResolver = GraphQLFieldResolver<RecordObject, RequestContext, Record<string, unknown>>;

/** What a feature's HTTP routes may use. */
export interface RouteDeps {
  database: Database;
  registry: ServerRegistry;
  csrf: Csrf;
  /** Every lookup of a public link goes through it (guessing defence). */
  linkThrottle: LinkThrottle;
  /** NODE_ENV=production (or the app's option): adapters with a local stand-in refuse to use it. */
  production: boolean;
  /** Where the server's files live (video originals and versions). */
  storage: ObjectStore;
  /** Where files a feature makes on first use are kept (the demo live stream's video). */
  dataDir?: string;
}

/**
 * One feature of the product (media, live streams, referees, …), as the engine takes it: PostGraphile's plugins
 * and Directus's extensions in one object. The engine names no record type; everything a feature adds to it
 * arrives through these fields, and src/server/features/index.ts lists the features a server runs. Removing a
 * feature is deleting its line there (and the metadata that names its parts).
 */
export interface Feature {
  /** Its folder under src/server/features/, and its name in errors. */
  name: string;
  graphql?: {
    /**
     * The folder's `*.graphql` files hold its SDL (new types, `extend type Query`, fields on record types). The
     * generator reads the same files, so the committed schema holds them too. A feature whose SDL names a type
     * the registry does not have (a test's own metadata) is left out of the schema, resolvers and all.
     */
    sdl: URL;
    query?: Record<string, RootResolver>;
    mutation?: Record<string, RootResolver>;
    /** Root fields anyone may call without a session: the public link pages, whose token is the credential. */
    anonymous?: readonly string[];
    /**
     * Resolvers of fields beyond a record type's metadata, by typename then field. Each gets the engine's own
     * resolver of that name when there is one (to wrap it), else undefined.
     */
    fields?: Record<string, Record<string, (generated: FieldResolver | undefined) => FieldResolver>>;
  };
  /** HTTP routes beside /graphql. */
  routes?(app: FastifyInstance, deps: RouteDeps): void | Promise<void>;
  /** Its job queues, created once by the process that takes the startup lock, and its workers, in every process. */
  jobs?: {
    create(boss: PgBoss, options: { scheduled: boolean }): Promise<void>;
    start(deps: JobDeps): Promise<void>;
  };
  /** Modules of computed fields, by the name metadata gives them (`"computed": "gameIsRecorded"`). */
  computedFields?: Record<string, ComputedField>;
  /** Steps a record type needs beyond its metadata, inside the write's transaction, by typename. */
  hooks?: {
    beforeCreate?: Record<string, BeforeCreate>;
    afterUpdate?: Record<string, AfterUpdate>;
  };
  /** Handler modules of declared operations, by the name metadata gives them (`"handler": "videosReEncode"`), loaded on first use. */
  handlers?: HandlerIndex;
  /** Fields of a type's rows that read as other values while a rule over the row holds (an organisation's video block). */
  rowMasks?: Record<string, RowMask>;
}
