/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'ApiAdmin' | 'ApiPartner' | 'Competition' | 'Court' | 'CourtApiMapping' | 'Delivery' | 'Game' | 'GamePerson' | 'GamePlayerEntry' | 'GameSchedule' | 'GameSubmission' | 'LeaderboardTable' | 'League' | 'LeagueMember' | 'Note' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'PersonSupporter' | 'ScorekeeperDevice' | 'ScorekeeperGame' | 'ScorekeeperUser' | 'SeasonLeaderboard' | 'SendgridEvent' | 'Team' | 'TeamMember' | 'TeamRegistration' | 'TeamStandingEntry' | 'UsageReportEntry' | 'User' | 'Venue' | 'VenueAdmin';

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

/** A row of api_partners (ApiPartner). */
export interface ApiPartnerRow {
  id: Generated<number>;
  name: string;
  time_zone: string;
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

/** A row of court_api_mappings (CourtApiMapping). */
export interface CourtApiMappingRow {
  id: Generated<number>;
  court_id: number;
  api_partner_id: number;
  external_organisation_id: string;
  external_court_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of deliveries (Delivery). */
export interface DeliveryRow {
  id: Generated<number>;
  org_id: number;
  person_id: number | null;
  user_id: number | null;
  game_id: number | null;
  email: string;
  subject: string | null;
  kind: string;
  state: string;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sg_message_id: string | null;
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

/** A row of game_people (GamePerson). */
export interface GamePersonRow {
  id: Generated<number>;
  game_id: number;
  role: string;
  team_id: number | null;
  person_id: number;
  player_number: number | null;
  notify: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_player_entries (GamePlayerEntry). */
export interface GamePlayerEntryRow {
  id: Generated<number>;
  leaderboard_table_id: number;
  game_id: number;
  person_id: number;
  team_id: number | null;
  points: number | null;
  field_goals: number | null;
  three_pointers: number | null;
  free_throws: number | null;
  fouls: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_schedules (GameSchedule). */
export interface GameScheduleRow {
  id: Generated<number>;
  org_id: number;
  court_id: number;
  league_id: number | null;
  home_team_id: number | null;
  away_team_id: number | null;
  scheduled_at: ColumnType<Date, Date | string, Date | string>;
  duration_seconds: number;
  cancelled: boolean;
  external: boolean;
  finish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  missing_games: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_submissions (GameSubmission). */
export interface GameSubmissionRow {
  id: Generated<number>;
  org_id: number;
  game_id: number | null;
  court_id: number | null;
  submitted_by_id: number | null;
  submitted_at: ColumnType<Date, Date | string, Date | string>;
  home_score: number | null;
  away_score: number | null;
  state: string;
  error_message: string | null;
  payload: JsonValue | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of leaderboard_tables (LeaderboardTable). */
export interface LeaderboardTableRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  league_id: number;
  kind: string;
  last_round: number | null;
  calculated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published: boolean;
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

/** A row of league_members (LeagueMember). */
export interface LeagueMemberRow {
  id: Generated<number>;
  league_id: number;
  person_id: number;
  role: string;
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

/** A row of person_supporters (PersonSupporter). */
export interface PersonSupporterRow {
  id: Generated<number>;
  person_id: number;
  supporter_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of scorekeeper_devices (ScorekeeperDevice). */
export interface ScorekeeperDeviceRow {
  id: Generated<number>;
  name: string;
  device_identifier: string;
  platform: string | null;
  model: string | null;
  os_version: string | null;
  app_version: string | null;
  org_id: number | null;
  user_id: number | null;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  disabled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of scorekeeper_games (ScorekeeperGame). */
export interface ScorekeeperGameRow {
  id: Generated<number>;
  scorekeeper_device_id: number;
  game_id: number | null;
  state: string;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  uploaded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  home_score: number | null;
  away_score: number | null;
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

/** A row of season_leaderboards (SeasonLeaderboard). */
export interface SeasonLeaderboardRow {
  id: Generated<number>;
  team_id: number;
  league_id: number;
  season: string;
  rank: number | null;
  played: number | null;
  won: number | null;
  lost: number | null;
  league_points: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of sendgrid_events (SendgridEvent). */
export interface SendgridEventRow {
  id: Generated<number>;
  delivery_id: number | null;
  event: string;
  email: string;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  reason: string | null;
  url: string | null;
  sg_event_id: string | null;
  sg_message_id: string | null;
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

/** A row of team_members (TeamMember). */
export interface TeamMemberRow {
  id: Generated<number>;
  team_id: number;
  person_id: number;
  role: string;
  player_number: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of team_registrations (TeamRegistration). */
export interface TeamRegistrationRow {
  id: Generated<number>;
  org_id: number;
  team_id: number;
  token: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  players: JsonValue | null;
  historic_players: JsonValue | null;
  supporters: JsonValue | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of team_standing_entries (TeamStandingEntry). */
export interface TeamStandingEntryRow {
  id: Generated<number>;
  leaderboard_table_id: number;
  team_id: number;
  rank: number;
  last_round_rank: number | null;
  played: number | null;
  won: number | null;
  drawn: number | null;
  lost: number | null;
  forfeits: number | null;
  points_for: number | null;
  points_against: number | null;
  league_points: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of usage_report_entries (UsageReportEntry). */
export interface UsageReportEntryRow {
  id: Generated<number>;
  org_id: number;
  league_id: number | null;
  month: string;
  games_count: number | null;
  recorded_games_count: number | null;
  recorded_seconds: number | null;
  live_streams_count: number | null;
  live_streams_seconds: number | null;
  active_players_count: number | null;
  team_ids: number[];
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
  api_partners: ApiPartnerRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  court_api_mappings: CourtApiMappingRow;
  deliveries: DeliveryRow;
  games: GameRow;
  game_people: GamePersonRow;
  game_player_entries: GamePlayerEntryRow;
  game_schedules: GameScheduleRow;
  game_submissions: GameSubmissionRow;
  leaderboard_tables: LeaderboardTableRow;
  leagues: LeagueRow;
  league_members: LeagueMemberRow;
  notes: NoteRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  person_supporters: PersonSupporterRow;
  scorekeeper_devices: ScorekeeperDeviceRow;
  scorekeeper_games: ScorekeeperGameRow;
  scorekeeper_users: ScorekeeperUserRow;
  season_leaderboards: SeasonLeaderboardRow;
  sendgrid_events: SendgridEventRow;
  teams: TeamRow;
  team_members: TeamMemberRow;
  team_registrations: TeamRegistrationRow;
  team_standing_entries: TeamStandingEntryRow;
  usage_report_entries: UsageReportEntryRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
