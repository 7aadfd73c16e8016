import { sql } from 'kysely';
import type { NormalizedField, NormalizedType } from '../../../src/metadata/normalized.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { attributesOf } from '../../support/fuzzInputs.ts';
import { attributeName } from '../../../src/metadata/naming.ts';
import { evaluate } from '../../../src/metadata/jsonLogic.ts';
import { FREE_FOOTAGE } from '../../../src/server/demo/seeds/people.ts';
import {
  connectedAccountOf,
  destinationsOf,
  FACEBOOK_PROFILES,
  YOUTUBE_CHANNELS,
  type DestinationService,
} from '../../../src/server/features/streamAccounts/destinations.ts';
import { registry } from '../../support/testServer.ts';

/**
 * The field an update of the matrix changes, so a refused update can be seen to leave the row as it was: a plain
 * text field first (a name, say), else a longer text, a boolean, an enum, an integer or an optional list of
 * references. Never a user's admin flag, which would change who the demo accounts are mid-matrix.
 */
export const fieldToChange = (type: NormalizedType, platformAdmin: boolean): NormalizedField | undefined => {
  const editable = type.fields.filter(
    (f) => !f.readOnly && !f.lockedOnEdit && (platformAdmin || !f.adminOnly) && f.name !== 'admin' && !f.visibleWhen,
  );
  return (
    editable.find((f) => f.type === 'string' && !f.options && !f.pattern && !f.unique && (f.maxLength ?? 200) >= 30) ??
    editable.find((f) => f.type === 'text' && !f.unique) ??
    editable.find((f) => f.type === 'boolean') ??
    editable.find((f) => f.type === 'enum' && (f.options?.length ?? 0) > 1) ??
    editable.find((f) => f.type === 'integer' && !f.unique) ??
    editable.find((f) => f.type === 'references' && !f.required)
  );
};

/** The new value of that field: a text naming who wrote it, the flag flipped, another option, one more, no references. */
export const changedValue = (field: NormalizedField, current: unknown, role: string): unknown => {
  if (field.type === 'boolean') return !current;
  if (field.type === 'enum') return field.options!.find((o) => o.value !== current)!.value;
  if (field.type === 'integer') {
    const n = Number(current ?? 0);
    return field.max !== undefined && n + 1 > field.max ? n - 1 : n + 1;
  }
  if (field.type === 'references') return [];
  return `Matrix ${role}`;
};

/**
 * A create input copying a stored row (so it is valid and lies under the same owner), with its unique values made
 * new. `attempt` varies them further when a copy collides with a record already there.
 */
export const createInputFrom = (
  type: NormalizedType,
  row: Record<string, unknown>,
  platformAdmin: boolean,
  attempt: number,
): Record<string, unknown> => {
  const input = attributesOf(type, row, platformAdmin);
  const values = Object.fromEntries(type.fields.map((f) => [f.name, row[f.column] ?? null]));
  for (const field of type.fields) {
    const name = attributeName(field);
    // A field the record's other values hide (2-point shots of a basketball league) may not be given at all.
    if (field.visibleWhen !== undefined && !evaluate(field.visibleWhen, values)) delete input[name];
    // A stored secret is a hash: a create takes a new one, as long as the field asks.
    else if (field.type === 'password' && name in input) input[name] = 'matrix-secret-'.padEnd(Math.max(field.minLength ?? 0, 40), 'x');
    // Once the copy collides with a record already there, its texts change too (a composite key may hold one).
    else if (attempt > 1 && field.type === 'string' && !field.options && !field.pattern && typeof input[name] === 'string')
      input[name] = `${String(input[name])} ${attempt}`.slice(0, field.maxLength ?? 200);
  }
  for (const field of type.fields.filter((f) => f.unique && !f.readOnly)) {
    const name = attributeName(field);
    if (!(name in input)) continue;
    if (field.type === 'integer') input[name] = Number(input[name]) + 100_000 + attempt;
    else if (field.type === 'email') input[name] = `matrix-${attempt}-${String(input[name])}`;
    else if (typeof input[name] === 'string') input[name] = `${String(input[name])}-m${attempt}`.slice(0, field.maxLength ?? 200);
  }
  // The user has agreed to whatever the server would ask first (a referee's role making someone a referee).
  return { ...input, confirmed: true };
};

/**
 * Arguments an operation needs that depend on its target row (a game's footage comes from its organisation's
 * recordings), read from the database for that row.
 */
type RowArguments = (db: Db, id: number) => Promise<Record<string, unknown>>;

/** Arguments of an operation without a target, read from the database when it runs (ids are only known then). */
type RunArguments = { run: (db: Db) => Promise<Record<string, unknown>> };

