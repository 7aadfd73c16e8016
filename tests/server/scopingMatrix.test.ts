import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNullableType, type GraphQLInputObjectType } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry, ROOT, startTestServer, TEST_DATABASES, type DatabaseKind, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { parseCsv } from '../support/csv.ts';
import type { NormalizedType } from '../../src/metadata/normalized.ts';
import { MATRIX_ROLES, OPERATION_ROLES, reachOf, type MatrixRole, type Reach } from './scoping/expectations.ts';
import { childrenOf, ownedAmong, pickRows, rowCount, scopeOf, snapshot, type RowPair, type Scope } from './scoping/rows.ts';
import { describeError, errorAt, isRefusal, Matrix, type GraphqlError } from './scoping/cells.ts';
import { changedValue, createInputFrom, fieldToChange, operationArgumentsFor, withOwnDestination } from './scoping/writeInputs.ts';
import { attributeName } from '../../src/metadata/naming.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';
import { runtimeTables } from '../../src/server/db/database.ts';

/**
 * The scoping matrix: every record type × every role (platform admin, organisation admin, venue admin, API-partner
 * admin, scorekeeper-only user, anonymous visitor), on a row inside the role's organisation / venue / partner and a
 * row outside it: list, detail, each association tab, history, CSV export, create, update, remove and each declared
 * operation. What each role may do comes from scoping/expectations.ts (written from the spec, not from the metadata the
 * server enforces). A check the demo data cannot make (no row under another venue, say) is a listed gap, printed
 * with the figures, never a silent pass.
 */
const TYPES = Object.values(registry.types).sort((a, b) => a.typename.localeCompare(b.typename));
const schema = buildSchema(readFileSync(join(ROOT, 'src/generated/schema.graphql'), 'utf8'));
const mutationFields = schema.getMutationType()!.getFields();

/**
 * Roles no type lets write (expectations.ts): their writes go first, together; then the organisation admin, then the
 * platform admin, so a row one of them removes is not one still to be checked.
 */
const REFUSED_WRITERS: MatrixRole[] = ['anonymous', 'scorekeeper', 'apiPartnerAdmin', 'venueAdmin'];
const EMAIL: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
  platformAdmin: DEMO_USERS.admin,
  orgAdmin: DEMO_USERS.orgAdmin,
  venueAdmin: DEMO_USERS.venueAdmin,
  apiPartnerAdmin: DEMO_USERS.partnerAdmin,
  // The demo's scorekeeper-only user: scorekeeper of both organisations (of the first on one listed court), no admin role.
  scorekeeper: DEMO_USERS.noRoles,
};

const EXPORT = `mutation($input: ExportReadminObjectsCsvInput!) { exportReadminObjectsCsv(input: $input) { id } }`;
const EXPORT_STATE = `query($id: ID!) { readminCsvExport(id: $id) { state errorMessage } }`;
const DOWNLOAD = `mutation($id: ID!) { readminCsvExportDownload(input: { readminCsvExportId: $id }) { csvStr } }`;

/** Types whose rows the job workers write while the matrix runs: every queued export emails its user. */
const WRITTEN_BY_WORKERS = new Set(['Delivery', 'OutboxMessage']);
const has = (rows: { id: string }[] | null | undefined, id: number | null) => id !== null && Boolean(rows?.some((r) => Number(r.id) === id));
const allowedOn = (reach: Reach, target: 'own' | 'foreign') => reach === 'all' || (reach === 'own' && target === 'own');

