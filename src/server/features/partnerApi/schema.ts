import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { Db } from '../../db/database.ts';

/** What every resolver of the partner API gets: the one partner it answers for, and that partner's loaders. */
export interface PartnerApiContext {
  db: Db;
  partnerId: number;
  loaders: PartnerLoaders;
}

type Row = Record<string, unknown> & { id: number };

/** The partner API's types: a read-only view of what the partner sent, ids being the console's. No Mutation type. */
export const PARTNER_API_SDL = /* GraphQL */ `
  "The partner API (POST /api/v1/graphql): read-only, over the calling partner's own data."
  type Query {
    "The partner the key (or the console's debug page) belongs to."
    partner: Partner!
    organisations(limit: Int = 100, offset: Int = 0): [Organisation!]!
    organisation(id: ID, externalId: String): Organisation
    courts(organisationId: ID, limit: Int = 100, offset: Int = 0): [Court!]!
    teams(organisationId: ID, limit: Int = 100, offset: Int = 0): [Team!]!
    competitions(organisationId: ID, limit: Int = 100, offset: Int = 0): [Competition!]!
    "Fixtures ordered by start time; from and to are ISO 8601 instants or dates (to is exclusive)."
    gameSchedules(
      organisationId: ID
      competitionId: ID
      status: GameScheduleStatus
      from: String
      to: String
      limit: Int = 100
      offset: Int = 0
    ): [GameSchedule!]!
  }

  type Partner {
    id: ID!
    name: String!
    timeZone: String!
  }

  type Organisation {
    id: ID!
    externalId: String!
    name: String!
    active: Boolean!
    importedAt: String
  }

  type Court {
    id: ID!
    externalId: String!
    name: String!
    venueName: String
    organisation: Organisation!
  }

  type Team {
    id: ID!
    externalId: String!
    name: String!
    organisation: Organisation!
  }

  type Competition {
    id: ID!
    externalId: String!
    name: String!
    season: String
    startDate: String
    endDate: String
    organisation: Organisation!
  }

  enum GameScheduleStatus {
    scheduled
    in_progress
    completed
    postponed
    cancelled
  }

  type GameSchedule {
    id: ID!
    externalId: String!
    roundName: String
    startsAt: String!
    status: GameScheduleStatus!
    homeScore: Int
    awayScore: Int
    organisation: Organisation!
    competition: Competition
    court: Court
    homeTeam: Team!
    awayTeam: Team!
  }
`;

/** The most rows one list answers. */
export const MAX_LIST = 500;

const ORG_CHILD_TABLES = { courts: 'api_courts', teams: 'api_teams', competitions: 'api_competitions', gameSchedules: 'api_game_schedules' } as const;

type OrgChildTable = (typeof ORG_CHILD_TABLES)[keyof typeof ORG_CHILD_TABLES];

/*
 * Every read goes through one of these two: the partner's organisations, or rows of a table of its organisations
 * (a dynamic table: Kysely types its columns as those of the table, or those every table of a union shares).
 */
const ownOrganisations = (db: Db, partnerId: number) =>
  db.selectFrom('api_organisations as t').selectAll('t').where('t.api_partner_id', '=', partnerId);

const ownRows = <T extends OrgChildTable>(db: Db, table: T, partnerId: number) =>
  db
    .selectFrom(db.dynamic.table(table).as('t'))
    .innerJoin('api_organisations as o', 'o.id', 't.api_organisation_id')
    .selectAll('t')
    .where('o.api_partner_id', '=', partnerId);

const loaderFor = (rowsWithIds: (ids: number[]) => Promise<Row[]>) =>
  new DataLoader<number, Row | null>(async (ids) => {
    const rows = await rowsWithIds([...ids]);
    return ids.map((id) => rows.find((r) => r.id === id) ?? null);
  });

const childLoader = (db: Db, partnerId: number, table: OrgChildTable) =>
  loaderFor((ids) => ownRows(db, table, partnerId).where('t.id', 'in', ids).execute());

export const partnerLoaders = (db: Db, partnerId: number) => ({
  organisation: loaderFor((ids) => ownOrganisations(db, partnerId).where('t.id', 'in', ids).execute()),
  court: childLoader(db, partnerId, 'api_courts'),
  team: childLoader(db, partnerId, 'api_teams'),
  competition: childLoader(db, partnerId, 'api_competitions'),
});
export type PartnerLoaders = ReturnType<typeof partnerLoaders>;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const page = (args: { limit?: number | null; offset?: number | null }) => {
  const limit = args.limit ?? 100;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST) throw badInput(`limit must be between 1 and ${MAX_LIST}`);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more');
  return { limit, offset };
};

