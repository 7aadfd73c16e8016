import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildSchema, getNullableType, type GraphQLField, type GraphQLInputObjectType } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry, ROOT, startTestServer, TEST_DATABASES, type DatabaseKind, type TestServer, viewersChanged } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import {
  applyPatches,
  attributesOf,
  FuzzCase,
  inputArbitrary,
  patchArbitrary,
  short,
  vocabularyOf,
  type FuzzVocabulary,
  type Patch,
} from '../support/fuzzInputs.ts';
import { JOB_SCHEMA } from '../../src/server/jobs/queue.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { loadViewer, type Viewer } from '../../src/server/auth/viewer.ts';
import { accessFilter, accessFor } from '../../src/server/access/ownership.ts';
import type { Grant, NormalizedType } from '../../src/metadata/normalized.ts';
import type { Db } from '../../src/server/db/database.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { withEngineTables } from '../../src/server/db/engineTables.ts';
import type { Selectable } from 'kysely';
import type { OrgAdminRow } from '../../src/generated/database.ts';

/**
 * Every mutation of the SDL (so every one added later too) gets FUZZ_RUNS generated inputs as the platform
 * admin and FUZZ_ORG_ADMIN_RUNS more as an organisation admin. Most inputs are a valid one with one to three
 * parts changed (so they reach the checks behind the first refusal), the rest are generated whole. Whatever
 * comes in, the server must answer without a 5xx, without database text or a stack, only with the
 * project's own errors or GraphQL's, never with 'Unexpected error' (validation let something through to
 * fail later), and a refused input must leave the row count of every table as it was.
 *
 * Sign-in and session mutations get clients of their own, so the fuzzing admin stays signed in: login on
 * an anonymous client, logout on a session made for each input, changePassword as another user.
 *
 * npm test sends a sample of each mutation's inputs: the first of those the full run (npm run test:full, which sets
 * TEST_FULL=1) sends, as the same seed makes the same inputs in the same order. FUZZ_SEED (printed, and named in
 * a failure) reproduces a run; FUZZ_RUNS and FUZZ_ORG_ADMIN_RUNS change its size; FUZZ_DEBUG=<file> writes every
 * answer (mutation, rejected or accepted, how the input was made, the error messages) as tab-separated lines, to
 * see which checks the inputs reach.
 */
