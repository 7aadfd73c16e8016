import type { Grant, NormalizedCustomOperation, NormalizedType } from '../../../src/metadata/normalized.ts';

/**
 * Who may do what with every record type: the statement of intent the scoping matrix (scopingMatrix.test.ts) holds
 * the server to. Written from spec 002 §6 and 000 §6 (and the routes and scopes of record-types.md), by hand: it is
 * not read from the metadata the server enforces, so a metadata change that widens or narrows a role's reach fails
 * the matrix until this table says the same.
 *
 * A role named with grants reaches rows by its scope: a platform admin every row; an organisation admin the rows of
 * the organisations they administer; a venue admin those of their venues; an API-partner admin those of their
 * partners. A role not named gets nothing. Scorekeeper-only users and anonymous visitors are named nowhere: the
 * whole /readmin area needs a sign-in (000 §6) and a user with no admin role sees 'No Access' (000 §2.11);
 * scorekeeper users score in the scorekeeper app (000 §1: the console only offers its link, scorekeeperUrl).
 *
 * Adding a record type: add its line here, and its declared operations to OPERATION_ROLES.
 * tests/unit/scopingExpectations.test.ts fails until you do, and prints the lines to add, written from the type's
 * metadata (expectationLineFor, operationLineFor): check that each says what the spec means before pasting it.
 */
export type MatrixRole = 'platformAdmin' | 'orgAdmin' | 'venueAdmin' | 'apiPartnerAdmin' | 'scorekeeper' | 'anonymous';
export const MATRIX_ROLES: MatrixRole[] = ['platformAdmin', 'orgAdmin', 'venueAdmin', 'apiPartnerAdmin', 'scorekeeper', 'anonymous'];

/** Grants as words ('read create update remove'); a role left out has none. */
type RoleGrants = Partial<Record<MatrixRole, string>>;

