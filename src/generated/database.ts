/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'AdAsset' | 'AdPreset' | 'ApiAdmin' | 'ApiCompetition' | 'ApiCourt' | 'ApiCredential' | 'ApiGameSchedule' | 'ApiGrade' | 'ApiGraphqlRequest' | 'ApiOrganisation' | 'ApiPartner' | 'ApiProfile' | 'ApiRosterEntry' | 'ApiTeam' | 'AwsEc2Instance' | 'BetaFeature' | 'Camera' | 'CameraModel' | 'City' | 'Competition' | 'Court' | 'CourtApiMapping' | 'Delivery' | 'DevicePortMapping' | 'EncodingTimelineItem' | 'Event' | 'EventVideo' | 'Game' | 'GameDayMatch' | 'GameDaySubmission' | 'GamePerson' | 'GamePlayerEntry' | 'GameSchedule' | 'GameSubmission' | 'GdAssociation' | 'GdVenue' | 'Incident' | 'IncidentNote' | 'InternetSpeedTest' | 'LeaderboardTable' | 'League' | 'LeagueMember' | 'LiveStream' | 'LiveStreamCustomOutput' | 'LiveStreamFbAuth' | 'LiveStreamFbOutput' | 'LiveStreamLog' | 'LiveStreamScorer' | 'LiveStreamYtAuth' | 'LiveStreamYtOutput' | 'MotioncropTest' | 'MotioncropTestReport' | 'NetworkDevice' | 'Note' | 'OnsenPopupPromo' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'OriginalVideoRequest' | 'Outage' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'PersonSupporter' | 'PlayHqGameCallback' | 'PlayHqOrganisation' | 'PotwCompetition' | 'PotwEntry' | 'PotwRating' | 'PotwVideo' | 'PublicLeaguePage' | 'Recording' | 'RecordingBlock' | 'RecordingBlockExceptionDate' | 'ScorekeeperDevice' | 'ScorekeeperGame' | 'ScorekeeperUser' | 'SeasonLeaderboard' | 'SendgridEvent' | 'StitchedVideo' | 'Surface' | 'Team' | 'TeamMember' | 'TeamRegistration' | 'TeamStandingEntry' | 'UsageReportEntry' | 'User' | 'Venue' | 'VenueAdmin' | 'VenueServer' | 'VenueServerChefRun' | 'VenueServerCommand' | 'VenueServerVideoFile' | 'Video' | 'VideoCutAttempt' | 'VideoEncodingJob' | 'VideoEncodingJobRequest' | 'VideoObject' | 'VideoVersion';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A stored upload (file and image fields): its blob in readmin_blobs, its name, size in bytes and content type. */
export interface StoredFile {
  blobId: string;
  name: string;
  size: number;
  type: string;
}

/** A row of ad_assets (AdAsset). */
export interface AdAssetRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  asset_type: string;
  asset_uploader: StoredFile;
  video_overlay_position: { x: number; y: number; width: number; height: number } | null;
  game_email_banner_link: string | null;
  court_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of ad_presets (AdPreset). */
export interface AdPresetRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  ad_asset_ids: Generated<number[]>;
  default_for_new_league: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_admins (ApiAdmin). */
export interface ApiAdminRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  api_partner_id: number;
  user_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_competitions (ApiCompetition). */
export interface ApiCompetitionRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  api_partner_id: number;
  name: string;
  client_id: string;
  secret_hash: string;
  enabled: Generated<boolean>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_game_schedules (ApiGameSchedule). */
export interface ApiGameScheduleRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  api_partner_id: number;
  api_credential_id: number | null;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  operation_name: Generated<string>;
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
  lock_version: Generated<number>;
  api_partner_id: number;
  external_id: string;
  name: string;
  org_id: number | null;
  active: Generated<boolean>;
  imported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_partners (ApiPartner). */
export interface ApiPartnerRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of api_profiles (ApiProfile). */
export interface ApiProfileRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  api_organisation_id: number;
  api_grade_id: number | null;
  external_id: string;
  name: string;
  team_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of aws_ec2_instances (AwsEc2Instance). */
export interface AwsEc2InstanceRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  instance_id: string;
  name: string | null;
  instance_type: string | null;
  region: string | null;
  state: string;
  public_ip_address: string | null;
  private_ip_address: string | null;
  launched_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of beta_features (BetaFeature). */
