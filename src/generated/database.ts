/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'AdAsset' | 'AdPreset' | 'ApiAdmin' | 'ApiCompetition' | 'ApiCourt' | 'ApiCredential' | 'ApiGameSchedule' | 'ApiGrade' | 'ApiGraphqlRequest' | 'ApiOrganisation' | 'ApiPartner' | 'ApiProfile' | 'ApiRosterEntry' | 'ApiTeam' | 'BetaFeature' | 'Competition' | 'Court' | 'EncodingTimelineItem' | 'Event' | 'EventVideo' | 'Game' | 'GameDayMatch' | 'GameDaySubmission' | 'Incident' | 'IncidentNote' | 'League' | 'LiveStream' | 'LiveStreamCustomOutput' | 'LiveStreamFbOutput' | 'LiveStreamLog' | 'LiveStreamYtOutput' | 'MotioncropTest' | 'MotioncropTestReport' | 'Note' | 'OnsenPopupPromo' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'OriginalVideoRequest' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'PlayHqGameCallback' | 'PlayHqOrganisation' | 'PotwCompetition' | 'PotwEntry' | 'PotwRating' | 'PotwVideo' | 'PublicLeaguePage' | 'Recording' | 'ScorekeeperUser' | 'Team' | 'User' | 'Venue' | 'VenueAdmin' | 'Video' | 'VideoCutAttempt' | 'VideoEncodingJob' | 'VideoEncodingJobRequest' | 'VideoObject' | 'VideoVersion';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A stored upload (file and image fields): its name, size in bytes and content. */
export interface StoredFile {
  name: string;
  size: number;
  base64: string;
}

