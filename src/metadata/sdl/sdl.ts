import type { NormalizedField, NormalizedType, Registry } from '../normalized.ts';
import { FIELD_TYPES } from '../fieldTypes.ts';
import { attributeName, inputTypeName } from '../../shared/naming.ts';
import { operationMutationsSdl, operationTypesSdl } from './operationSdl.ts';
import { optionSourcesSdl } from './optionSourcesSdl.ts';
import { PUBLIC_SDL } from '../../shared/publicApi/index.ts';

/** The hand-written part of the API: the shell, sign-in and the generic admin object of spec 000 §3.3 and §7. */
const CORE_SDL = /* GraphQL */ `
  scalar JSON

  type Query {
    currentUser: CurrentUser
    org(id: ID!): Org
    apiPartner(id: ID!): ApiPartner
    readminObject(typename: String!, id: ID!): ReadminObject
    "Rows of a type; Load More passes the last row's readminCursor as 'after', which stays fast however deep."
    readminObjects(
      typename: String!
      ids: [ID!]
      orgId: ID
      apiPartnerId: ID
      filterBar: FilterBarInput
      optionsFilters: JSON
      limit: Int
      offset: Int
      after: String
    ): [ReadminObject!]!
    "Exact while small, estimated beyond a threshold (see readminObjectsTotal for which)."
    readminObjectsCount(typename: String!, orgId: ID, apiPartnerId: ID, filterBar: FilterBarInput, optionsFilters: JSON): Int!
    readminObjectsTotal(typename: String!, orgId: ID, apiPartnerId: ID, filterBar: FilterBarInput): ReadminCount!
    readminObjectTypedef(typename: String!): ReadminTypedef!
    "Values already stored in a string field that declares suggest, among the rows the viewer may read, starting with search (20 at most)."
    readminFieldSuggestions(typename: String!, field: String!, search: String, limit: Int): [String!]!
    readminCsvExport(id: ID!): ReadminCsvExport
    "Whether the court has uploaded or archived recordings overlapping from–to (ISO date-times, at most 6 hours apart), and which: what a game can be cut from."
    recordingsAny(courtId: ID!, from: String!, to: String!): RecordingsAny!
    "A video the viewer may read (its originalVideoUrl and originalVideoAvailable for the console's dialogs), or null."
    video(id: ID!): Video
    "The named videos the viewer may read, in the order asked (at most 100 ids); the others are left out."
    videos(ids: [ID!]!): [Video!]!
    "Every ops warning category with its count and its warnings as tables of detail attributes (platform admins)."
    opsWarningCategories: [OpsWarningCategory!]!
    "A camera the viewer may read, with its live image and recording schedules, or null."
    camera(id: ID!): Camera
    "A venue server the viewer may read (its smartState and statusEntries), or null."
    venueServer(id: ID!): VenueServer
    "A leaderboard table the viewer may read, with its content (segments), or null: the same access and scope as readminObject."
    leaderboardTable(id: ID!): LeaderboardTable
    "A live stream the viewer may read, its encodingTimelineItems placed on its start..finish window, or null."
    liveStream(id: ID!): LiveStream
    "The address of a public league page, with {slug} where the page's slug goes."
    publicLeaguePageUrlTemplate: String!
    "The audit history of one record, newest first (anyone who may read the record may read its history)."
    paperTrailVersions(itemType: String!, itemId: ID!, dateRange: DateRangeInput, limit: Int, offset: Int): [PaperTrailVersion!]!
    paperTrailVersionsCount(itemType: String!, itemId: ID!, dateRange: DateRangeInput): Int!
  }

  "Spec 002 §3 'Leaderboard segment': one table of a leaderboard's content, derived from its entries."
  type LeaderboardSegment {
    title: String!
    "Labels of the columns before the figures (rank, team or player)."
    headColumns: [String!]!
    columns: [LeaderboardColumn!]!
    rows: [LeaderboardRow!]!
  }
  type LeaderboardColumn {
    name: String!
    shortName: String!
  }
  type LeaderboardRow {
    rank: Int!
    "Places moved up since the previous round (negative: down); null when the previous rank is unknown."
    rankDiff: Int
    lastRoundRank: Int
    headCells: [String!]!
    cells: [LeaderboardCell!]!
    "The cells as they stood after the previous round, when known."
    lastRoundCells: [LeaderboardCell!]
  }
  type LeaderboardCell {
    stringValue: String!
  }
  extend type LeaderboardTable {
    "The table's content, one segment per table shown on the Leaderboard Content tab."
    segments: [LeaderboardSegment!]!
  }

  type RecordingsAny {
    any: Boolean!
    recordings: [RecordingSpan!]!
  }
  type RecordingSpan {
    id: ID!
    startedAt: String!
    finishedAt: String
    state: String!
  }

  "One category of ops warnings (spec 002 §2.3): its warnings, one table per set of detail attributes."
  type OpsWarningCategory {
    category: String!
    label: String!
    description: String!
    count: Int!
    "Fewer warnings are in the tables than count says (the first 1000 of the category are sent)."
    truncated: Boolean!
    tables: [OpsWarningTable!]!
  }
  type OpsWarningTable {
    columns: [OpsWarningColumn!]!
    rows: [OpsWarningRow!]!
  }
  type OpsWarningColumn {
    "The detail attribute's name."
    key: String!
    label: String!
  }
  type OpsWarningRow {
    "The OpsWarning record's id."
    id: ID!
    subject: String!
    "The warning's detail values, one per column."
    cells: [JSON]!
  }

  type ReadminCount {
    value: Int!
    approximate: Boolean!
  }

  type ReadminCsvExport {
    id: ID!
    title: String!
    "pending, exporting, completed or failed"
    state: String!
    exportedRows: Int!
    "Bytes of the finished file."
    reportSize: Int
    filename: String!
    errorMessage: String
    createdAt: String!
    "The time zone the file's times (and its file name) are written in."
    timeZone: String!
  }

  type Mutation {
    login(input: LoginInput!): LoginPayload!
    logout(input: LogoutInput): LogoutPayload!
    exportReadminObjectsCsv(input: ExportReadminObjectsCsvInput!): ExportReadminObjectsCsvPayload!
    readminCsvExportDownload(input: ReadminCsvExportIdInput!): ReadminCsvExportDownloadPayload!
    readminCsvExportDelete(input: ReadminCsvExportIdInput!): ReadminCsvExportDeletePayload!
    "Changes the signed-in user's password (the current one is required) and ends their other sessions."
    changePassword(input: ChangePasswordInput!): ChangePasswordPayload!
  }

  input ChangePasswordInput {
    currentPassword: String!
    newPassword: String!
  }
  type ChangePasswordPayload {
    success: Boolean!
  }

  input ExportReadminObjectsCsvInput {
    title: String!
    timeZone: String!
    gqlVariables: ExportGqlVariablesInput!
  }
  input ExportGqlVariablesInput {
    typename: String!
    orgId: ID
    apiPartnerId: ID
    filterBar: FilterBarInput
  }
  type ExportReadminObjectsCsvPayload {
    id: ID!
  }
  input ReadminCsvExportIdInput {
    readminCsvExportId: ID!
  }
  type ReadminCsvExportDownloadPayload {
    csvStr: String!
    filename: String!
  }
  type ReadminCsvExportDeletePayload {
    id: ID!
  }

  input LoginInput {
    email: String!
    password: String!
  }
  type LoginPayload {
    currentUser: CurrentUser!
  }
  input LogoutInput {
    clientMutationId: String
  }
  type LogoutPayload {
    success: Boolean!
  }

  type CurrentUser {
    id: ID!
    email: String!
    isAdmin: Boolean!
    orgAdmins: [OrgAdmin!]!
    venueAdmins: [VenueAdmin!]!
    apiAdmins: [ApiAdmin!]!
    readminCsvExports: [ReadminCsvExport!]!
    onsenUrl: String!
    scorekeeperUrl: String!
    "What this user's own roles may do: per type they reach, those roles' grants and who of them may run each action (src/shared/viewerAccess.ts)."
    access: JSON!
    "Links out of the console for this user's sidebar: Help, and for platform admins the tools configured on the server."
    externalLinks: [ExternalLink!]!
  }

  type ExternalLink {
    key: String!
    label: String!
    url: String!
  }

  input FilterBarInput {
    searchTerm: String
    filtersHash: JSON
    scopeFilter: String
    orderOption: String
    dateRange: DateRangeInput
  }
  "Inclusive days yyyy-MM-dd, in timeZone (default UTC) for date-time fields."
  input DateRangeInput {
    start: String
    end: String
    timeZone: String
  }

  input FileUploadInput {
    name: String!
    base64: String!
    size: Int!
  }
  "A stored file: url serves its bytes (only to whoever may read its record's field)."
  type FileValue {
    name: String!
    size: Int!
    url: String!
    "What the bytes are (sniffed from them at upload), e.g. image/png."
    contentType: String
  }
  input RectangleInput {
    x: Int!
    y: Int!
    width: Int!
    height: Int!
  }
  type Rectangle {
    x: Int!
    y: Int!
    width: Int!
    height: Int!
  }
  input ObjectReferenceInput {
    id: ID!
    typename: String!
  }

  "Every browsable record (spec 000 §3.3)."
  interface ReadminObject {
    id: ID!
    readminName: String!
    readminUrl: String
    readminLogoUrl: String
    readminThumbnailUrl: String
    readminVideoUrl: String
    "Position of this row in the list that returned it: pass as 'after' for the next page."
    readminCursor: String
    readminLabels: [ReadminLabel!]!
    readminSummaryAttributeEntries: [AttributeEntry!]!
    readminAttributeEntries: [AttributeEntry!]!
    readminAssociationObjects(associationName: String!, filterBar: FilterBarInput, limit: Int, offset: Int): [ReadminObject!]!
    readminAssociationCount(associationName: String!, filterBar: FilterBarInput): Int!
    readminAssociationAny(associationName: String!): Boolean!
  }

  type ReadminLabel {
    content: String!
    detail: String
    description: String
    type: String!
    attributeEntries: [AttributeEntry!]!
  }

  type AttributeEntry {
    label: String!
    value: JSON
    type: String!
    objects: [ReadminObject!]
    description: String
  }

  type ReadminFilterOption {
    label: String!
    value: String!
  }
  type ReadminFilter {
    name: String!
    label: String!
    options: [ReadminFilterOption!]!
    optionsTypename: String
    required: Boolean!
    defaultValue: String
  }
  type ReadminOrderOption {
    name: String!
    label: String!
  }
  type ReadminAssociation {
    name: String!
    typename: String!
    view: String!
  }

  type ReadminTypedef {
    typename: String!
    associations: [ReadminAssociation!]!
    readminFilters: [ReadminFilter!]!
    readminScopes: [ReadminFilterOption!]!
    readminOrderOptions: [ReadminOrderOption!]!
    searchEnabled: Boolean!
    dateRangeFilterEnabled: Boolean!
    dateRangeFilterFuture: Boolean!
    dateRangeFilterDefault: String
  }

  type RemovePayload {
    ids: [ID!]!
  }

  "The answer of an operation that returns nothing but its success."
  type OperationSuccess {
    success: Boolean!
  }
`;