export interface BetaFeatureRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  key: string;
  description: string | null;
  enabled_for_all: Generated<boolean>;
  org_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of cameras (Camera). */
export interface CameraRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  camera_id: string;
  enabled: Generated<boolean>;
  venue_id: number;
  camera_model_id: number;
  venue_server_id: number | null;
  ip_address: string;
  mac_address: string | null;
  details: string | null;
  purchase_date: string | null;
  allow_live_streams: Generated<boolean>;
  device_username: string | null;
  device_password: string | null;
  capture_h265: Generated<boolean>;
  capture_ffmpeg_args: string | null;
  snapshot: StoredFile | null;
  snapshot_taken_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of camera_models (CameraModel). */
export interface CameraModelRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  manufacturer: string;
  model: string;
  resolution: string | null;
  category: string | null;
  supports_h265: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of cities (City). */
export interface CityRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  state: string;
  country_code: string;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of competitions (Competition). */
export interface CompetitionRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  sport: string;
  active: Generated<boolean>;
  potw_enabled: Generated<boolean>;
  video_recording_permitted: Generated<boolean>;
  points_for_win: Generated<number>;
  points_for_draw: Generated<number>;
  points_for_loss: Generated<number>;
  points_for_forfeit: Generated<number>;
  ad_preset_id: number;
  sharing_disabled: Generated<boolean>;
  anonymise_people: Generated<boolean>;
  scoreboard_fouls_visible: Generated<boolean>;
  period_type: string;
  period_length: Generated<number>;
  overtime_period_length: Generated<number>;
  game_clock_visible: Generated<boolean>;
  game_clock_start_ms: number | null;
  scoring_mode: string;
  allow_new_team_members: Generated<boolean>;
  number_of_starting_players: Generated<number>;
  tap_in_players_by_default: Generated<boolean>;
  allow_two_point_shots: Generated<boolean>;
  allow_three_point_shots: Generated<boolean>;
  allow_misses: Generated<boolean>;
  fouls_per_period: Generated<number>;
  max_player_fouls: number | null;
  fiba_scoring: Generated<boolean>;
  fiba_scoresheet_layout_hide_protest_section: Generated<boolean>;
  fiba_scoresheet_recipient_emails: string | null;
  external: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of courts (Court). */
export interface CourtRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  scorekeeper_name: string | null;
  org_id: number;
  venue_id: number;
  active: Generated<boolean>;
  allow_live_streams: Generated<boolean>;
  advertising_active: Generated<boolean>;
  surface_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of court_api_mappings (CourtApiMapping). */
export interface CourtApiMappingRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  org_id: number | null;
  person_id: number | null;
  user_id: number | null;
  game_id: number | null;
  email: string;
  subject: string | null;
  kind: string;
  state: string;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outbox_message_id: number | null;
  sg_message_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of device_port_mappings (DevicePortMapping). */
export interface DevicePortMappingRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  venue_server_id: number;
  name: string;
  protocol: string;
  external_port: number;
  internal_ip_address: string;
  internal_port: number;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of encoding_timeline_items (EncodingTimelineItem). */
export interface EncodingTimelineItemRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  pid: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number | null;
  started_percentage: number | null;
  ended_percentage: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of events (Event). */
export interface EventRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  game_id: number;
  category: string;
  description: string | null;
  team_id: number | null;
  person_id: number | null;
  period: number | null;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  video_seconds: number | null;
  duration_seconds: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of event_videos (EventVideo). */
export interface EventVideoRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  event_id: number;
  format: string;
  state: string;
  start_seconds: number | null;
  duration_seconds: number | null;
  url: string | null;
  error_message: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of games (Game). */
export interface GameRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  org_id: number;
  league_id: number;
  court_id: number;
  home_team_id: number;
  away_team_id: number;
  played_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  home_score: number | null;
  away_score: number | null;
  home_forfeit: Generated<boolean>;
  away_forfeit: Generated<boolean>;
  potw_enabled: Generated<boolean>;
  game_schedule_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_day_matches (GameDayMatch). */
export interface GameDayMatchRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
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