export const EXPECTATIONS: Record<string, RoleGrants> = {
  AdAsset: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  AdPreset: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  // The API-partner scope (002 §2.7): a partner's admins read their partner's records; only platform staff add credentials.
  ApiAdmin: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiCompetition: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiCourt: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiCredential: { platformAdmin: 'read create update remove', apiPartnerAdmin: 'read' },
  ApiGameSchedule: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiGrade: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiGraphqlRequest: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiOrganisation: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiPartner: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiProfile: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiRosterEntry: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  ApiTeam: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  // The platform 'Others' group of 000 §2.12: platform admins only.
  AwsEc2Instance: { platformAdmin: 'read' },
  BetaFeature: { platformAdmin: 'read' },
  // Venue equipment: organisation and venue admins read what is at their venues; adding and editing is full-admin (002 §6).
  Camera: { platformAdmin: 'read create update', orgAdmin: 'read', venueAdmin: 'read' },
  CameraModel: { platformAdmin: 'read create update' },
  City: { platformAdmin: 'read create update' },
  // Organisation content (002 §2.6): an organisation's admins manage it; venue admins read the games, schedules, courts and recordings at their venue.
  Competition: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  Court: { platformAdmin: 'read create update', orgAdmin: 'read create update', venueAdmin: 'read' },
  CourtApiMapping: { platformAdmin: 'read create remove', orgAdmin: 'read', apiPartnerAdmin: 'read' },
  Delivery: { platformAdmin: 'read', orgAdmin: 'read' },
  DevicePortMapping: { platformAdmin: 'read' },
  EncodingTimelineItem: { platformAdmin: 'read', orgAdmin: 'read' },
  Event: { platformAdmin: 'read', orgAdmin: 'read', venueAdmin: 'read' },
  EventVideo: { platformAdmin: 'read', orgAdmin: 'read' },
  Game: { platformAdmin: 'read create update remove', orgAdmin: 'read create update', venueAdmin: 'read' },
  GameDayMatch: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  GameDaySubmission: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  GamePerson: { platformAdmin: 'read create remove', orgAdmin: 'read create remove' },
  GamePlayerEntry: { platformAdmin: 'read', orgAdmin: 'read' },
  GameSchedule: { platformAdmin: 'read create update', orgAdmin: 'read create update', venueAdmin: 'read' },
  GameSubmission: { platformAdmin: 'read', orgAdmin: 'read' },
  GdAssociation: { platformAdmin: 'read create update' },
  GdVenue: { platformAdmin: 'read create update' },
  Incident: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  IncidentNote: { platformAdmin: 'read create', orgAdmin: 'read create' },
  InternetSpeedTest: { platformAdmin: 'read', orgAdmin: 'read', venueAdmin: 'read' },
  LeaderboardTable: { platformAdmin: 'read', orgAdmin: 'read' },
  League: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  LeagueMember: { platformAdmin: 'read create remove', orgAdmin: 'read create remove' },
  LiveStream: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  LiveStreamCustomOutput: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  LiveStreamFbOutput: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  // 001 §2: live stream outputs (RTMP, Facebook, live scorer) are added, edited and removed by the organisation.
  // A user's connected Facebook account is theirs; platform admins may see who connected which (never the token).
  LiveStreamFbAuth: { platformAdmin: 'read' },
  LiveStreamScorer: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  LiveStreamLog: { platformAdmin: 'read', orgAdmin: 'read' },
  LiveStreamYtOutput: { platformAdmin: 'read create remove', orgAdmin: 'read create remove' },
  // 002 §3: the connected YouTube account is the current user's, as the Facebook one; platform admins see who connected which.
  LiveStreamYtAuth: { platformAdmin: 'read' },
  MotioncropTest: { platformAdmin: 'read create update' },
  MotioncropTestReport: { platformAdmin: 'read' },
  // 002 §6 lists network devices among what full admins see; others read them on their venue's Network Devices tab only.
  NetworkDevice: { platformAdmin: 'read create update', orgAdmin: 'read', venueAdmin: 'read' },
  Note: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  // Onsen promos are full-admin (002 §6), though each belongs to an organisation.
  OnsenPopupPromo: { platformAdmin: 'read create update remove' },
  OpsWarning: { platformAdmin: 'read' },
  // Add/edit organisation is full-admin (002 §6); an organisation admin reads their own organisation's page (000 §2.12).
  Org: { platformAdmin: 'read create update', orgAdmin: 'read' },
  OrgAdmin: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  OriginalVideoRequest: { platformAdmin: 'read create update' },
  Outage: { platformAdmin: 'read', orgAdmin: 'read', venueAdmin: 'read' },
  OutboxMessage: { platformAdmin: 'read' },
  // Audit Events is a platform page (000 §6); a record's own history is checked separately (whoever reads the record reads its history).
  PaperTrailVersion: { platformAdmin: 'read' },
  Person: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  PersonSupporter: { platformAdmin: 'read create remove', orgAdmin: 'read create remove' },
  PlayHqGameCallback: { platformAdmin: 'read', apiPartnerAdmin: 'read' },
  // Provider organisation edit is full-admin (002 §6).
  PlayHqOrganisation: { platformAdmin: 'read update', apiPartnerAdmin: 'read' },
  PotwCompetition: { platformAdmin: 'read', orgAdmin: 'read' },
  PotwEntry: { platformAdmin: 'read remove', orgAdmin: 'read remove' },
  PotwRating: { platformAdmin: 'read remove', orgAdmin: 'read remove' },
  PotwVideo: { platformAdmin: 'read', orgAdmin: 'read' },
  PublicLeaguePage: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  Recording: { platformAdmin: 'read', orgAdmin: 'read', venueAdmin: 'read' },
  RecordingBlock: { platformAdmin: 'read create update remove', orgAdmin: 'read', venueAdmin: 'read' },
  RecordingBlockExceptionDate: { platformAdmin: 'read create remove', orgAdmin: 'read', venueAdmin: 'read' },
  ScorekeeperDevice: { platformAdmin: 'read' },
  ScorekeeperGame: { platformAdmin: 'read' },
  // An organisation admin manages who scores for their organisation (000 §2.12: scorekeeper_users in the organisation group).
  ScorekeeperUser: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  SeasonLeaderboard: { platformAdmin: 'read', orgAdmin: 'read' },
  SendgridEvent: { platformAdmin: 'read', orgAdmin: 'read' },
  StitchedVideo: { platformAdmin: 'read', orgAdmin: 'read' },
  Surface: { platformAdmin: 'read create update', orgAdmin: 'read', venueAdmin: 'read' },
  Team: { platformAdmin: 'read create update', orgAdmin: 'read create update' },
  TeamMember: { platformAdmin: 'read create update remove', orgAdmin: 'read create update remove' },
  // Sending a form to the coaches (teamRegistrationsSend, 002 §2.11) records when it was sent: an update, with no generated edit.
  TeamRegistration: { platformAdmin: 'read update remove', orgAdmin: 'read update remove' },
  TeamStandingEntry: { platformAdmin: 'read', orgAdmin: 'read' },
  UsageReportEntry: { platformAdmin: 'read', orgAdmin: 'read' },
  User: { platformAdmin: 'read create update' },
  // Add/edit venue, edit venue server, add/edit surface are full-admin (002 §6); venue admins read their venue's page and tabs.
  Venue: { platformAdmin: 'read create update', orgAdmin: 'read', venueAdmin: 'read' },
  VenueAdmin: { platformAdmin: 'read create update remove', orgAdmin: 'read', venueAdmin: 'read' },
  VenueServer: { platformAdmin: 'read update', orgAdmin: 'read', venueAdmin: 'read' },
  VenueServerChefRun: { platformAdmin: 'read' },
  VenueServerCommand: { platformAdmin: 'read update' },
  VenueServerVideoFile: { platformAdmin: 'read', orgAdmin: 'read', venueAdmin: 'read' },
  Video: { platformAdmin: 'read update', orgAdmin: 'read update', venueAdmin: 'read' },
  VideoCutAttempt: { platformAdmin: 'read' },
  VideoEncodingJob: { platformAdmin: 'read' },
  VideoEncodingJobRequest: { platformAdmin: 'read update' },
  VideoObject: { platformAdmin: 'read' },
  VideoVersion: { platformAdmin: 'read update', orgAdmin: 'read', venueAdmin: 'read' },
};