/** Fields the API returns: never write-only ones such as passwords. */
export const exposedFields = (t: NormalizedType): NormalizedField[] => t.fields.filter((f) => !f.writeOnly && FIELD_TYPES[f.type].graphql !== null);

const outputFields = (f: NormalizedField): string[] => {
  if (f.type === 'reference') return [`  ${attributeName(f)}: ID`, `  ${f.name}: ${f.typename}`];
  if (f.type === 'references') return [`  ${attributeName(f)}: [ID!]!`, `  ${f.name}: [${f.typename}!]!`];
  return [`  ${f.name}: ${FIELD_TYPES[f.type].graphql}`];
};

/** Inputs are all nullable: the server checks required fields itself so one error can list every problem. */
const inputField = (f: NormalizedField): string => `  ${attributeName(f)}: ${FIELD_TYPES[f.type].input}`;

export const writableFields = (t: NormalizedType): NormalizedField[] => t.fields.filter((f) => !f.readOnly);

const typeSdl = (t: NormalizedType): string => {
  const lines = [
    `"${t.description.replace(/"/g, "'")}"`,
    `type ${t.typename} implements ReadminObject {`,
    '  id: ID!',
    ...exposedFields(t).flatMap(outputFields),
    ...(t.timestamps ? ['  createdAt: String', '  updatedAt: String'] : []),
    ...Object.entries(t.associations).map(([name, a]) => `  ${name}: [${a.typename}!]!`),
    '  readminName: String!',
    '  readminUrl: String',
    '  readminLogoUrl: String',
    '  readminThumbnailUrl: String',
    '  readminVideoUrl: String',
    '  readminCursor: String',
    '  readminLabels: [ReadminLabel!]!',
    '  readminSummaryAttributeEntries: [AttributeEntry!]!',
    '  readminAttributeEntries: [AttributeEntry!]!',
    '  readminAssociationObjects(associationName: String!, filterBar: FilterBarInput, limit: Int, offset: Int): [ReadminObject!]!',
    '  readminAssociationCount(associationName: String!, filterBar: FilterBarInput): Int!',
    '  readminAssociationAny(associationName: String!): Boolean!',
    '}',
  ];
  const attrs = writableFields(t);
  if (t.operations.create || t.operations.update) {
    lines.push('', `input ${t.typename}AttributesInput {`, ...attrs.map(inputField), '}');
  }
  const { create, update, remove } = t.operations;
  const confirmed = '  "true once the user agreed to what the server asked to confirm (error code CONFIRMATION_REQUIRED)"\n  confirmed: Boolean';
  if (create) lines.push('', `input ${inputTypeName(create.name)} {`, ...attrs.map(inputField), confirmed, '}');
  if (update) {
    lines.push(
      '',
      `input ${inputTypeName(update.name)} {`,
      update.batch ? '  ids: [ID!]!' : '  id: ID!',
      `  attributes: ${t.typename}AttributesInput!`,
      '}',
    );
  }
  if (remove) lines.push('', `input ${inputTypeName(remove.name)} {`, remove.batch ? '  ids: [ID!]!' : '  id: ID!', '}');
  lines.push(...operationTypesSdl(t));
  return lines.join('\n');
};