/** A row of game_people (GamePerson). */
export interface GamePersonRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  game_id: number;
  role: string;
  team_id: number | null;
  person_id: number;
  player_number: number | null;
  notify: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_player_entries (GamePlayerEntry). */
export interface GamePlayerEntryRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  org_id: number;
  court_id: number;
  league_id: number | null;
  home_team_id: number | null;
  away_team_id: number | null;
  scheduled_at: ColumnType<Date, Date | string, Date | string>;
  duration_seconds: Generated<number>;
  cancelled: Generated<boolean>;
  external: Generated<boolean>;
  finish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  missing_games: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of game_submissions (GameSubmission). */
export interface GameSubmissionRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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

/** A row of gd_associations (GdAssociation). */
export interface GdAssociationRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  gd_association_id: number;
  name: string;
  gd_setup_key: string;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of gd_venues (GdVenue). */
export interface GdVenueRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  gd_association_id: number;
  gd_venue_id: number;
  name: string;
  org_id: number | null;
  enabled: Generated<boolean>;
  retain_missing_games: Generated<boolean>;
  submit_result_to_courtside: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of incidents (Incident). */
export interface IncidentRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  game_id: number;
  category: string;
  description: string | null;
  incident_start_time: Generated<number>;
  incident_stop_time: Generated<number>;
  blur_game_video: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of incident_notes (IncidentNote). */
export interface IncidentNoteRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  incident_id: number;
  category: string;
  text: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of internet_speed_tests (InternetSpeedTest). */
export interface InternetSpeedTestRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  venue_id: number;
  venue_server_id: number;
  tested_at: ColumnType<Date, Date | string, Date | string>;
  download_mbps: number | null;
  upload_mbps: number | null;
  latency_ms: number | null;
  test_server: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of leaderboard_tables (LeaderboardTable). */
export interface LeaderboardTableRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  league_id: number;
  kind: string;
  last_round: number | null;
  calculated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of leagues (League). */
export interface LeagueRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  competition_id: number | null;
  sport: string;
  scoring_mode: string;
  allow_three_point_shots: Generated<boolean>;
  allow_two_point_shots: Generated<boolean>;
  age: string | null;
  gender: string | null;
  active: Generated<boolean>;
  potw_enabled: Generated<boolean>;
  video_recording_permitted: Generated<boolean>;
  points_for_win: Generated<number>;
  points_for_draw: Generated<number>;
  points_for_loss: Generated<number>;
  points_for_forfeit: Generated<number>;
  external: Generated<boolean>;
  ad_preset_id: number;
  sharing_disabled: Generated<boolean>;
  anonymise_people: Generated<boolean>;
  scoreboard_fouls_visible: Generated<boolean>;
  period_type: string;
  period_length: Generated<number>;
  overtime_period_length: Generated<number>;
  game_clock_visible: Generated<boolean>;
  game_clock_start_ms: number | null;
  allow_new_team_members: Generated<boolean>;
  number_of_starting_players: Generated<number>;
  tap_in_players_by_default: Generated<boolean>;
  allow_misses: Generated<boolean>;
  fouls_per_period: Generated<number>;
  max_player_fouls: number | null;
  fiba_scoring: Generated<boolean>;
  fiba_scoresheet_layout_hide_protest_section: Generated<boolean>;
  fiba_scoresheet_recipient_emails: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of league_members (LeagueMember). */
export interface LeagueMemberRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  league_id: number;
  person_id: number;
  role: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_streams (LiveStream). */
export interface LiveStreamRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  court_id: number;
  start_at: ColumnType<Date, Date | string, Date | string>;
  finish_at: ColumnType<Date, Date | string, Date | string>;
  output_resolution: string;
  motioncrop_enabled: Generated<boolean>;
  logo_visible: Generated<boolean>;
  cancelled: Generated<boolean>;
  audio_enabled: Generated<boolean>;
  live_hls_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_custom_outputs (LiveStreamCustomOutput). */
export interface LiveStreamCustomOutputRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  rtmp_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_fb_auths (LiveStreamFbAuth). */
export interface LiveStreamFbAuthRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  user_id: number;
  fb_user_id: string;
  name: string | null;
  email: string | null;
  access_token: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_fb_outputs (LiveStreamFbOutput). */
