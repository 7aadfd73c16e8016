/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'ApiAdmin' | 'ApiCompetition' | 'ApiCourt' | 'ApiCredential' | 'ApiGameSchedule' | 'ApiGrade' | 'ApiGraphqlRequest' | 'ApiOrganisation' | 'ApiPartner' | 'ApiProfile' | 'ApiRosterEntry' | 'ApiTeam' | 'Competition' | 'Court' | 'Game' | 'GameDayMatch' | 'GameDaySubmission' | 'League' | 'Note' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'PlayHqGameCallback' | 'PlayHqOrganisation' | 'ScorekeeperUser' | 'Team' | 'User' | 'Venue' | 'VenueAdmin';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A stored upload (file and image fields): its name, size in bytes and content. */
export interface StoredFile {
  name: string;
  size: number;
  base64: string;
}

/** A row of api_admins (ApiAdmin). */
export interface ApiAdminRow {
  id: Generated<number>;
  api_partner_id: number;
  user_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_competitions (ApiCompetition). */
export interface ApiCompetitionRow {
  id: Generated<number>;
  api_organisation_id: number;
  external_id: string;
  name: string;
  season: string | null;
  start_date: string | null;
  end_date: string | null;
  competition_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_courts (ApiCourt). */
export interface ApiCourtRow {
  id: Generated<number>;
  api_organisation_id: number;
  external_id: string;
  name: string;
  venue_name: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_credentials (ApiCredential). */
export interface ApiCredentialRow {
  id: Generated<number>;
  api_partner_id: number;
  name: string;
  client_id: string;
  secret_hash: string;
  enabled: boolean;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_game_schedules (ApiGameSchedule). */
export interface ApiGameScheduleRow {
  id: Generated<number>;
  api_organisation_id: number;
  external_id: string;
  api_competition_id: number | null;
  api_grade_id: number | null;
  api_court_id: number | null;
  home_api_team_id: number;
  away_api_team_id: number;
  round_name: string | null;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  status: string;
  home_score: number | null;
  away_score: number | null;
  game_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_grades (ApiGrade). */
export interface ApiGradeRow {
  id: Generated<number>;
  api_competition_id: number;
  external_id: string;
  name: string;
  league_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_graphql_requests (ApiGraphqlRequest). */
export interface ApiGraphqlRequestRow {
  id: Generated<number>;
  api_partner_id: number;
  api_credential_id: number | null;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  operation_name: string;
  query: string;
  variables: JsonValue | null;
  response_status: number;
  error_message: string | null;
  duration_ms: number | null;
  ip_address: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_organisations (ApiOrganisation). */
export interface ApiOrganisationRow {
  id: Generated<number>;
  api_partner_id: number;
  external_id: string;
  name: string;
  org_id: number | null;
  active: boolean;
  imported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_partners (ApiPartner). */
export interface ApiPartnerRow {
  id: Generated<number>;
  name: string;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_profiles (ApiProfile). */
export interface ApiProfileRow {
  id: Generated<number>;
  api_partner_id: number;
  external_id: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  birthdate: string | null;
  person_id: number | null;
  imported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_roster_entries (ApiRosterEntry). */
export interface ApiRosterEntryRow {
  id: Generated<number>;
  api_team_id: number;
  api_profile_id: number;
  api_game_schedule_id: number | null;
  role: string;
  player_number: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_teams (ApiTeam). */
export interface ApiTeamRow {
  id: Generated<number>;
  api_organisation_id: number;
  api_grade_id: number | null;
  external_id: string;
  name: string;
  team_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of competitions (Competition). */
export interface CompetitionRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  sport: string;
  active: boolean;
  potw_enabled: boolean;
  video_recording_permitted: boolean;
  points_for_win: number;
  points_for_draw: number;
  points_for_loss: number;
  points_for_forfeit: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of courts (Court). */
export interface CourtRow {
  id: Generated<number>;
  name: string;
  scorekeeper_name: string | null;
  org_id: number;
  venue_id: number;
  active: boolean;
  allow_live_streams: boolean;
  advertising_active: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of games (Game). */
export interface GameRow {
  id: Generated<number>;
  org_id: number;
  league_id: number;
  court_id: number;
  home_team_id: number;
  away_team_id: number;
  played_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  home_score: number | null;
  away_score: number | null;
  home_forfeit: boolean;
  away_forfeit: boolean;
  potw_enabled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_day_matches (GameDayMatch). */
export interface GameDayMatchRow {
  id: Generated<number>;
  api_game_schedule_id: number;
  gd_match_id: string;
  gd_association_id: string | null;
  round_name: string | null;
  match_status: string | null;
  home_score: number | null;
  away_score: number | null;
  fetched_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_day_submissions (GameDaySubmission). */
export interface GameDaySubmissionRow {
  id: Generated<number>;
  api_game_schedule_id: number;
  state: string;
  home_score: number | null;
  away_score: number | null;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  response_status: number | null;
  response_body: string | null;
  error_message: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of leagues (League). */
export interface LeagueRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  competition_id: number | null;
  sport: string;
  scoring_mode: string;
  allow_three_point_shots: boolean;
  allow_two_point_shots: boolean;
  age: string | null;
  gender: string | null;
  active: boolean;
  potw_enabled: boolean;
  video_recording_permitted: boolean;
  points_for_win: number;
  points_for_draw: number;
  points_for_loss: number;
  points_for_forfeit: number;
  external: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of notes (Note). */
export interface NoteRow {
  id: Generated<number>;
  body: string;
  item_type: string;
  item_id: number;
  org_id: number | null;
  author_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of ops_warnings (OpsWarning). */
export interface OpsWarningRow {
  id: Generated<number>;
  category: string;
  subject: string;
  description: string;
  details: JsonValue | null;
  detected_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of orgs (Org). */
export interface OrgRow {
  id: Generated<number>;
  name: string;
  active: boolean;
  primary_sport: string | null;
  country_code: string | null;
  time_zone: string;
  logo: StoredFile | null;
  use_public_league_pages: boolean;
  mask_people_email: boolean;
  allow_practice_mode: boolean;
  halt_game_notifications: boolean;
  disable_game_notifications: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of org_admins (OrgAdmin). */
export interface OrgAdminRow {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  send_nightly_gamesheet: boolean;
  notify_outages: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of outbox_messages (OutboxMessage). */
export interface OutboxMessageRow {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string | null;
  raw: string | null;
  status: string;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of paper_trail_versions (PaperTrailVersion). */
export interface PaperTrailVersionRow {
  id: Generated<number>;
  item_type: string;
  item_id: number;
  event: string;
  whodunnit_id: number | null;
  via: string | null;
  object_changes: JsonValue | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of people (Person). */
export interface PersonRow {
  id: Generated<number>;
  first_name: string;
  last_name: string | null;
  org_id: number;
  email: string | null;
  gender: string | null;
  birthdate: string | null;
  is_referee: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of play_hq_game_callbacks (PlayHqGameCallback). */
export interface PlayHqGameCallbackRow {
  id: Generated<number>;
  api_game_schedule_id: number;
  event: string;
  received_at: ColumnType<Date, Date | string, Date | string>;
  state: string;
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  payload: JsonValue | null;
  error_message: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of play_hq_organisations (PlayHqOrganisation). */
export interface PlayHqOrganisationRow {
  id: Generated<number>;
  api_partner_id: number;
  play_hq_id: string;
  name: string;
  org_id: number | null;
  api_enabled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of scorekeeper_users (ScorekeeperUser). */
export interface ScorekeeperUserRow {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  court_ids: number[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of teams (Team). */
export interface TeamRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  league_ids: number[];
  deny_access: boolean;
  video_recording_permitted: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of users (User). */
export interface UserRow {
  id: Generated<number>;
  email: string;
  admin: boolean;
  password_hash: string | null;
  unsubscribed_notifications: boolean;
  unsubscribed_competitions: boolean;
  unsubscribed_marketing: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venues (Venue). */
export interface VenueRow {
  id: Generated<number>;
  name: string;
  short_name: string | null;
  org_id: number;
  details: string | null;
  aws_region: string | null;
  max_concurrent_live_streams: number | null;
  allow_camera_preview: boolean;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_admins (VenueAdmin). */
export interface VenueAdminRow {
  id: Generated<number>;
  venue_id: number;
  user_id: number;
  notify_outages: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The tables of the record types, by table name. */
export interface Database {
  api_admins: ApiAdminRow;
  api_competitions: ApiCompetitionRow;
  api_courts: ApiCourtRow;
  api_credentials: ApiCredentialRow;
  api_game_schedules: ApiGameScheduleRow;
  api_grades: ApiGradeRow;
  api_graphql_requests: ApiGraphqlRequestRow;
  api_organisations: ApiOrganisationRow;
  api_partners: ApiPartnerRow;
  api_profiles: ApiProfileRow;
  api_roster_entries: ApiRosterEntryRow;
  api_teams: ApiTeamRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  games: GameRow;
  game_day_matches: GameDayMatchRow;
  game_day_submissions: GameDaySubmissionRow;
  leagues: LeagueRow;
  notes: NoteRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  play_hq_game_callbacks: PlayHqGameCallbackRow;
  play_hq_organisations: PlayHqOrganisationRow;
  scorekeeper_users: ScorekeeperUserRow;
  teams: TeamRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