/**
 * Declared operations (metadata operations.custom): the roles that may run each one, on rows within their reach.
 * 002 §6: the score, Plays of the Week and video visibility of an organisation's games are its admins' to change;
 * encoding and filter config, venue server commands, encoding requests and video versions are full-admin only.
 */
export const OPERATION_ROLES: Record<string, MatrixRole[]> = {
  // 001 §2: ad asset and preset dialogs are the organisation's; previews read, so whoever manages the assets.
  adAssetsPreviewEmail: ['platformAdmin', 'orgAdmin'],
  adAssetPreviewMotioncrop: ['platformAdmin', 'orgAdmin'],
  adPresetPreviewMotioncrop: ['platformAdmin', 'orgAdmin'],
  // 001 §6: the Facebook connection belongs to the current user; who manages live stream outputs may disconnect their own.
  currentUserRemoveLiveStreamFbAuth: ['platformAdmin', 'orgAdmin'],
  // 002 §3, §7: the YouTube connection likewise.
  currentUserRemoveLiveStreamYtAuth: ['platformAdmin', 'orgAdmin'],
  // 001 §6: re-import of API profiles is for platform admins.
  apiProfileReImport: ['platformAdmin'],
  // 002 §2.7: API keys are issued and revoked by platform staff; the partner's admins only read them.
  issueApiCredential: ['platformAdmin'],
  apiCredentialRevoke: ['platformAdmin'],
  // Download Video keeps the stitched file as the organisation's Stitched Video, which its admins read (as Event Videos).
  eventsGetStitchedUrl: ['platformAdmin', 'orgAdmin'],
  gameCutNewFootage: ['platformAdmin', 'orgAdmin'],
  // 001 §2, §7: games are added (manually, or for a schedule's missing game) by who adds and edits the organisation's games.
  addGameManually: ['platformAdmin', 'orgAdmin'],
  addOrgAdmin: ['platformAdmin', 'orgAdmin'],
  addScorekeeperUser: ['platformAdmin', 'orgAdmin'],
  addVenueAdmin: ['platformAdmin'],
  userResetPassword: ['platformAdmin'],
  // 002 §6: organisations are added, edited and refetched by full admins.
  orgsRefetchFromGameday: ['platformAdmin'],
  gameScheduleAddMissingGame: ['platformAdmin', 'orgAdmin'],
  gameDownloadScoresheet: ['platformAdmin', 'orgAdmin', 'venueAdmin'],
  gamesDisablePotw: ['platformAdmin', 'orgAdmin'],
  gamesEnablePotw: ['platformAdmin', 'orgAdmin'],
  gameUpdateScore: ['platformAdmin', 'orgAdmin'],
  leaguesChangeToMiniball: ['platformAdmin', 'orgAdmin'],
  // 000 §2.3: the widget link of a live stream is made by who adds and edits the organisation's live streams.
  liveStreamWidgetLink: ['platformAdmin', 'orgAdmin'],
  leaguesUpdateScorekeeperConfig: ['platformAdmin', 'orgAdmin'],
  competitionsUpdateScorekeeperConfig: ['platformAdmin', 'orgAdmin'],
  addLeagueTeam: ['platformAdmin', 'orgAdmin'],
  leagueTeamsRemove: ['platformAdmin', 'orgAdmin'],
  leaguesRemoveAllPlayersFromTeams: ['platformAdmin', 'orgAdmin'],
  leaguesRestoreTeamsApiRoster: ['platformAdmin', 'orgAdmin'],
  personMergeWithOther: ['platformAdmin', 'orgAdmin'],
  peopleSendWelcomeEmail: ['platformAdmin', 'orgAdmin'],
  personUserOnsenAuthUrl: ['platformAdmin', 'orgAdmin'],
  // Live scorers are the organisation's (their links shown once); original video links are full-admin only.
  addLiveStreamScorer: ['platformAdmin', 'orgAdmin'],
  liveStreamScorerNewLink: ['platformAdmin', 'orgAdmin'],
  addOriginalVideoRequest: ['platformAdmin'],
  originalVideoRequestNewLink: ['platformAdmin'],
  teamRemoveAllPlayers: ['platformAdmin', 'orgAdmin'],
  teamsRestoreApiRoster: ['platformAdmin', 'orgAdmin'],
  teamsEnableRegistration: ['platformAdmin', 'orgAdmin'],
  teamRegistrationsSend: ['platformAdmin', 'orgAdmin'],
  teamRegistrationRegenerateLink: ['platformAdmin', 'orgAdmin'],
  checkOpsWarnings: ['platformAdmin'],
  usageReportRecompute: ['platformAdmin'],
  generatePassphrase: ['platformAdmin', 'orgAdmin'],
  surfaceEncodingConfigUpdate: ['platformAdmin'],
  surfaceFilterConfigUpdate: ['platformAdmin'],
  // 002 §6, §7: the previews belong to the encoding and filter config, full-admin only.
  surfacePreviewFilterChain: ['platformAdmin'],
  surfacePreviewMotionCrop: ['platformAdmin'],
  previewFilterChain: ['platformAdmin'],
  venueServerCommandCancel: ['platformAdmin'],
  // 002 §6: run command, check issues and generate SSH config are full-admin only.
  venueServersRunCommand: ['platformAdmin'],
  venueServersUpdateIssues: ['platformAdmin'],
  generateVenueServersSshConfig: ['platformAdmin'],
  // The venue server API's credential: full admins issue it, as they run commands.
  venueServerIssueCredential: ['platformAdmin'],
  videosDisable: ['platformAdmin', 'orgAdmin'],
  videosEnable: ['platformAdmin', 'orgAdmin'],
  // 002 §6: re-cut, delete footage and Re-encode are full-admin; restoring an archived original is for who edits the video.
  videosReCut: ['platformAdmin'],
  videosReEncode: ['platformAdmin'],
  videosRestoreOriginalVideo: ['platformAdmin', 'orgAdmin'],
  videoEncodingJobRequestsCancel: ['platformAdmin'],
  videoVersionsDeleteFootage: ['platformAdmin'],
  videoVersionsDisable: ['platformAdmin'],
  videoVersionsEnable: ['platformAdmin'],
};