export interface LiveStreamFbOutputRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  fb_profile_id: string;
  title: string;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_logs (LiveStreamLog). */
export interface LiveStreamLogRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  logged_at: ColumnType<Date, Date | string, Date | string>;
  level: string;
  message: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_scorers (LiveStreamScorer). */
export interface LiveStreamScorerRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  team1_display: string;
  team2_display: string;
  team1_score: Generated<number>;
  team2_score: Generated<number>;
  period: string;
  token_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_yt_auths (LiveStreamYtAuth). */
export interface LiveStreamYtAuthRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  user_id: number;
  yt_user_id: string;
  name: string | null;
  email: string | null;
  manage_yt_channels: Generated<boolean>;
  read_yt_channels: Generated<boolean>;
  access_token: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_yt_outputs (LiveStreamYtOutput). */
export interface LiveStreamYtOutputRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  live_stream_id: number;
  yt_channel_id: string;
  title: string;
  description: string | null;
  unlisted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of motioncrop_tests (MotioncropTest). */
export interface MotioncropTestRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  source_video_id: number;
  name: string;
  sport: string;
  description: string | null;
  active: Generated<boolean>;
  test_video_url: string | null;
  source_video_start_ms: number | null;
  expected_rect_ms: number | null;
  expected_rect: { x: number; y: number; width: number; height: number };
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of motioncrop_test_reports (MotioncropTestReport). */
export interface MotioncropTestReportRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  algorithm_version: string;
  state: string;
  motioncrop_test_ids: Generated<number[]>;
  passed_count: number | null;
  failed_count: number | null;
  mean_iou: number | null;
  results: JsonValue | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  report_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of network_devices (NetworkDevice). */
export interface NetworkDeviceRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  model: string;
  venue_id: number;
  venue_server_id: number | null;
  ip_address: string | null;
  mac_address: string | null;
  details: string | null;
  purchase_date: string | null;
  device_username: string | null;
  device_password: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of notes (Note). */
export interface NoteRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  body: string;
  item_type: string;
  item_id: number;
  org_id: number | null;
  author_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of onsen_popup_promos (OnsenPopupPromo). */
export interface OnsenPopupPromoRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  org_id: number;
  asset_uploader: StoredFile;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of ops_warnings (OpsWarning). */
export interface OpsWarningRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  name: string;
  active: Generated<boolean>;
  primary_sport: string | null;
  country_code: string | null;
  time_zone: string;
  logo: StoredFile | null;
  halt_game_notifications: Generated<boolean>;
  disable_game_notifications: Generated<boolean>;
  use_public_league_pages: Generated<boolean>;
  mask_people_email: Generated<boolean>;
  allow_practice_mode: Generated<boolean>;
  disable_new_game_videos: Generated<boolean>;
  playlists_enabled: Generated<boolean>;
  has_gd_venues: Generated<boolean>;
  present_disclaimer: Generated<boolean>;
  disclaimer: string | null;
  group_disclaimer: string | null;
  potw_enable_for_adult_leagues: Generated<boolean>;
  potw_enable_for_child_leagues: Generated<boolean>;
  potw_enable_for_teen_leagues: Generated<boolean>;
  potw_enable_for_unspecified_age_leagues: Generated<boolean>;
  video_recording_permitted_for_adult_leagues: Generated<boolean>;
  video_recording_permitted_for_child_leagues: Generated<boolean>;
  video_recording_permitted_for_teen_leagues: Generated<boolean>;
  video_recording_permitted_for_unspecified_age_leagues: Generated<boolean>;
  video_block_active: Generated<boolean>;
  video_block_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of org_admins (OrgAdmin). */
export interface OrgAdminRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  org_id: number;
  user_id: number;
  send_nightly_gamesheet: Generated<boolean>;
  notify_outages: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of original_video_requests (OriginalVideoRequest). */
export interface OriginalVideoRequestRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  game_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  notes: string | null;
  uuid_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of outages (Outage). */
export interface OutageRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  kind: string;
  venue_id: number;
  camera_id: number | null;
  venue_server_id: number | null;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  details: string | null;
  admins_notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of outbox_messages (OutboxMessage). */