const FULL = process.env.TEST_FULL === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? (FULL ? 200 : 25));
const ORG_ADMIN_RUNS = Number(process.env.FUZZ_ORG_ADMIN_RUNS ?? (FULL ? 40 : 5));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** What reruns this fuzz as it ran. */
const REPRODUCE = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ORG_ADMIN_RUNS=${ORG_ADMIN_RUNS}`;

const schema = buildSchema(readFileSync(join(ROOT, 'src/generated/schema.graphql'), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());
const SESSION_MUTATIONS = new Set(['login', 'logout', 'changePassword']);

const DATABASE_TEXT =
  /syntax for type|out of range|invalid byte sequence|violates|duplicate key|relation "|column "|displacement|invalid input value|invalid input syntax|value too long|unterminated|SQLSTATE|time zone ".*" not recognized|numeric field overflow|null value in column|could not|pglite|postgres/i;
const STACK = /\n\s+at |\.ts:\d+|\.js:\d+|node_modules/;
/**
 * The project's own error codes, GraphQL's, and the HTTP layer's refusals of a body over 3 MB and of a JSON body
 * with a '__proto__' key (prototype poisoning, which a json field's value may carry; see httpEdge.test.ts).
 */
const OWN_CODES = new Set([
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'INVALID_LOGIN',
  'CSRF',
  'GRAPHQL_VALIDATION_FAILED',
  'CONFIRMATION_REQUIRED',
  'CONFLICT',
  'THROTTLED',
  'INVALID_LINK',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);
/**
 * GraphQL's variable coercion ('Variable "$input" got invalid value …'), which yoga answers with status 200 or
 * 400, and graphql-js's own cut-off after 50 such errors (a long list of wrong entries).
 */
const COERCION = /^Variable "\$input" |^Too many errors processing variables, error limit reached\. Execution aborted\.$/;
/**
 * Tables only background workers write, at times of their own: the outbox gets an export's email (with its
 * Delivery row) when its job finishes, and the ops checks replace their warnings. Their counts say nothing
 * of the input just sent; nor do the audit versions of those Deliveries (left out of the audit count).
 */
const BACKGROUND_TABLES = new Set(['outbox_messages', 'deliveries', 'ops_warnings']);
const BACKGROUND_AUDIT_TYPES = ['Delivery'];
/** Every table a mutation writes: the record types (the audit table paper_trail_versions among them), exports and sessions. */
const TABLES = [...new Set([...Object.values(registry.types).map((t) => t.table), 'paper_trail_versions', 'readmin_csv_exports', 'sessions'])].filter(
  (t) => !BACKGROUND_TABLES.has(t),
);

/**
 * Row counts are followed as rows change rather than counted after every input (a hundred count(*)s per input
 * would be a large part of the fuzz's time): a trigger on every table above logs +1 for each row inserted and -1 for
 * each deleted. The log's rows of a transaction that rolls back go with it, so a rejected input must leave
 * each table's sum of changes at 0, which is its row count unchanged.
 */
const ROW_LOG = 'fuzz_row_changes';
const installRowLog = async (db: Db) => {
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE ${sql.table(ROW_LOG)} (id bigserial PRIMARY KEY, name text NOT NULL, delta int NOT NULL)`.execute(trx);
    await sql`CREATE FUNCTION fuzz_log_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${sql.table(ROW_LOG)} (name, delta) VALUES (TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
        RETURN NULL;
      END $$`.execute(trx);
    // Audit versions of the background tables' rows are left out, as those tables are.
    const background = sql.join(BACKGROUND_AUDIT_TYPES.map((t) => sql.lit(t)));
    for (const table of TABLES) {
      const audit = table === 'paper_trail_versions';
      for (const [op, row] of [
        ['INSERT', 'NEW'],
        ['DELETE', 'OLD'],
      ] as const) {
        await sql`CREATE TRIGGER ${sql.id(`fuzz_log_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON ${sql.table(table)} FOR EACH ROW
          ${audit ? sql`WHEN (${sql.raw(row)}.item_type NOT IN (${background}))` : sql``} EXECUTE FUNCTION fuzz_log_row_change()`.execute(trx);
      }
    }
  });
};

type Who = 'admin' | 'orgAdmin';
/** A valid export of a list, with every part of the filter bar the Game list knows. */
const EXPORT_VARIABLES = {
  typename: 'Game',
  filterBar: {
    scopeFilter: 'completed',
    orderOption: 'newest',
    filtersHash: { court: '1' },
    dateRange: { start: '2020-01-01', end: '2030-12-31', timeZone: 'Australia/Sydney' },
  },
};
type GraphqlError = { message: string; extensions?: Record<string, unknown> };
type Shape = { kind: 'asIs' } | { kind: 'patched'; patches: Patch[] } | { kind: 'whole'; input: unknown };

interface Figures {
  sent: number;
  rejected: number;
  accepted: number;
  serverErrors: number;
  unexpected: number;
  rowsChangedByRejected: number;
  exportsFailed: number;
  byCode: Record<string, number>;
}

/** The record type a generated mutation writes, and how (create, update or remove). */
const operationOf = (name: string): { type: NormalizedType; kind: 'create' | 'update' | 'remove'; batch: boolean } | undefined => {
  for (const type of Object.values(registry.types)) {
    for (const kind of ['create', 'update', 'remove'] as const) {
      const op = type.operations[kind];
      if (op?.name === name) return { type, kind, batch: 'batch' in op ? Boolean(op.batch) : false };
    }
  }
  return undefined;
};

describe.each(TEST_DATABASES)('fuzzing every mutation on %s', (kind: DatabaseKind) => {
  let server: TestServer;
  let clients: Record<Who | 'anonymous' | 'passwordChanger', GraphqlClient>;
  let viewers: Record<Who, Viewer>;
  let userIds: Record<keyof typeof DEMO_USERS, number>;
  let vocabulary: FuzzVocabulary;
  /** The organisation admin's role rows: an accepted input may remove them, the fuzzing restores them. */
  let orgAdminRoles: Selectable<OrgAdminRow>[];
  let noRolesPassword = 'demo-password-1';
  const figures: Figures = {
    sent: 0,
    rejected: 0,
    accepted: 0,
    serverErrors: 0,
    unexpected: 0,
    rowsChangedByRejected: 0,
    exportsFailed: 0,
    byCode: {},
  };
  let started = 0;
  const debugLines: string[] = [];

  const db = () => server.database.db;

  /** Where the row log ends now: changes after it are the next input's. */
  const rowLogMark = async (): Promise<number> => {
    const { rows } = await sql<{ mark: number }>`SELECT coalesce(max(id), 0)::int AS mark FROM ${sql.table(ROW_LOG)}`.execute(db());
    return rows[0].mark;
  };

  /** What the row log holds after a mark: each table's net change, where it is not 0. */
  const rowChangesSince = async (mark: number): Promise<string[]> => {
    const { rows } = await sql<{ name: string; delta: number }>`SELECT name, sum(delta)::int AS delta FROM ${sql.table(ROW_LOG)}
      WHERE id > ${mark} GROUP BY name HAVING sum(delta) <> 0 ORDER BY name`.execute(db());
    return rows.map((r) => `${r.name} ${r.delta > 0 ? '+' : ''}${r.delta}`);
  };

  /** The first (or last) row of a type the viewer may act on with a grant. */
  const rowFor = async (type: NormalizedType, viewer: Viewer, grant: Grant, last = false): Promise<Record<string, unknown> | undefined> => {
    const { rows } = await sql<Record<string, unknown>>`SELECT t.* FROM ${sql.table(type.table)} AS t
      WHERE ${accessFilter(registry, type, accessFor(viewer, type, grant))} ORDER BY t.id ${sql.raw(last ? 'DESC' : 'ASC')} LIMIT 1`.execute(db());
    return rows[0];
  };

  /**
   * A valid input for a mutation as this viewer would send it, from the current data: a create takes the
   * fields of the first row it may read, an update the first row it may update with no attributes, a
   * remove the last row it may remove; the session and export mutations take the demo accounts and the
   * viewer's newest export.
   */
  const validInput = async (name: string, who: Who): Promise<Record<string, unknown> | undefined> => {
    const viewer = viewers[who];
    const op = operationOf(name);
    if (op) {
      const row = await rowFor(op.type, viewer, op.kind === 'create' ? 'read' : op.kind, op.kind === 'remove');
      if (!row) return undefined;
      if (op.kind === 'create') return attributesOf(op.type, row, viewer.isAdmin);
      const ids = op.batch ? { ids: [String(row.id)] } : { id: String(row.id) };
      return op.kind === 'update' ? { ...ids, attributes: {} } : ids;
    }
    switch (name) {
      case 'login':
        return { email: DEMO_USERS.partnerAdmin, password: 'demo-password-1' };
      case 'logout':
        return { clientMutationId: 'fuzz' };
      case 'changePassword':
        return { currentPassword: noRolesPassword, newPassword: 'a-long-fuzz-password' };
      case 'exportReadminObjectsCsv':
        return { title: 'Fuzzed export', timeZone: 'Australia/Sydney', gqlVariables: EXPORT_VARIABLES };
      case 'readminCsvExportDownload':
        return { readminCsvExportId: await ownExport(who, true) };
      case 'readminCsvExportDelete':
        return { readminCsvExportId: await ownExport(who, false) };
      default:
        return undefined;
    }
  };

  /** The viewer's newest export (a finished one to download), queued first if there is none. */
  const ownExport = async (who: Who, completed: boolean): Promise<string> => {
    const newest = () =>
      withEngineTables(db())
        .selectFrom('readmin_csv_exports')
        .select('id')
        .where('user_id', '=', viewers[who].userId)
        .$if(completed, (q) => q.where('state', '=', 'completed'))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    const found = await newest();
    if (found) return String(found.id);
    const queued = await clients[who].request('mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }', {
      input: { title: 'Courts', timeZone: 'UTC', gqlVariables: { typename: 'Court' } },
    });
    expect(queued.errors).toBeUndefined();
    let id = '';
    await vi.waitFor(
      async () => {
        id = String((await newest())?.id ?? '');
        expect(id).not.toBe('');
      },
      { timeout: 60_000, interval: 50 },
    );
    return id;
  };

  /**
   * Waits until the jobs accepted inputs queued (video re-cuts, re-encodes, restores, refetches) have run:
   * their workers write rows and audit versions of their own, which must not be counted against the next
   * input. A job that has not run within a minute is left to run (the check may then name its rows).
   */
  const jobsSettled = async () => {
    const pending = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.job`)} WHERE state IN ('created', 'active')`.execute(db()))
        .rows[0].n;
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 60_000, interval: 20 }).catch(() => undefined);
  };

  /** Undoes what accepted inputs did to the fuzzing accounts themselves (their admin flag and roles). */
  const keepFuzzersInPlace = async () => {
    await db().updateTable('users').set({ admin: true }).where('id', '=', userIds.admin).where('admin', '=', false).execute();
    await db().updateTable('users').set({ admin: false }).where('id', '=', userIds.orgAdmin).where('admin', '=', true).execute();
    const present = new Set(
      (await db().selectFrom('org_admins').select('id').where('user_id', '=', userIds.orgAdmin).execute()).map((r) => r.id as number),
    );
    const missing = orgAdminRoles.filter((r) => !present.has(r.id as number));
    if (missing.length) await db().insertInto('org_admins').values(missing).execute();
    viewersChanged(server);
  };

  const send = async (client: GraphqlClient, query: string, variables: Record<string, unknown>, cookie?: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie ?? client.cookieHeader(), 'x-csrf-token': client.csrfToken },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: { data?: { result?: unknown } | null; errors?: GraphqlError[] } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    return { status: res.status, text, body };
  };

  beforeAll(async () => {
    started = Date.now();
    // A generous throttle: the fuzzing sends hundreds of wrong passwords, and should reach the checks behind them.
    server = await startTestServer({
      kind,
      exports: true,
      loginThrottle: { perAccount: 100_000, perAddress: 100_000, windowSeconds: 60 },
      resetThrottle: { perEmail: 100_000, perAddress: 100_000, windowSeconds: 60 },
    });
    await installRowLog(db());
    const anonymous = new GraphqlClient(server.url);
    await anonymous.loadPage();
    clients = {
      admin: await signedIn(server.url, DEMO_USERS.admin),
      orgAdmin: await signedIn(server.url, DEMO_USERS.orgAdmin),
      anonymous,
      passwordChanger: await signedIn(server.url, DEMO_USERS.noRoles),
    };
    const users = await db().selectFrom('users').select(['id', 'email']).execute();
    userIds = Object.fromEntries(
      Object.entries(DEMO_USERS).map(([key, email]) => [key, users.find((u) => u.email === email)!.id as number]),
    ) as typeof userIds;
    viewers = {
      admin: (await loadViewer(db(), registry, userIds.admin))!,
      orgAdmin: (await loadViewer(db(), registry, userIds.orgAdmin))!,
    };
    orgAdminRoles = await db().selectFrom('org_admins').selectAll().where('user_id', '=', userIds.orgAdmin).execute();
    // Existing ids: the first and last rows of every table, and the fuzzing accounts.
    const ids = new Set<string>(Object.values(userIds).map(String));
    for (const type of Object.values(registry.types)) {
      const { rows } = await sql<{ lo: number | null; hi: number | null }>`SELECT min(id) AS lo, max(id) AS hi FROM ${sql.table(type.table)}`.execute(
        db(),
      );
      for (const id of [rows[0].lo, rows[0].hi]) if (id != null) ids.add(String(id));
    }
    vocabulary = vocabularyOf(registry, [...ids]);
    // The demo data has no notes: one on a game the organisation admin may read, so note inputs have a valid base.
    const game = await rowFor(registry.types.Game, viewers.orgAdmin, 'read');
    const note = await clients.orgAdmin.request('mutation($input: AddNoteInput!) { addNote(input: $input) { id } }', {
      input: { body: 'Fuzzing starts here', itemType: 'Game', itemId: game!.id },
    });
    expect(note.errors).toBeUndefined();
  }, 180_000);

  afterAll(async () => {
    console.log(
      `fuzz on ${kind} (${REPRODUCE}): ${mutations.length} mutations, ${figures.sent} inputs sent, ${figures.rejected} rejected, ` +
        `${figures.accepted} accepted, ${figures.serverErrors} answered 5xx, ${figures.unexpected} 'Unexpected error', ` +
        `${figures.rowsChangedByRejected} rejected inputs changed row counts, ${figures.exportsFailed} accepted exports failed in the job; ` +
        `${Math.round((Date.now() - started) / 1000)} s. Errors by code: ${JSON.stringify(figures.byCode)}`,
    );
    if (process.env.FUZZ_DEBUG) (await import('node:fs')).writeFileSync(process.env.FUZZ_DEBUG, debugLines.join('\n'));
    await server?.close();
  });

  const fuzz = async (mutation: GraphQLField<unknown, unknown>, who: Who, numRuns: number, problems: Map<string, string>) => {
    const name = mutation.name;
    const [arg] = mutation.args;
    const inputType = getNullableType(arg.type) as GraphQLInputObjectType;
    const query = `mutation Fuzz($input: ${arg.type.toString()}) { result: ${name}(input: $input) { __typename } }`;
    const client = name === 'login' || name === 'logout' ? clients.anonymous : name === 'changePassword' ? clients.passwordChanger : clients[who];
    const shapes: fc.Arbitrary<Shape> = fc.oneof(
      { weight: 2, arbitrary: fc.constant<Shape>({ kind: 'asIs' }) },
      {
        weight: 13,
        arbitrary: fc
          .array(patchArbitrary(inputType, vocabulary), { minLength: 1, maxLength: 3 })
          .map((patches): Shape => ({ kind: 'patched', patches })),
      },
      { weight: 5, arbitrary: inputArbitrary(arg.type, vocabulary).map((input): Shape => ({ kind: 'whole', input })) },
    );
    let base = await validInput(name, who);
    let mark = await rowLogMark();
    let fresh = 0;

    await fc.assert(
      fc.asyncProperty(
        shapes.map((s) => new FuzzCase(s)),
        async ({ value: shape }) => {
          const input = shape.kind === 'whole' ? shape.input : applyPatches(base ?? {}, shape.kind === 'patched' ? shape.patches : []);
          // Unique fields (a user's email) get a fresh value unless the patch is about them.
          if (
            shape.kind !== 'whole' &&
            input &&
            typeof input === 'object' &&
            'email' in input &&
            name !== 'login' &&
            !(shape.kind === 'patched' && shape.patches.some((p) => p.path.at(-1) === 'email'))
          ) {
            (input as Record<string, unknown>).email = `fuzz-${kind}-${(fresh += 1)}@example.com`;
          }
          let cookie: string | undefined;
          if (name === 'logout') {
            // Each logout ends a session of its own (the venue admin's), so the other clients stay signed in.
            cookie = `${clients.anonymous.cookieHeader()}; ${SESSION_COOKIE}=${await createSession(db(), userIds.venueAdmin)}`;
            mark = await rowLogMark();
          }

          const variables = input === undefined ? {} : { input };
          const res = await send(client, query, variables, cookie);
          figures.sent += 1;
          const errors = res.body?.errors ?? [];
          // Rejected: refused by HTTP, or answered with errors and no result (accepted inputs may change rows).
          const rejected = res.status >= 400 || (errors.length > 0 && res.body?.data?.result == null);
          const where = `${name} as ${name === 'login' ? 'anonymous' : name === 'logout' ? 'a venue admin session' : name === 'changePassword' ? 'noroles' : who}`;
          /** Kept once per kind of problem (an error id or a number does not make a new kind). */
          const problem = (what: string, detail = '') => {
            const key = `${what}: ${detail
              .replace(/errorId \S+/, '')
              .replace(/\d+/g, 'N')
              .slice(0, 160)}`;
            if (!problems.has(key))
              problems.set(
                key,
                `${where}: ${what}${detail ? ` (${detail.slice(0, 300)})` : ''}\n    variables: ${short(variables, 1500)}\n    response ${res.status}: ${res.text.slice(0, 600)}`,
              );
          };

          if (res.status >= 500) {
            figures.serverErrors += 1;
            problem(`HTTP ${res.status}`);
          }
          if (!res.body) problem('response is not JSON');
          if (DATABASE_TEXT.test(res.text)) problem('database text in the response', DATABASE_TEXT.exec(res.text)![0]);
          if (STACK.test(res.text)) problem('stack trace in the response', STACK.exec(res.text)![0]);
          if (process.env.FUZZ_DEBUG)
            debugLines.push(
              `${where}\t${rejected ? 'REJ' : 'ACC'}\t${shape.kind}\t${errors.map((e) => e.message.replace(/\d+/g, 'N').slice(0, 140)).join(' | ')}`,
            );
          for (const e of errors) {
            const code = String(e.extensions?.code ?? (COERCION.test(e.message) ? 'GraphQL variable coercion' : 'none'));
            figures.byCode[code] = (figures.byCode[code] ?? 0) + 1;
            if (e.message === 'Unexpected error') {
              figures.unexpected += 1;
              problem("'Unexpected error'", `errorId ${String(e.extensions?.uuid)}`);
            } else if (!OWN_CODES.has(code) && !COERCION.test(e.message)) problem("an error that is not the project's own", `${code}: ${e.message}`);
          }

          if (rejected) {
            figures.rejected += 1;
            const changed = await rowChangesSince(mark);
            if (changed.length) {
              figures.rowsChangedByRejected += 1;
              problem('a rejected input changed row counts', changed.join(', '));
              mark = await rowLogMark();
            }
          } else {
            figures.accepted += 1;
            if (name === 'changePassword') noRolesPassword = (input as { newPassword: string }).newPassword;
            await keepFuzzersInPlace();
            await jobsSettled();
            // A removed row, a deleted export or a changed password: the next valid input is another one.
            if (/Remove$|Delete$|changePassword/.test(name)) base = await validInput(name, who);
            mark = await rowLogMark();
          }
        },
      ),
      { numRuns, seed: SEED, endOnFailure: true },
    );
  };

  /**
   * An accepted export runs later, in the job queue: it must not fail on what the mutation let through
   * (a failed attempt shows its error to the user as the export's errorMessage).
   */
  const exportsFailedInTheJob = async (): Promise<string[]> => {
    await vi.waitFor(
      async () => {
        const waiting = await withEngineTables(db())
          .selectFrom('readmin_csv_exports')
          .select('id')
          .where('state', 'in', ['pending', 'exporting'])
          .where('error_message', 'is', null)
          .execute();
        expect(waiting).toHaveLength(0);
      },
      { timeout: 120_000, interval: 50 },
    );
    const failed = await withEngineTables(db())
      .selectFrom('readmin_csv_exports')
      .select(['id', 'typename', 'variables', 'time_zone', 'error_message'])
      .where('error_message', 'is not', null)
      .execute();
    return failed.map(
      (f) =>
        `export ${String(f.id)} of ${String(f.typename)} in ${String(f.time_zone)} with ${String(f.variables).slice(0, 300)}: ${String(f.error_message).slice(0, 300)}`,
    );
  };

  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s',
    async (name, mutation) => {
      const problems = new Map<string, string>();
      await fuzz(mutation, 'admin', RUNS, problems);
      if (!SESSION_MUTATIONS.has(name) && ORG_ADMIN_RUNS > 0) await fuzz(mutation, 'orgAdmin', ORG_ADMIN_RUNS, problems);
      if (name === 'exportReadminObjectsCsv') {
        const failures = await exportsFailedInTheJob();
        figures.exportsFailed += failures.length;
        for (const failure of failures) problems.set(failure, failure);
      }
      expect([...problems.values()], `${problems.size} kinds of problem (${REPRODUCE})`).toEqual([]);
    },
    600_000,
  );
});