const mutationSdl = (t: NormalizedType): string[] => {
  const { create, update, remove } = t.operations;
  return [
    ...(create ? [`  ${create.name}(input: ${inputTypeName(create.name)}!): ${t.typename}!`] : []),
    ...(update ? [`  ${update.name}(input: ${inputTypeName(update.name)}!): ${update.batch ? `[${t.typename}!]!` : `${t.typename}!`}`] : []),
    ...(remove ? [`  ${remove.name}(input: ${inputTypeName(remove.name)}!): RemovePayload!`] : []),
    ...operationMutationsSdl(t),
  ];
};

/** The live view of a camera (spec 002 §7), resolved by src/server/media/cameraQueries.ts. */
const CAMERA_VIEW_SDL = /* GraphQL */ `
  extend type Camera {
    "The address of the camera's live image (a JPEG); refused (FORBIDDEN) unless a platform admin or the venue allows camera preview."
    liveImageUrl: String!
    "The periods the venue's recording blocks and the games scheduled on its courts make the camera record over the days of dateRange (required, at most 93 days) read in timeZone."
    recordingSchedules(dateRange: DateRangeInput!, timeZone: String!): [CameraRecordingSchedule!]!
  }
  type CameraRecordingSchedule {
    startTime: String!
    endTime: String!
    "The recording blocks and game schedules that make the period, blocks first."
    sources: [RecordingScheduleSource!]!
  }
  type RecordingScheduleSource {
    "recording_block (a venue's RecordingBlock) or game_schedule (a GameSchedule on one of the camera's courts): what id names."
    kind: String!
    id: ID!
    name: String!
  }
`;