export interface OutboxMessageRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  recipient: string;
  subject: string;
  text: string | null;
  html: string | null;
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
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  first_name: string;
  last_name: string | null;
  org_id: number;
  email: string | null;
  gender: string | null;
  birthdate: string | null;
  is_referee: Generated<boolean>;
  user_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of person_supporters (PersonSupporter). */
export interface PersonSupporterRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  person_id: number;
  supporter_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of play_hq_game_callbacks (PlayHqGameCallback). */
export interface PlayHqGameCallbackRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  api_partner_id: number;
  play_hq_id: string;
  name: string;
  org_id: number | null;
  api_enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of potw_competitions (PotwCompetition). */
export interface PotwCompetitionRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  league_id: number | null;
  starts_on: string;
  ends_on: string;
  state: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of potw_entries (PotwEntry). */
export interface PotwEntryRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  competition_id: number;
  game_id: number;
  event_id: number | null;
  person_id: number;
  team_id: number | null;
  state: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of potw_ratings (PotwRating). */
export interface PotwRatingRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  entry_id: number;
  user_id: number;
  rating: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of potw_videos (PotwVideo). */
export interface PotwVideoRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  competition_id: number;
  title: string;
  state: string;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of public_league_pages (PublicLeaguePage). */
export interface PublicLeaguePageRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  title: string;
  slug: string;
  enabled: Generated<boolean>;
  logo_uploader: StoredFile | null;
  org_id: number;
  league_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of recordings (Recording). */
export interface RecordingRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  court_id: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number | null;
  state: string;
  size_mb: number | null;
  url: string | null;
  video_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of recording_blocks (RecordingBlock). */
export interface RecordingBlockRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  venue_id: number;
  recording_block_type: string;
  start_date: string;
  start_time: string;
  duration_seconds: Generated<number>;
  until_date: string | null;
  weekdays: Generated<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of recording_block_exception_dates (RecordingBlockExceptionDate). */
export interface RecordingBlockExceptionDateRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  recording_block_id: number;
  name: string;
  date: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of scorekeeper_devices (ScorekeeperDevice). */
export interface ScorekeeperDeviceRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  device_identifier: string;
  platform: string | null;
  model: string | null;
  os_version: string | null;
  app_version: string | null;
  org_id: number | null;
  user_id: number | null;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of scorekeeper_games (ScorekeeperGame). */
export interface ScorekeeperGameRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  org_id: number;
  user_id: number;
  court_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of season_leaderboards (SeasonLeaderboard). */
export interface SeasonLeaderboardRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
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

/** A row of stitched_videos (StitchedVideo). */
export interface StitchedVideoRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  org_id: number;
  event_ids: Generated<number[]>;
  video: StoredFile | null;
  duration_seconds: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of surfaces (Surface). */
export interface SurfaceRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  camera_id: number;
  venue_id: number;
  canary: Generated<boolean>;
  scale_input: Generated<boolean>;
  encode_audio: Generated<boolean>;
  encode_high_quality_outputs: Generated<boolean>;
  motion_area: { x: number; y: number; width: number; height: number } | null;
  projection_shape: string | null;
  projection_interpolation: string | null;
  fov_horizontal_degrees: number | null;
  fov_vertical_degrees: number | null;
  pitch_degrees: number | null;
  roll_degrees: number | null;
  sphere_camera_pitch_degrees: number | null;
  sphere_camera_fov_horizontal_degrees: number | null;
  court_corners: JsonValue | null;
  max_zoom: number | null;
  macro_frame_vertical_balance: number | null;
  advertising_billboard_height: number | null;
  advertising_billboard_angle: number | null;
  advertising_billboard_scroll_speed: number | null;
  advertising_billboard_always_foreground: Generated<boolean>;
  advertising_billboard_bottom_edge: JsonValue | null;
  advertising_centre_court: JsonValue | null;
  net_left_polygon: JsonValue | null;
  net_right_polygon: JsonValue | null;
  court_length: number | null;
  court_width: number | null;
  camera_height: number | null;
  camera_distance: number | null;
  filter_defish_amount: number | null;
  filter_defish_outwidth: number | null;
  filter_rotate_degrees: number | null;
  filter_crop_area: { x: number; y: number; width: number; height: number } | null;
  snapshot: StoredFile | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of teams (Team). */