export type Reach = 'all' | 'own' | 'none';

/** What a role may do with a grant on a type: every row, the rows of its scope, or none. */
export const reachOf = (typename: string, role: MatrixRole, grant: Grant): Reach => {
  const words = (EXPECTATIONS[typename]?.[role] ?? '').split(' ');
  if (!words.includes(grant)) return 'none';
  return role === 'platformAdmin' ? 'all' : 'own';
};

/** Every grant a type's entry names for any role. */
export const grantsNamed = (typename: string): Set<string> =>
  new Set(Object.values(EXPECTATIONS[typename] ?? {}).flatMap((words) => (words ?? '').split(' ').filter(Boolean)));

/**
 * Cells the server gets wrong today, each with why. The matrix lists them (with the gaps) while they still fail, and
 * fails once one passes, so the entry goes with the fix.
 */
export const KNOWN_DEFECTS: Record<string, string> = {};

const GRANT_ORDER: Grant[] = ['read', 'create', 'update', 'remove'];

/**
 * The EXPECTATIONS line a type's metadata implies: each matrix role its permissions name, with its grants. What the
 * scoping test prints for a type that has no line yet; pasted, it makes the matrix hold the server to that metadata.
 */
export const expectationLineFor = (type: Pick<NormalizedType, 'typename' | 'permissions'>): string => {
  const roles = MATRIX_ROLES.flatMap((role) => {
    const grants = GRANT_ORDER.filter((g) => (type.permissions as Partial<Record<MatrixRole, Grant[]>>)[role]?.includes(g));
    return grants.length ? [`${role}: '${grants.join(' ')}'`] : [];
  });
  return `  ${type.typename}: { ${roles.join(', ')} },`;
};

/** The OPERATION_ROLES line of a declared operation, from the roles its metadata gives it. */
export const operationLineFor = (operation: Pick<NormalizedCustomOperation, 'name' | 'roles'>): string =>
  `  ${operation.name}: [${operation.roles.map((r) => `'${r}'`).join(', ')}],`;