/** A row of ad_assets (AdAsset). */
export interface AdAssetRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  asset_type: string;
  asset_uploader: StoredFile;
  video_overlay_position: { x: number; y: number; width: number; height: number } | null;
  game_email_banner_link: string | null;
  court_ids: number[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of ad_presets (AdPreset). */
export interface AdPresetRow {
  id: Generated<number>;
  name: string;
  org_id: number;
  ad_asset_ids: number[];
  default_for_new_league: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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

/** A row of beta_features (BetaFeature). */
export interface BetaFeatureRow {
  id: Generated<number>;
  name: string;
  key: string;
  description: string | null;
  enabled_for_all: boolean;
  org_ids: number[];
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

/** A row of encoding_timeline_items (EncodingTimelineItem). */
export interface EncodingTimelineItemRow {
  id: Generated<number>;
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

/** A row of incidents (Incident). */
export interface IncidentRow {
  id: Generated<number>;
  game_id: number;
  category: string;
  description: string | null;
  incident_start_time: number;
  incident_stop_time: number;
  blur_game_video: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of incident_notes (IncidentNote). */
export interface IncidentNoteRow {
  id: Generated<number>;
  incident_id: number;
  category: string;
  text: string;
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

/** A row of live_streams (LiveStream). */
export interface LiveStreamRow {
  id: Generated<number>;
  name: string;
  court_id: number;
  start_at: ColumnType<Date, Date | string, Date | string>;
  finish_at: ColumnType<Date, Date | string, Date | string>;
  output_resolution: string;
  motioncrop_enabled: boolean;
  logo_visible: boolean;
  cancelled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_custom_outputs (LiveStreamCustomOutput). */
export interface LiveStreamCustomOutputRow {
  id: Generated<number>;
  live_stream_id: number;
  rtmp_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_fb_outputs (LiveStreamFbOutput). */
export interface LiveStreamFbOutputRow {
  id: Generated<number>;
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
  live_stream_id: number;
  logged_at: ColumnType<Date, Date | string, Date | string>;
  level: string;
  message: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of live_stream_yt_outputs (LiveStreamYtOutput). */
export interface LiveStreamYtOutputRow {
  id: Generated<number>;
  live_stream_id: number;
  yt_channel_id: string;
  title: string;
  description: string | null;
  unlisted: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of motioncrop_tests (MotioncropTest). */
export interface MotioncropTestRow {
  id: Generated<number>;
  source_video_id: number;
  name: string;
  sport: string;
  description: string | null;
  active: boolean;
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
  name: string;
  algorithm_version: string;
  state: string;
  motioncrop_test_ids: number[];
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

/** A row of onsen_popup_promos (OnsenPopupPromo). */
export interface OnsenPopupPromoRow {
  id: Generated<number>;
  org_id: number;
  asset_uploader: StoredFile;
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

/** A row of original_video_requests (OriginalVideoRequest). */
export interface OriginalVideoRequestRow {
  id: Generated<number>;
  game_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  uuid: string | null;
  notes: string | null;
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

/** A row of potw_competitions (PotwCompetition). */
export interface PotwCompetitionRow {
  id: Generated<number>;
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
  entry_id: number;
  user_id: number;
  rating: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of potw_videos (PotwVideo). */
export interface PotwVideoRow {
  id: Generated<number>;
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
  title: string;
  slug: string;
  enabled: boolean;
  logo_uploader: StoredFile | null;
  org_id: number;
  league_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of recordings (Recording). */
export interface RecordingRow {
  id: Generated<number>;
  court_id: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number | null;
  state: string;
  size_mb: number | null;
  url: string | null;
  video_ids: number[];
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

/** A row of videos (Video). */
export interface VideoRow {
  id: Generated<number>;
  name: string | null;
  game_id: number | null;
  court_id: number;
  cut_start_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cut_end_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number | null;
  disabled: boolean;
  prevent_deletion: boolean;
  original_video_url: string | null;
  original_video_available: boolean;
  original_video_archived: boolean;
  thumbnail_url: string | null;
  playback_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_cut_attempts (VideoCutAttempt). */
export interface VideoCutAttemptRow {
  id: Generated<number>;
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
  video_id: number;
  queue: string;
  debug: boolean;
  requested_by_id: number | null;
  cancelled: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_objects (VideoObject). */
export interface VideoObjectRow {
  id: Generated<number>;
  video_id: number | null;
  kind: string;
  bucket: string;
  key: string;
  content_type: string | null;
  size_mb: number | null;
  storage_class: string;
  url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of video_versions (VideoVersion). */
export interface VideoVersionRow {
  id: Generated<number>;
  video_id: number;
  quality: string;
  codec: string;
  url: string | null;
  thumbnail_url: string | null;
  duration_seconds: number | null;
  size_mb: number | null;
  disabled: boolean;
  footage_deleted: boolean;
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
  beta_features: BetaFeatureRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  encoding_timeline_items: EncodingTimelineItemRow;
  events: EventRow;
  event_videos: EventVideoRow;
  games: GameRow;
  game_day_matches: GameDayMatchRow;
  game_day_submissions: GameDaySubmissionRow;
  incidents: IncidentRow;
  incident_notes: IncidentNoteRow;
  leagues: LeagueRow;
  live_streams: LiveStreamRow;
  live_stream_custom_outputs: LiveStreamCustomOutputRow;
  live_stream_fb_outputs: LiveStreamFbOutputRow;
  live_stream_logs: LiveStreamLogRow;
  live_stream_yt_outputs: LiveStreamYtOutputRow;
  motioncrop_tests: MotioncropTestRow;
  motioncrop_test_reports: MotioncropTestReportRow;
  notes: NoteRow;
  onsen_popup_promos: OnsenPopupPromoRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  original_video_requests: OriginalVideoRequestRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  play_hq_game_callbacks: PlayHqGameCallbackRow;
  play_hq_organisations: PlayHqOrganisationRow;
  potw_competitions: PotwCompetitionRow;
  potw_entries: PotwEntryRow;
  potw_ratings: PotwRatingRow;
  potw_videos: PotwVideoRow;
  public_league_pages: PublicLeaguePageRow;
  recordings: RecordingRow;
  scorekeeper_users: ScorekeeperUserRow;
  teams: TeamRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
  videos: VideoRow;
  video_cut_attempts: VideoCutAttemptRow;
  video_encoding_jobs: VideoEncodingJobRow;
  video_encoding_job_requests: VideoEncodingJobRequestRow;
  video_objects: VideoObjectRow;
  video_versions: VideoVersionRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