/** A team of the target league's organisation, made for the run: in the league already when `inLeague`. */
const teamOfLeague = async (db: Db, leagueId: number, inLeague: boolean) => {
  const { org_id } = await db.selectFrom('leagues').select('org_id').where('id', '=', leagueId).executeTakeFirstOrThrow();
  const team = await db
    .insertInto('teams')
    .values({ name: `Matrix team ${leagueId}-${Math.random().toString(36).slice(2, 8)}`, org_id, league_ids: inLeague ? [leagueId] : [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(team.id);
};

/**
 * A game of the organisation cut from its demo free footage (seeds/people.ts FREE_FOOTAGE): that court, its
 * first surface, the organisation's first league with two teams; none when the organisation has no such footage.
 */
const gameOnFreeFootage = async (db: Db, orgId: number): Promise<Record<string, unknown>> => {
  const { rows } = await sql<{ court: number; surface: number; league: number; home: number; away: number }>`
    SELECT c.id AS court, c.surface_ids[1] AS surface, l.id AS league,
      (SELECT min(t.id) FROM teams t WHERE l.id = ANY(t.league_ids)) AS home, (SELECT max(t.id) FROM teams t WHERE l.id = ANY(t.league_ids)) AS away
    FROM recordings r JOIN courts c ON c.id = r.court_id JOIN leagues l ON l.org_id = c.org_id
    WHERE r.started_at = ${FREE_FOOTAGE.start} AND c.org_id = ${orgId}
      AND (SELECT count(*) FROM teams t WHERE l.id = ANY(t.league_ids)) >= 2 ORDER BY l.id LIMIT 1`.execute(db);
  const g = rows[0];
  if (!g) return {};
  return {
    courtId: String(g.court),
    surfaceId: String(g.surface),
    leagueId: String(g.league),
    homeTeamId: String(g.home),
    awayTeamId: String(g.away),
    playedAt: FREE_FOOTAGE.start.toISOString(),
    completedAt: new Date(FREE_FOOTAGE.start.getTime() + 3_600_000).toISOString(),
    homeScore: 1,
    awayScore: 2,
  };
};

/** Cut New Footage: a recording of one of the game's organisation's courts, through a surface filming that court. */
const footageOfGameOrg: RowArguments = async (db, id) => {
  const { rows } = await sql<{ court_id: number; surface_id: number; started_at: Date; finished_at: Date }>`
    SELECT r.court_id, c.surface_ids[1] AS surface_id, r.started_at, r.finished_at FROM recordings r JOIN courts c ON c.id = r.court_id
    WHERE c.org_id = (SELECT org_id FROM games WHERE id = ${id}) AND r.state IN ('uploaded', 'archived') AND r.finished_at IS NOT NULL
      AND cardinality(c.surface_ids) > 0 ORDER BY r.id LIMIT 1`.execute(db);
  const r = rows[0];
  return r
    ? {
        courtId: String(r.court_id),
        surfaceId: String(r.surface_id),
        startTime: new Date(r.started_at).toISOString(),
        endTime: new Date(r.finished_at).toISOString(),
      }
    : {};
};

/** An address no user has yet, for an operation that adds a user by email. */
const matrixEmail = (role: string) => `matrix-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Arguments the declared operations need beyond their target (required ones, and one that changes something). */
export const OPERATION_ARGUMENTS: Record<string, Record<string, unknown> | RowArguments | RunArguments> = {
  gameCutNewFootage: footageOfGameOrg,
  // Add Game Manually: a game of the demo organisation admin's organisation, on its court's free footage.
  addGameManually: { run: (db) => gameOnFreeFootage(db, 1) },
  // Add Missing Game: a game of the schedule's organisation (its court, league and teams may be any of it).
  gameScheduleAddMissingGame: async (db, id) =>
    gameOnFreeFootage(db, (await db.selectFrom('game_schedules').select('org_id').where('id', '=', id).executeTakeFirstOrThrow()).org_id),
  // A team of the league's own organisation: one to add, and one in the league to take out.
  addLeagueTeam: async (db, id) => ({ teamId: await teamOfLeague(db, id, false) }),
  leagueTeamsRemove: async (db, id) => ({ teamIds: [await teamOfLeague(db, id, true)] }),
  // Another person of the person's own organisation, merged into it (and removed).
  personMergeWithOther: async (db, id) => {
    const { rows } = await sql<{ id: number }>`SELECT o.id FROM people o JOIN people p ON p.org_id = o.org_id
      WHERE p.id = ${id} AND o.id <> ${id} ORDER BY o.id DESC LIMIT 1`.execute(db);
    return { otherId: String(rows[0].id) };
  },
  teamsEnableRegistration: { expiresAt: '2099-01-01T00:00:00.000Z' },
  // Court 1: the demo organisation admin's first court, which advertises and has a camera snapshot.
  adAssetPreviewMotioncrop: { courtId: '1' },
  adPresetPreviewMotioncrop: { courtId: '1' },
  adAssetsPreviewEmail: { previewEmail: 'matrix-preview@example.com' },
  apiProfileReImport: { orgId: '1' },
  issueApiCredential: {
    run: async (db) => ({
      apiPartnerId: String((await db.selectFrom('api_partners').select('id').orderBy('id').executeTakeFirstOrThrow()).id),
      name: 'Matrix key',
    }),
  },
  gameUpdateScore: { homeScore: 51, awayScore: 49 },
  generatePassphrase: { numberOfWords: 4, separator: 'dash' },
  // A live stream of the demo organisation admin's organisation that has no live scorer yet (one at most each).
  addLiveStreamScorer: {
    run: async (db) => ({
      liveStreamId: String(
        (
          await sql<{ id: number }>`SELECT s.id FROM live_streams s JOIN courts c ON c.id = s.court_id
            WHERE c.org_id = 1 AND NOT EXISTS (SELECT 1 FROM live_stream_scorers x WHERE x.live_stream_id = s.id) ORDER BY s.id LIMIT 1`.execute(db)
        ).rows[0].id,
      ),
      team1Display: 'Matrix Home',
      team2Display: 'Matrix Away',
    }),
  },
  addOriginalVideoRequest: {
    run: async (db) => ({
      gameId: String((await db.selectFrom('games').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id),
      expiresAt: '2099-01-01T00:00:00.000Z',
    }),
  },
  // Roles given by email: a new user each run (welcomed by email), in the demo organisation admin's organisation and first venue.
  addOrgAdmin: { run: async () => ({ orgId: '1', email: matrixEmail('org-admin') }) },
  addScorekeeperUser: { run: async () => ({ orgId: '1', email: matrixEmail('scorer') }) },
  addVenueAdmin: {
    run: async (db) => ({
      venueId: String((await db.selectFrom('venues').select('id').where('org_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id),
      email: matrixEmail('venue-admin'),
    }),
  },
  userResetPassword: { newPassword: 'matrix password 1' },
  surfaceEncodingConfigUpdate: { advertisingBillboardAlwaysForeground: true, maxZoom: 2.5 },
  surfaceFilterConfigUpdate: { filterRotateDegrees: 1.5 },
  surfacePreviewMotionCrop: { projectedPosition: 'left' },
  previewFilterChain: { filterRotateDegrees: 1.5 },
  venueServersRunCommand: { content: 'uptime' },
};

const runsLater = (extra: unknown): extra is RunArguments => typeof (extra as Partial<RunArguments> | undefined)?.run === 'function';

/** The arguments of an operation for the matrix's run on row `id` (null for an operation without a target). */
export const operationArgumentsFor = async (name: string, db: Db, id: number | null): Promise<Record<string, unknown>> => {
  const extra = OPERATION_ARGUMENTS[name];
  if (typeof extra === 'function') return id === null ? {} : extra(db, id);
  if (runsLater(extra)) return extra.run(db);
  return extra ?? {};
};

/** Output types whose id names a destination of the writer's connected account (src/server/features/streamAccounts/outputHooks.ts). */
const DESTINATION_FIELDS: Record<string, { kind: DestinationService; attribute: string }> = {
  LiveStreamYtOutput: { kind: YOUTUBE_CHANNELS, attribute: 'ytChannelId' },
  LiveStreamFbOutput: { kind: FACEBOOK_PROFILES, attribute: 'fbProfileId' },
};

/**
 * A copied YouTube or Facebook output names a channel or profile of someone else's account; the writer's copy takes
 * the first of their own, their account connected through the local stand-in when they have none.
 */
export const withOwnDestination = async (db: Db, type: NormalizedType, userId: number | undefined, input: Record<string, unknown>) => {
  const spec = DESTINATION_FIELDS[type.typename];
  if (!spec || userId === undefined || !(spec.attribute in input)) return input;
  const auth = registry.types[spec.kind.authTypename];
  await sql`INSERT INTO ${sql.table(auth.table)} (user_id, ${sql.ref(spec.kind.externalIdColumn)}, name, access_token)
    VALUES (${userId}, ${`local-${userId}`}, 'Matrix account', 'local-token') ON CONFLICT (user_id) DO NOTHING`.execute(db);
  const account = (await connectedAccountOf(db, registry, spec.kind, userId))!;
  const [first] = await destinationsOf(spec.kind, account);
  return { ...input, [spec.attribute]: first.value };
};