/** Referee Game Management (spec 002 §2.10 and §7), resolved by src/server/referees/refereeGames.ts. */
const REFEREE_SDL = /* GraphQL */ `
  extend type Org {
    "The organisation's games, newest first, for those who may assign referees (platform and organisation admins; anyone else: none). range: inclusive days in range.timeZone; searchTerm: part of the title '{home team} vs {away team}'; limit 1 to 200 (default 50)."
    refereeGames(range: DateRangeInput, venueId: ID, courtId: ID, limit: Int, offset: Int, searchTerm: String): [Game!]!
    "How many games refereeGames lists with the same filters, over every page."
    refereeGamesCount(range: DateRangeInput, venueId: ID, courtId: ID, searchTerm: String): Int!
  }
  extend type Game {
    "The game's people with the referee role (those given access to the game), oldest first."
    referees: [GamePerson!]!
  }
`;

/** An organisation's figures over a range of days (spec 002 §2.10, §7), resolved by src/server/dashboard/orgStats.ts. */
const ORG_STATS_SDL = /* GraphQL */ `
  extend type Org {
    "The organisation's figures over the days of dateRange (required, at most 366 days), read in timeZone (default: the organisation's); null for an organisation reached only by reference."
    stats(dateRange: DateRangeInput!, timeZone: String): OrgStats
  }
  "Spec 000 §3.3 'Org aggregates', over a range of days (definitions: src/server/dashboard/orgStats.ts)."
  type OrgStats {
    "Games of the organisation's leagues played in the range."
    gamesCount: Int!
    "Distinct people on those games' rosters as players."
    activePlayersCount: Int!
    "Distinct users linked to those people."
    activeUsersCount: Int!
    "Those users the organisation's emails reach (an address, not unsubscribed from notifications)."
    activeUsersWithEmailCount: Int!
    "Live streams on the organisation's courts, not cancelled, that started in the range (and by now)."
    liveStreamsCount: Int!
    "Their summed duration in whole seconds (a running stream counts up to now)."
    liveStreamsDurationSec: Float!
  }
`;

/** The whole SDL, deterministic so that the committed copy changes only when the metadata does. */
export const buildSdl = (registry: Registry): string => {
  const types = Object.values(registry.types);
  const mutations = types.flatMap(mutationSdl);
  return [
    '# Generated from metadata/ by npm run generate. Do not edit.',
    CORE_SDL.trim(),
    '',
    optionSourcesSdl(),
    ...PUBLIC_SDL.map((s) => s.trim() + '\n'),
    ...(mutations.length ? ['extend type Mutation {', ...mutations, '}', ''] : []),
    ...types.map((t) => typeSdl(t) + '\n'),
    ...(registry.types.Camera ? [CAMERA_VIEW_SDL.trim() + '\n'] : []),
    ...(registry.types.Org && registry.types.Game && registry.types.GamePerson ? [REFEREE_SDL.trim() + '\n'] : []),
    ...(registry.types.Org ? [ORG_STATS_SDL.trim() + '\n'] : []),
  ].join('\n');
};