const idArg = (name: string, value: unknown): number | undefined => {
  if (value === undefined || value === null) return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw badInput(`${name} must be a record id`);
  return id;
};

const instantArg = (name: string, value: unknown): Date | undefined => {
  if (value === undefined || value === null) return undefined;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw badInput(`${name} must be an ISO 8601 date or instant`);
  return date;
};

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));

type Args = Record<string, unknown>;

const list = (table: OrgChildTable) => async (_: unknown, args: Args, ctx: PartnerApiContext) => {
  const { limit, offset } = page(args);
  let q = ownRows(ctx.db, table, ctx.partnerId);
  const organisationId = idArg('organisationId', args.organisationId);
  if (organisationId !== undefined) q = q.where('t.api_organisation_id', '=', organisationId);
  return q.orderBy('t.id').limit(limit).offset(offset).execute();
};

const reference =
  (column: string, loader: keyof PartnerLoaders) =>
  (row: Row, _: Args, ctx: PartnerApiContext): Promise<Row | null> | null =>
    row[column] == null ? null : ctx.loaders[loader].load(row[column] as number);

const belongsToOrganisation = { organisation: reference('api_organisation_id', 'organisation') };

/** The partner API's executable schema; every root field reads only the context's partner's rows. */
export const buildPartnerApiSchema = <Context extends PartnerApiContext = PartnerApiContext>() =>
  createSchema<Context>({
    typeDefs: PARTNER_API_SDL,
    resolvers: {
      Query: {
        partner: async (_: unknown, __: Args, ctx: PartnerApiContext) =>
          ctx.db.selectFrom('api_partners').selectAll().where('id', '=', ctx.partnerId).executeTakeFirstOrThrow(),
        organisations: async (_: unknown, args: Args, ctx: PartnerApiContext) => {
          const { limit, offset } = page(args);
          return ownOrganisations(ctx.db, ctx.partnerId).orderBy('t.id').limit(limit).offset(offset).execute();
        },
        organisation: async (_: unknown, args: Args, ctx: PartnerApiContext) => {
          const id = idArg('id', args.id);
          if ((id === undefined) === (args.externalId == null)) throw badInput('Give id or externalId, one of them');
          let q = ownOrganisations(ctx.db, ctx.partnerId);
          q = id !== undefined ? q.where('t.id', '=', id) : q.where('t.external_id', '=', String(args.externalId));
          return (await q.executeTakeFirst()) ?? null;
        },
        courts: list(ORG_CHILD_TABLES.courts),
        teams: list(ORG_CHILD_TABLES.teams),
        competitions: list(ORG_CHILD_TABLES.competitions),
        gameSchedules: async (_: unknown, args: Args, ctx: PartnerApiContext) => {
          const { limit, offset } = page(args);
          let q = ownRows(ctx.db, ORG_CHILD_TABLES.gameSchedules, ctx.partnerId);
          const organisationId = idArg('organisationId', args.organisationId);
          const competitionId = idArg('competitionId', args.competitionId);
          const from = instantArg('from', args.from);
          const to = instantArg('to', args.to);
          if (organisationId !== undefined) q = q.where('t.api_organisation_id', '=', organisationId);
          if (competitionId !== undefined) q = q.where('t.api_competition_id', '=', competitionId);
          if (args.status != null) q = q.where('t.status', '=', String(args.status));
          if (from) q = q.where('t.starts_at', '>=', from);
          if (to) q = q.where('t.starts_at', '<', to);
          return q.orderBy('t.starts_at').orderBy('t.id').limit(limit).offset(offset).execute();
        },
      },
      Partner: { timeZone: (r: Row) => r.time_zone },
      Organisation: { externalId: (r: Row) => r.external_id, importedAt: (r: Row) => iso(r.imported_at) },
      Court: { ...belongsToOrganisation, externalId: (r: Row) => r.external_id, venueName: (r: Row) => r.venue_name },
      Team: { ...belongsToOrganisation, externalId: (r: Row) => r.external_id },
      Competition: {
        ...belongsToOrganisation,
        externalId: (r: Row) => r.external_id,
        startDate: (r: Row) => r.start_date,
        endDate: (r: Row) => r.end_date,
      },
      GameSchedule: {
        ...belongsToOrganisation,
        externalId: (r: Row) => r.external_id,
        roundName: (r: Row) => r.round_name,
        startsAt: (r: Row) => iso(r.starts_at),
        homeScore: (r: Row) => r.home_score,
        awayScore: (r: Row) => r.away_score,
        competition: reference('api_competition_id', 'competition'),
        court: reference('api_court_id', 'court'),
        homeTeam: reference('home_api_team_id', 'team'),
        awayTeam: reference('away_api_team_id', 'team'),
      },
    },
  });
