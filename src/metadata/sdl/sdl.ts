import type { NormalizedField, NormalizedType, Registry } from '../normalized.ts';
import { FIELD_TYPES } from '../fieldTypes.ts';
import { attributeName, inputTypeName } from '../naming.ts';
import { operationMutationsSdl, operationTypesSdl } from './operationSdl.ts';
import { LOCK_VERSION_LINE, LOCK_VERSIONS_LINE } from './lockVersionSdl.ts';
import { optionSourcesSdl } from './optionSourcesSdl.ts';
import { applicableFragments, type SdlFragment } from './fragments.ts';

/** The hand-written part of the API: the shell, sign-in and the generic admin object of spec 000 §3.3 and §7. */
const CORE_SDL = /* GraphQL */ `
  scalar JSON

  type Query {
    currentUser: CurrentUser
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
    "The audit history of one record, newest first (anyone who may read the record may read its history)."
    paperTrailVersions(itemType: String!, itemId: ID!, dateRange: DateRangeInput, limit: Int, offset: Int): [PaperTrailVersion!]!
    paperTrailVersionsCount(itemType: String!, itemId: ID!, dateRange: DateRangeInput): Int!
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
    "The player portal's address for this user (PLAYER_PORTAL_URL; this server's stand-in outside production); null when there is none."
    onsenUrl: String
    "The scorekeeper app's address (SCOREKEEPER_URL); null when not configured."
    scorekeeperUrl: String
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
    "How many audited changes this record has had: send it back with an update (lockVersion) and a change made since is refused with CONFLICT. Null on a record shown by name only."
    lockVersion: Int
    readminName: String!
    readminUrl: String
    readminLogoUrl: String
    readminThumbnailUrl: String
    readminVideoUrl: String
    "The time zone this record's times read in: its organisation's, else its venue's, else its API partner's, else its own."
    readminTimeZone: String
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

  "The lockVersion the user saw of one record of a batch."
  input LockVersionInput {
    id: ID!
    lockVersion: Int!
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
    '  lockVersion: Int',
    ...exposedFields(t).flatMap(outputFields),
    ...(t.timestamps ? ['  createdAt: String', '  updatedAt: String'] : []),
    ...Object.entries(t.associations).map(([name, a]) => `  ${name}: [${a.typename}!]!`),
    '  readminName: String!',
    '  readminUrl: String',
    '  readminLogoUrl: String',
    '  readminThumbnailUrl: String',
    '  readminVideoUrl: String',
    '  readminTimeZone: String',
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
      ...(update.batch ? [LOCK_VERSIONS_LINE] : [LOCK_VERSION_LINE]),
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

/**
 * The whole SDL, deterministic so that the committed copy changes only when the metadata or a feature's SDL does:
 * the core, the option sources, every record type, then each feature's fragment that applies to this registry
 * (fragments.ts), in the order of their names. `applied` names those fragments.
 */
export const schemaSdl = (registry: Registry, fragments: readonly SdlFragment[] = []): { sdl: string; applied: string[] } => {
  const types = Object.values(registry.types);
  const mutations = types.flatMap(mutationSdl);
  const base = [
    '# Generated from metadata/ and src/server/features/*/schema.graphql by npm run generate. Do not edit.',
    CORE_SDL.trim(),
    '',
    optionSourcesSdl(),
    ...(mutations.length ? ['extend type Mutation {', ...mutations, '}', ''] : []),
    ...types.map((t) => typeSdl(t) + '\n'),
  ].join('\n');
  const applied = applicableFragments(base, fragments);
  return { sdl: [base, ...applied.map((f) => `# ${f.name}\n${f.sdl.trim()}\n`)].join('\n'), applied: applied.map((f) => f.name) };
};

export const buildSdl = (registry: Registry, fragments: readonly SdlFragment[] = []): string => schemaSdl(registry, fragments).sdl;