describe.each(TEST_DATABASES)('scoping matrix on %s', (kind: DatabaseKind) => {
  let server: TestServer;
  const clients = {} as Record<MatrixRole, GraphqlClient>;
  let scopes: Record<'orgAdmin' | 'venueAdmin' | 'apiPartnerAdmin', Scope>;
  let demoUserIds: number[];
  /** The signed-in roles' users, for the accounts they connect. */
  const userIds = {} as Record<Exclude<MatrixRole, 'anonymous'>, number>;
  /** An organisation and a partner the organisation and partner admins do not administer. */
  const otherOwners = { org: 0, apiPartner: 0 };
  /** Each type's own and foreign rows for each kind of scope (organisation, venue, partner), picked before any write. */
  const pairs = new Map<string, RowPair>();
  const matrix = new Matrix();
  const timings = { setup: 0, reads: 0, writes: 0 };
  let phaseStart = 0;

  const db = () => server.database.db;
  const pairKey = (type: NormalizedType, scope: Scope | null) => `${type.typename}/${scope?.kind ?? 'platform'}`;

  beforeAll(async () => {
    phaseStart = Date.now();
    server = await startTestServer({ kind, exports: true });
    for (const role of MATRIX_ROLES) {
      if (role === 'anonymous') {
        clients.anonymous = new GraphqlClient(server.url);
        await clients.anonymous.loadPage();
      } else clients[role] = await signedIn(server.url, EMAIL[role]);
    }
    const users = await db().selectFrom('users').select(['id', 'email']).execute();
    const userId = (email: string) => users.find((u) => u.email === email)!.id as number;
    demoUserIds = Object.values(DEMO_USERS).map(userId);
    for (const role of Object.keys(EMAIL) as (keyof typeof EMAIL)[]) userIds[role] = userId(EMAIL[role]);
    const idsOf = async (table: string, column: string, email: string) =>
      (await runtimeTables(db()).selectFrom(table).select(column).where('user_id', '=', userId(email)).execute()).map((r) => r[column] as number);
    scopes = {
      orgAdmin: { kind: 'org', ids: await idsOf('org_admins', 'org_id', DEMO_USERS.orgAdmin) },
      venueAdmin: { kind: 'venue', ids: await idsOf('venue_admins', 'venue_id', DEMO_USERS.venueAdmin) },
      apiPartnerAdmin: { kind: 'apiPartner', ids: await idsOf('api_admins', 'api_partner_id', DEMO_USERS.partnerAdmin) },
    };
    const firstOther = async (table: string, mine: number[]) =>
      (await runtimeTables(db()).selectFrom(table).select('id').where('id', 'not in', mine).orderBy('id').executeTakeFirstOrThrow()).id as number;
    otherOwners.org = await firstOther('orgs', scopes.orgAdmin.ids);
    otherOwners.apiPartner = await firstOther('api_partners', scopes.apiPartnerAdmin.ids);
    await addFixtures(userId);
    // Every own and foreign row gets one audit version, so a history that leaks shows a row rather than an empty list.
    const versions: { item_type: string; item_id: number; event: string; object_changes: string }[] = [];
    for (const type of TYPES) {
      for (const scope of [null, ...Object.values(scopes)]) {
        const pair = await pickRows(db(), registry, type, scope);
        pairs.set(pairKey(type, scope), pair);
        for (const id of [pair.own, pair.foreign])
          if (id !== null) versions.push({ item_type: type.typename, item_id: id, event: 'update', object_changes: '{}' });
      }
    }
    await db().insertInto('paper_trail_versions').values(versions).execute();
    // The audit table itself had no rows until now.
    for (const scope of [null, ...Object.values(scopes)])
      pairs.set(pairKey(registry.types.PaperTrailVersion, scope), await pickRows(db(), registry, registry.types.PaperTrailVersion, scope));
    timings.setup = Date.now() - phaseStart;
    phaseStart = Date.now();
  }, 240_000);

  afterAll(async () => {
    const failed = matrix.cells.filter((c) => !c.ok).length;
    const byCheck: Record<string, number> = {};
    for (const c of matrix.cells) {
      const kind =
        /^(list|detail|tab|history|create|update|remove|export)\b/.exec(c.check)?.[1] ?? (c.check.includes('export') ? 'export' : 'operation');
      byCheck[kind] = (byCheck[kind] ?? 0) + 1;
    }
    console.log(
      `scoping matrix on ${kind}: ${TYPES.length} types × ${MATRIX_ROLES.length} roles, ${matrix.cells.length} cells checked ` +
        `(${failed} failed; ${JSON.stringify(byCheck)}), ${matrix.gaps.length} listed gaps, ${matrix.unowned} type × role pairs with no own row by design; setup ${(timings.setup / 1000).toFixed(1)} s, reads and exports ` +
        `${(timings.reads / 1000).toFixed(1)} s, writes ${(timings.writes / 1000).toFixed(1)} s.\nKnown defects:\n  ${matrix.defects.join('\n  ')}\nGaps:\n  ${matrix.gaps.join('\n  ')}` +
        (failed
          ? `\nFailed:\n  ${matrix.cells
              .filter((c) => !c.ok)
              .map((c) => `${c.typename} × ${c.role}: ${c.check}: ${c.detail}`)
              .join('\n  ')}`
          : ''),
    );
    await server?.close();
  });

  /**
   * Rows the demo data lacks where the matrix needs an own and a foreign one: roles of a user who is none of the demo
   * accounts (so writes may remove them) in both organisations, three venues and both partners; a note per
   * organisation; an ops warning and an outbox message.
   */
  const addFixtures = async (userId: (email: string) => number) => {
    const extra = (
      await db().insertInto('users').values({ email: 'matrix-roles@example.com', admin: false }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const orgs = (await db().selectFrom('orgs').select('id').orderBy('id').execute()).map((r) => r.id as number);
    const venues = await db().selectFrom('venues').select(['id', 'org_id']).orderBy('id').execute();
    const partners = (await db().selectFrom('api_partners').select('id').orderBy('id').execute()).map((r) => r.id as number);
    const courts = await db().selectFrom('courts').select(['id', 'org_id']).orderBy('id').execute();
    const venueAdminVenue = scopes.venueAdmin.ids[0];
    const otherVenue = venues.find((v) => v.id !== venueAdminVenue && v.org_id === venues.find((w) => w.id === venueAdminVenue)!.org_id)!.id;
    for (const org of orgs) {
      await db().insertInto('org_admins').values({ org_id: org, user_id: extra }).execute();
      const court = courts.find((c) => c.org_id === org)!.id as number;
      await db()
        .insertInto('scorekeeper_users')
        .values({ org_id: org, user_id: extra, court_ids: [court] })
        .execute();
      await db()
        .insertInto('notes')
        .values({ body: 'Matrix note', item_type: 'Court', item_id: court, org_id: org, author_id: userId(DEMO_USERS.admin) })
        .execute();
    }
    for (const venue of new Set([venues.find((v) => v.org_id === scopes.orgAdmin.ids[0])!.id, venueAdminVenue, otherVenue]))
      await db().insertInto('venue_admins').values({ venue_id: venue, user_id: extra }).execute();
    for (const partner of partners) await db().insertInto('api_admins').values({ api_partner_id: partner, user_id: extra }).execute();
    await db()
      .insertInto('ops_warnings')
      .values({ category: 'game_not_completed', subject: 'Game 1', description: 'Matrix warning', detected_at: new Date() })
      .execute();
    await db().insertInto('outbox_messages').values({ recipient: 'matrix@example.com', subject: 'Matrix', status: 'outbox' }).execute();
  };

  /** The route argument of a role's scope and an id of another organisation or partner, when the type has that route. */
  const routeOf = (type: NormalizedType, role: MatrixRole): { arg: 'orgId' | 'apiPartnerId'; foreignId: number } | null => {
    if (role === 'orgAdmin' && type.ownership.orgRoute) return { arg: 'orgId', foreignId: otherOwners.org };
    if (role === 'apiPartnerAdmin' && type.ownership.apiPartnerRoute) return { arg: 'apiPartnerId', foreignId: otherOwners.apiPartner };
    return null;
  };

  /** The versions of one record as stored (what a history that may show them must show). */
  const versionIds = async (typename: string, id: number) =>
    (await db().selectFrom('paper_trail_versions').select('id').where('item_type', '=', typename).where('item_id', '=', id).execute()).map(
      (r) => r.id as number,
    );

  const checkReads = async (type: NormalizedType, role: MatrixRole) => {
    const scope = scopeOf(role, type, scopes);
    const { own, foreign, gaps, unowned } = pairs.get(pairKey(type, scope))!;
    for (const why of gaps) matrix.gap(type.typename, role, 'rows', why);
    if (unowned) matrix.unowned++;
    const reach = reachOf(type.typename, role, 'read');
    const associations = Object.entries(type.associations);
    // Organisations and partners also have a root query of their own (the console's shell reads it), and videos,
    // cameras and venue servers one the console's dialogs and tabs read (video(id), camera(id), venueServer(id),
    // 002 §7): the same rules.
    const rootQuery = (
      { Org: 'org', ApiPartner: 'apiPartner', Video: 'video', Camera: 'camera', VenueServer: 'venueServer' } as Record<string, string>
    )[type.typename];
    const rowQuery = (alias: string, id: number) =>
      `${alias}: readminObject(typename: $t, id: "${id}") { id }${rootQuery ? ` ${alias}Root: ${rootQuery}(id: "${id}") { id }` : ''}`;
    const historyQuery = (alias: string, id: number) => `${alias}: paperTrailVersions(itemType: $t, itemId: "${id}", limit: 100) { id }`;
    const tabQuery = ([name]: [string, unknown], i: number) =>
      `tab${i}: readminObject(typename: $t, id: "${own}") { rows: readminAssociationObjects(associationName: "${name}", limit: 500) { id } count: readminAssociationCount(associationName: "${name}") }`;
    // A refused non-null root field nulls the whole answer and hides the other fields' errors: where refusals are
    // expected each of those goes alone; where none is, one request holds everything (an error there fails anyway).
    // The organisation or partner route of a list (/orgs/:orgId/…) names another organisation's id: it must list nothing.
    const route = reach === 'own' ? routeOf(type, role) : null;
    const separate = [
      [`list: readminObjects(typename: $t, ids: $ids, limit: 100) { id }`],
      ...(route ? [[`routeList: readminObjects(typename: $t, ${route.arg}: "${route.foreignId}", limit: 100) { id }`]] : []),
      [...(own !== null ? [rowQuery('own', own), ...associations.map(tabQuery)] : []), ...(foreign !== null ? [rowQuery('foreign', foreign)] : [])],
      ...(own !== null ? [[historyQuery('ownHistory', own)]] : []),
      ...(foreign !== null ? [[historyQuery('foreignHistory', foreign)]] : []),
    ].filter((g) => g.length);
    const groups = reach === 'none' ? separate : [separate.flat()];
    const ids = [own, foreign].filter((id) => id !== null).map(String);
    const answers = await Promise.all(
      groups.map((parts) => {
        const listed = parts.some((p) => p.includes('$ids'));
        return clients[role].request<Record<string, unknown>>(`query($t: String!${listed ? ', $ids: [ID!]' : ''}) { ${parts.join('\n')} }`, {
          t: type.typename,
          ...(listed && { ids }),
        });
      }),
    );
    const data = Object.assign({}, ...answers.map((a) => a.data ?? {})) as Record<string, unknown>;
    const errors = answers.flatMap((a) => a.errors ?? []) as GraphqlError[];
    const at = (alias: string) => (data as Record<string, unknown> | null | undefined)?.[alias];
    const refusedOrEmpty = (alias: string) =>
      isRefusal(errorAt(errors, alias)) || (!errorAt(errors, alias) && [null, undefined].includes(at(alias) as null));
    const check = (name: string, ok: boolean, expected: string, alias: string) =>
      matrix.check(
        type.typename,
        role,
        name,
        ok,
        `expected ${expected}; got ${JSON.stringify(at(alias) ?? null)}, ${describeError(errorAt(errors, alias))}`,
      );

    const list = at('list') as { id: string }[] | undefined;
    if (reach === 'none') check('list', isRefusal(errorAt(errors, 'list')) || (!has(list, own) && !has(list, foreign)), 'refused', 'list');
    else
      check(
        'list',
        (own === null || has(list, own)) && (foreign === null || has(list, foreign) === (reach === 'all')),
        `own ${own} ${reach === 'all' ? `and foreign ${foreign}` : `and not foreign ${foreign}`}`,
        'list',
      );

    if (route) check(`list under another ${route.arg}`, (at('routeList') as unknown[] | undefined)?.length === 0, 'no rows', 'routeList');
    if (own !== null) {
      for (const alias of rootQuery ? ['own', 'ownRoot'] : ['own']) {
        if (reach === 'none') check(`detail own (${alias})`, refusedOrEmpty(alias), 'refused or not found', alias);
        else check(`detail own (${alias})`, Number((at(alias) as { id?: string } | null)?.id) === own, 'found', alias);
      }
      const history = at('ownHistory') as { id: string }[] | undefined;
      if (reach === 'none') check('history own', isRefusal(errorAt(errors, 'ownHistory')) || history?.length === 0, 'refused or empty', 'ownHistory');
      else check('history own', history?.length === (await versionIds(type.typename, own)).length, 'every version', 'ownHistory');
    }
    if (foreign !== null) {
      for (const alias of rootQuery ? ['foreign', 'foreignRoot'] : ['foreign']) {
        const name = `detail foreign (${alias})`;
        if (reach === 'all') check(name, Number((at(alias) as { id?: string } | null)?.id) === foreign, 'found', alias);
        // Out of reach must look exactly like a row that does not exist: null, no error naming it.
        else if (reach === 'own') check(name, at(alias) === null && !errorAt(errors, alias), 'not found (null, no error)', alias);
        else check(name, refusedOrEmpty(alias), 'refused or not found', alias);
      }
      const history = at('foreignHistory') as { id: string }[] | undefined;
      if (reach === 'all')
        check('history foreign', history?.length === (await versionIds(type.typename, foreign)).length, 'every version', 'foreignHistory');
      else if (reach === 'own') check('history foreign', history?.length === 0 && !errorAt(errors, 'foreignHistory'), 'empty', 'foreignHistory');
      else check('history foreign', isRefusal(errorAt(errors, 'foreignHistory')) || history?.length === 0, 'refused or empty', 'foreignHistory');
    }

    if (own === null || reach === 'none') {
      if (associations.length && own === null && !unowned) matrix.gap(type.typename, role, 'tabs', 'no own row to open');
      return;
    }
    for (const [i, [name, association]] of associations.entries()) {
      const child = registry.types[association.typename];
      const childReach = reachOf(child.typename, role, 'read');
      const alias = `tab${i}`;
      const tab = at(alias) as { rows: { id: string }[]; count: number } | null;
      if (childReach === 'none') {
        check(
          `tab ${name}`,
          isRefusal(errorAt(errors, alias)) || (tab !== null && tab.rows.length === 0),
          `refused (${child.typename} is not theirs)`,
          alias,
        );
        continue;
      }
      const children = await childrenOf(db(), registry, type, association, own);
      const owned = await ownedAmong(db(), registry, child, childReach === 'all' || !scope ? 'all' : scope, children);
      if (!children.length) matrix.gap(type.typename, role, `tab ${name}`, `no demo ${child.label.plural} under the own row`);
      const got = new Set((tab?.rows ?? []).map((r) => Number(r.id)));
      // Rows the workers write meanwhile (the queued exports' emails) may postdate the read: those are left out.
      const newestRead = Math.max(0, ...got);
      const expected = WRITTEN_BY_WORKERS.has(child.typename) ? new Set([...owned].filter((id) => id <= newestRead)) : owned;
      const ok = tab !== null && tab.count === expected.size && [...got].every((id) => expected.has(id)) && got.size === Math.min(expected.size, 500);
      check(`tab ${name}`, ok, `${expected.size} of ${children.length} ${child.typename} rows`, alias);
    }
  };

  /** Each type × role's queued export (or the refusal), judged once the reads are done: the worker runs meanwhile. */
  const queuedExports = new Map<string, Promise<{ id?: string; error?: GraphqlError }>>();
  const queueExport = (type: NormalizedType, role: MatrixRole) =>
    queuedExports.set(
      `${type.typename}/${role}`,
      clients[role]
        .request<{ exportReadminObjectsCsv: { id: string } }>(EXPORT, {
          input: { title: `Matrix ${type.typename}`, timeZone: 'UTC', gqlVariables: { typename: type.typename } },
        })
        .then((res) => ({ id: res.data?.exportReadminObjectsCsv.id, error: res.errors?.[0] as GraphqlError | undefined })),
    );

  /** The role's CSV export of the whole list: refused, or a file holding the own row and only the rows in reach. */
  const checkExport = async (type: NormalizedType, role: MatrixRole) => {
    const { own, foreign } = pairs.get(pairKey(type, scopeOf(role, type, scopes)))!;
    const reach = reachOf(type.typename, role, 'read');
    const { id, error } = await queuedExports.get(`${type.typename}/${role}`)!;
    if (reach === 'none' || !id) {
      matrix.check(
        type.typename,
        role,
        'export',
        reach === 'none' && isRefusal(error),
        `expected ${reach === 'none' ? 'refused' : 'queued'}; got ${describeError(error)}`,
      );
      return;
    }
    let state = '';
    let failure: string | null = null;
    await vi.waitFor(
      async () => {
        const status = (await clients[role].request<{ readminCsvExport: { state: string; errorMessage: string | null } }>(EXPORT_STATE, { id })).data!
          .readminCsvExport;
        state = status.state;
        failure = status.errorMessage;
        expect(['completed', 'failed']).toContain(state);
      },
      { timeout: 120_000, interval: 50 },
    );
    const csv = (await clients[role].request<{ readminCsvExportDownload: { csvStr: string } }>(DOWNLOAD, { id })).data?.readminCsvExportDownload
      .csvStr;
    const ids = new Set((csv ? parseCsv(csv).slice(1) : []).map((r) => Number(r[0])));
    const ok = state === 'completed' && (own === null || ids.has(own)) && (foreign === null || ids.has(foreign) === (reach === 'all'));
    matrix.check(
      type.typename,
      role,
      'export',
      ok,
      `expected own ${reach === 'all' ? 'and foreign rows' : 'row only'}; ${state} ${failure ?? ''}, ${ids.size} rows`,
    );
  };

  const mutate = async (role: MatrixRole, name: string, input: Record<string, unknown>) => {
    const field = mutationFields[name];
    const res = await clients[role].request(`mutation($input: ${field.args[0].type.toString()}) { result: ${name}(input: $input) { __typename } }`, {
      input,
    });
    return { data: res.data as Record<string, unknown> | undefined, error: res.errors?.[0] as GraphqlError | undefined };
  };
  /** The input's id argument: `ids: [..]` for a batch, `id` otherwise (as the mutation's input type says). */
  const targetInput = (name: string, key: string, id: number) => {
    const inputType = getNullableType(mutationFields[name].args[0].type) as GraphQLInputObjectType;
    const isList = inputType.getFields()[key].type.toString().startsWith('[');
    return { [key]: isList ? [String(id)] : String(id) };
  };
  const idKey = (name: string) =>
    'ids' in (getNullableType(mutationFields[name].args[0].type) as GraphQLInputObjectType).getFields() ? 'ids' : 'id';

  /** A refused write: refused with the project's refusal codes, the row as it was. An allowed one: no error, `done` true. */
  const judgeWrite = async (
    type: NormalizedType,
    role: MatrixRole,
    check: string,
    allowed: boolean,
    write: () => Promise<{ error?: GraphqlError }>,
    state: () => Promise<unknown>,
    done: (before: unknown, after: unknown) => boolean,
  ) => {
    const before = await state();
    const { error } = await write();
    const after = await state();
    if (allowed) matrix.check(type.typename, role, check, !error && done(before, after), `expected done; got ${describeError(error)}`);
    else
      matrix.check(
        type.typename,
        role,
        check,
        (isRefusal(error) || /no .+ with id|you may/i.test(error?.message ?? '')) && JSON.stringify(before) === JSON.stringify(after),
        `expected refused and unchanged; got ${describeError(error)}${JSON.stringify(before) === JSON.stringify(after) ? '' : ', row changed'}`,
      );
  };

  const checkWrites = async (type: NormalizedType, role: MatrixRole) => {
    const scope = scopeOf(role, type, scopes);
    const isAdmin = role === 'platformAdmin';
    const pair = await pickRows(db(), registry, type, scope, { demoUserIds });
    const targets = (['own', 'foreign'] as const).flatMap((t) => (pair[t] === null ? [] : [[t, pair[t]!] as const]));
    if (!targets.length) matrix.gap(type.typename, role, 'writes', pair.gaps.join('; '));
    const created: number[] = [];
    const { create, update, remove, custom } = type.operations;

    if (create) {
      const reach = reachOf(type.typename, role, 'create');
      for (const [target, id] of targets) {
        const source = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(type.table)} WHERE id = ${id}`.execute(db())).rows[0];
        const allowed = allowedOn(reach, target);
        await judgeWrite(
          type,
          role,
          `create under ${target} parent`,
          allowed,
          async () => {
            // A copy that collides with a record already there (the same person on the same team) tries the next candidate.
            let last: { error?: GraphqlError } = {};
            for (let attempt = 1; attempt <= (allowed ? 25 : 1); attempt++) {
              const copy = await varyCopy(type, createInputFrom(type, source, isAdmin, attempt), attempt);
              const input = await withOwnDestination(db(), type, role === 'anonymous' ? undefined : userIds[role], copy);
              const res = await mutate(role, create.name, input);
              last = res;
              const newId = (await sql<{ id: number }>`SELECT max(id) AS id FROM ${sql.table(type.table)}`.execute(db())).rows[0].id;
              if (!res.error) {
                created.push(newId);
                break;
              }
              const collided =
                /duplicate|already taken/i.test(res.error.message) || type.uniqueTogether.some((u) => res.error!.message.includes(u.message));
              if (!collided) break;
            }
            return last;
          },
          () => rowCount(db(), type),
          (before, after) => after === (before as number) + 1,
        );
      }
    }

    if (update) {
      const reach = reachOf(type.typename, role, 'update');
      const field = fieldToChange(type, isAdmin && reach !== 'none') ?? fieldToChange(type, true);
      if (!field) matrix.gap(type.typename, role, 'update', 'no plain field to change: the update sends no attributes');
      for (const [target, id] of targets) {
        const row = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(type.table)} WHERE id = ${id}`.execute(db())).rows[0];
        const attributes = field ? { [attributeName(field)]: changedValue(field, row[field.column], role) } : {};
        await judgeWrite(
          type,
          role,
          `update ${target} row`,
          allowedOn(reach, target),
          () => mutate(role, update.name, { ...targetInput(update.name, idKey(update.name), id), attributes }),
          () => snapshot(db(), type, id),
          // The changed column, not just updated_at: the update must have written what it was sent.
          (before, after) => !field || JSON.parse(String(before))[field.column] !== JSON.parse(String(after))[field.column],
        );
      }
    }

    for (const [name, op] of Object.entries(custom)) {
      const roles = OPERATION_ROLES[name] ?? [];
      const reach: Reach = !roles.includes(role) ? 'none' : isAdmin ? 'all' : 'own';
      const runs = op.ids === null ? ([['own', null]] as const) : targets;
      for (const [target, id] of runs) {
        const args = await operationArgumentsFor(name, db(), id);
        const input = { ...(op.ids && id !== null ? targetInput(name, op.ids, id) : {}), ...args };
        await judgeWrite(
          type,
          role,
          `${name} on ${op.ids ? `${target} row` : 'no row'}`,
          op.ids ? allowedOn(reach, target) : reach !== 'none',
          async () => {
            const res = await mutate(role, name, input);
            // A row the operation does not apply to ('Only a pending command can be cancelled') says nothing of scope: a listed gap.
            if (reach !== 'none' && res.error && res.error.message === op.availability?.message) {
              matrix.gap(type.typename, role, `${name} on ${target} row`, `not available on row ${id}: ${res.error.message}`);
              return {};
            }
            return res;
          },
          () => (id === null ? Promise.resolve(null) : snapshot(db(), type, id)),
          () => true,
        );
      }
    }

    if (remove) {
      const reach = reachOf(type.typename, role, 'remove');
      const ownTarget = created[0] ?? (await pickRows(db(), registry, type, scope, { lastOwn: true, demoUserIds })).own;
      const removeTargets = [...(ownTarget !== null ? [['own', ownTarget] as const] : []), ...targets.filter(([t]) => t === 'foreign')];
      for (const [target, id] of removeTargets) {
        let inUse = false;
        await judgeWrite(
          type,
          role,
          `remove ${target} row`,
          allowedOn(reach, target),
          async () => {
            const res = await mutate(role, remove.name, targetInput(remove.name, idKey(remove.name), id));
            // A row other records still refer to (a preset competitions use) says nothing of scope: a listed gap.
            if (res.error && / is still used by other records$/.test(res.error.message)) {
              matrix.gap(type.typename, role, `remove ${target} row`, `row ${id} is in use: ${res.error.message}`);
              inUse = true;
              return {};
            }
            return res;
          },
          () => snapshot(db(), type, id),
          (_before, after) => inUse || after === null,
        );
      }
    }
  };

  /**
   * The next variation of a copy that collided with a record already there: another person, user or supporter
   * (the references composite uniqueness is made of), taken from the same owner's rows.
   */
  const varyCopy = async (type: NormalizedType, input: Record<string, unknown>, attempt: number) => {
    for (const field of type.fields.filter((f) => f.type === 'references' && attributeName(f) in input)) {
      // Rows an earlier write removed may linger in an id array (no foreign key holds them): a copy leaves them out.
      const target = registry.types[field.typename!];
      const ids = (input[attributeName(field)] as string[]).map(Number);
      const existing = await ownedAmong(db(), registry, target, 'all', ids);
      input[attributeName(field)] = ids.filter((id) => existing.has(id)).map(String);
    }
    if (attempt === 1) return input;
    for (const [index, field] of type.fields.filter((f) => f.type === 'reference' && ['Person', 'User'].includes(f.typename!)).entries()) {
      const name = attributeName(field);
      if (!(name in input)) continue;
      const target = registry.types[field.typename!];
      // Another person of the same organisation as the one copied; any other user. Two such fields (a person and
      // their supporter) take different ones.
      const sameOrg =
        target.typename === 'Person' ? sql`WHERE org_id = (SELECT org_id FROM ${sql.table(target.table)} WHERE id = ${Number(input[name])})` : sql``;
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(target.table)} ${sameOrg}
        ORDER BY id DESC LIMIT 1 OFFSET ${attempt - 2 + index}`.execute(db());
      if (rows[0]) input[name] = String(rows[0].id);
    }
    return input;
  };

  describe('reads: list, detail, tabs and history (CSV exports queued)', () => {
    it.each(TYPES.map((t) => [t.typename, t] as const))('%s', async (_name, type) => {
      for (const role of MATRIX_ROLES) queueExport(type, role);
      await Promise.all(MATRIX_ROLES.map((role) => checkReads(type, role)));
      expect(matrix.failuresOf(type.typename)).toEqual([]);
    });
  });

  describe('CSV exports', () => {
    it.each(TYPES.map((t) => [t.typename, t] as const))('%s', async (_name, type) => {
      const before = matrix.failuresOf(type.typename).length;
      for (const role of MATRIX_ROLES) await checkExport(type, role);
      expect(matrix.failuresOf(type.typename).slice(before)).toEqual([]);
    });
    it("another user's export looks like none at all", async () => {
      const { id } = await queuedExports.get('Court/platformAdmin')!;
      for (const role of MATRIX_ROLES.filter((r) => r !== 'platformAdmin')) {
        const status = await clients[role].request<{ readminCsvExport: unknown }>(EXPORT_STATE, { id });
        const download = await clients[role].request(DOWNLOAD, { id });
        const ok = (status.data?.readminCsvExport ?? null) === null && Boolean(download.errors?.length) && !download.data;
        matrix.check('Court', role, "platform admin's export", ok, `expected not found; got ${JSON.stringify(status)} ${JSON.stringify(download)}`);
      }
      expect(matrix.failuresOf('Court').filter((f) => f.includes('export'))).toEqual([]);
    });
    it('took its time', () => {
      timings.reads = Date.now() - phaseStart;
      phaseStart = Date.now();
    });
  });

  describe('writes: create, update, remove and declared operations, on own and foreign rows', () => {
    it.each(TYPES.map((t) => [t.typename, t] as const))('%s', async (_name, type) => {
      const before = matrix.failuresOf(type.typename).length;
      // Roles expected to be refused write at the same time; those that may write go one after another, platform admin last.
      await Promise.all(REFUSED_WRITERS.map((role) => checkWrites(type, role)));
      for (const role of ['orgAdmin', 'platformAdmin'] as const) await checkWrites(type, role);
      expect(matrix.failuresOf(type.typename).slice(before)).toEqual([]);
    });
    it('took its time', () => {
      timings.writes = Date.now() - phaseStart;
    });
  });
});