export interface TeamRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  org_id: number;
  league_ids: Generated<number[]>;
  deny_access: Generated<boolean>;
  video_recording_permitted: Generated<boolean>;
  team_registration_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of team_members (TeamMember). */
export interface TeamMemberRow {
  id: Generated<number>;
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  org_id: number;
  team_id: number;
  token_hash: string;
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
  lock_version: Generated<number>;
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
  lock_version: Generated<number>;
  org_id: number;
  league_id: number | null;
  month: string;
  games_count: number | null;
  recorded_games_count: number | null;
  recorded_seconds: number | null;
  live_streams_count: number | null;
  live_streams_seconds: number | null;
  active_players_count: number | null;
  team_ids: Generated<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of users (User). */
export interface UserRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  email: string;
  admin: Generated<boolean>;
  password_hash: string | null;
  unsubscribed_notifications: Generated<boolean>;
  unsubscribed_competitions: Generated<boolean>;
  unsubscribed_marketing: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venues (Venue). */
export interface VenueRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  short_name: string | null;
  org_id: number;
  city_id: number;
  details: string | null;
  aws_region: string;
  max_concurrent_live_streams: Generated<number>;
  allow_camera_preview: Generated<boolean>;
  time_zone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_admins (VenueAdmin). */
export interface VenueAdminRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  venue_id: number;
  user_id: number;
  notify_outages: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_servers (VenueServer). */
export interface VenueServerRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string;
  state: string;
  enabled: Generated<boolean>;
  venue_id: number | null;
  machine_id: string | null;
  details: string | null;
  purchase_date: string | null;
  locally_accessible: Generated<boolean>;
  uploader_rate_limit_kbytes: number | null;
  internal_network: string | null;
  internal_network_ip_address: string | null;
  static_ip_address: string | null;
  static_gateway_address: string | null;
  static_primary_dns_server: string | null;
  static_secondary_dns_server: string | null;
  smart_state: string | null;
  status_entries: JsonValue | null;
  issues: JsonValue | null;
  issues_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  credential_hash: string | null;
  credential_issued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_contact_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_server_chef_runs (VenueServerChefRun). */
export interface VenueServerChefRunRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  venue_server_id: number;
  state: string;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  chef_version: string | null;
  updated_resources: number | null;
  total_resources: number | null;
  log: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_server_commands (VenueServerCommand). */
export interface VenueServerCommandRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  venue_server_id: number;
  content: string;
  state: string;
  user_id: number | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  exit_status: number | null;
  output: string | null;
  progress: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_server_video_files (VenueServerVideoFile). */
export interface VenueServerVideoFileRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  filename: string;
  venue_id: number;
  venue_server_id: number;
  camera_id: number | null;
  state: string;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  size_megabytes: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of videos (Video). */
export interface VideoRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  name: string | null;
  game_id: number | null;
  court_id: number;
  camera_id: number | null;
  surface_id: number | null;
  cut_start_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cut_end_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number | null;
  disabled: Generated<boolean>;
  prevent_deletion: Generated<boolean>;
  original_video_url: string | null;
  original_video_available: Generated<boolean>;
  original_video_archived: Generated<boolean>;
  thumbnail_url: string | null;
  playback_url: string | null;
  clip: StoredFile | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_cut_attempts (VideoCutAttempt). */
export interface VideoCutAttemptRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  video_id: number;
  state: string;
  cut_start_time: ColumnType<Date, Date | string, Date | string>;
  cut_end_time: ColumnType<Date, Date | string, Date | string>;
  recordings_count: number | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error_message: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_encoding_jobs (VideoEncodingJob). */
export interface VideoEncodingJobRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  video_encoding_job_request_id: number;
  state: string;
  progress_percent: number | null;
  instance_id: string | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error_message: string | null;
  log_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_encoding_job_requests (VideoEncodingJobRequest). */
export interface VideoEncodingJobRequestRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  video_id: number;
  queue: string;
  debug: Generated<boolean>;
  requested_by_id: number | null;
  cancelled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_objects (VideoObject). */
export interface VideoObjectRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  video_id: number | null;
  kind: string;
  bucket: string;
  key: string;
  content_type: string | null;
  size_mb: number | null;
  storage_class: string;
  url: string | null;
  event_video_id: number | null;
  incident_id: number | null;
  potw_video_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_versions (VideoVersion). */
export interface VideoVersionRow {
  id: Generated<number>;
  lock_version: Generated<number>;
  video_id: number;
  quality: string;
  codec: string;
  url: string | null;
  thumbnail_url: string | null;
  duration_seconds: number | null;
  size_mb: number | null;
  disabled: Generated<boolean>;
  footage_deleted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The tables of the record types, by table name. */
export interface Database {
  ad_assets: AdAssetRow;
  ad_presets: AdPresetRow;
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
  aws_ec2_instances: AwsEc2InstanceRow;
  beta_features: BetaFeatureRow;
  cameras: CameraRow;
  camera_models: CameraModelRow;
  cities: CityRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  court_api_mappings: CourtApiMappingRow;
  deliveries: DeliveryRow;
  device_port_mappings: DevicePortMappingRow;
  encoding_timeline_items: EncodingTimelineItemRow;
  events: EventRow;
  event_videos: EventVideoRow;
  games: GameRow;
  game_day_matches: GameDayMatchRow;
  game_day_submissions: GameDaySubmissionRow;
  game_people: GamePersonRow;
  game_player_entries: GamePlayerEntryRow;
  game_schedules: GameScheduleRow;
  game_submissions: GameSubmissionRow;
  gd_associations: GdAssociationRow;
  gd_venues: GdVenueRow;
  incidents: IncidentRow;
  incident_notes: IncidentNoteRow;
  internet_speed_tests: InternetSpeedTestRow;
  leaderboard_tables: LeaderboardTableRow;
  leagues: LeagueRow;
  league_members: LeagueMemberRow;
  live_streams: LiveStreamRow;
  live_stream_custom_outputs: LiveStreamCustomOutputRow;
  live_stream_fb_auths: LiveStreamFbAuthRow;
  live_stream_fb_outputs: LiveStreamFbOutputRow;
  live_stream_logs: LiveStreamLogRow;
  live_stream_scorers: LiveStreamScorerRow;
  live_stream_yt_auths: LiveStreamYtAuthRow;
  live_stream_yt_outputs: LiveStreamYtOutputRow;
  motioncrop_tests: MotioncropTestRow;
  motioncrop_test_reports: MotioncropTestReportRow;
  network_devices: NetworkDeviceRow;
  notes: NoteRow;
  onsen_popup_promos: OnsenPopupPromoRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  original_video_requests: OriginalVideoRequestRow;
  outages: OutageRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  person_supporters: PersonSupporterRow;
  play_hq_game_callbacks: PlayHqGameCallbackRow;
  play_hq_organisations: PlayHqOrganisationRow;
  potw_competitions: PotwCompetitionRow;
  potw_entries: PotwEntryRow;
  potw_ratings: PotwRatingRow;
  potw_videos: PotwVideoRow;
  public_league_pages: PublicLeaguePageRow;
  recordings: RecordingRow;
  recording_blocks: RecordingBlockRow;
  recording_block_exception_dates: RecordingBlockExceptionDateRow;
  scorekeeper_devices: ScorekeeperDeviceRow;
  scorekeeper_games: ScorekeeperGameRow;
  scorekeeper_users: ScorekeeperUserRow;
  season_leaderboards: SeasonLeaderboardRow;
  sendgrid_events: SendgridEventRow;
  stitched_videos: StitchedVideoRow;
  surfaces: SurfaceRow;
  teams: TeamRow;
  team_members: TeamMemberRow;
  team_registrations: TeamRegistrationRow;
  team_standing_entries: TeamStandingEntryRow;
  usage_report_entries: UsageReportEntryRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
  venue_servers: VenueServerRow;
  venue_server_chef_runs: VenueServerChefRunRow;
  venue_server_commands: VenueServerCommandRow;
  venue_server_video_files: VenueServerVideoFileRow;
  videos: VideoRow;
  video_cut_attempts: VideoCutAttemptRow;
  video_encoding_jobs: VideoEncodingJobRow;
  video_encoding_job_requests: VideoEncodingJobRequestRow;
  video_objects: VideoObjectRow;
  video_versions: VideoVersionRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
