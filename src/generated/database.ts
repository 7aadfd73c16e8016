/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'AdAsset' | 'AdPreset' | 'ApiAdmin' | 'ApiPartner' | 'BetaFeature' | 'Competition' | 'Court' | 'Event' | 'EventVideo' | 'Game' | 'Incident' | 'IncidentNote' | 'League' | 'Note' | 'OnsenPopupPromo' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'PotwCompetition' | 'PotwEntry' | 'PotwRating' | 'PotwVideo' | 'PublicLeaguePage' | 'ScorekeeperUser' | 'Team' | 'User' | 'Venue' | 'VenueAdmin';

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

/** A row of api_partners (ApiPartner). */
export interface ApiPartnerRow {
  id: Generated<number>;
  name: string;
  time_zone: string;
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
  ad_assets: AdAssetRow;
  ad_presets: AdPresetRow;
  api_admins: ApiAdminRow;
  api_partners: ApiPartnerRow;
  beta_features: BetaFeatureRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  events: EventRow;
  event_videos: EventVideoRow;
  games: GameRow;
  incidents: IncidentRow;
  incident_notes: IncidentNoteRow;
  leagues: LeagueRow;
  notes: NoteRow;
  onsen_popup_promos: OnsenPopupPromoRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  potw_competitions: PotwCompetitionRow;
  potw_entries: PotwEntryRow;
  potw_ratings: PotwRatingRow;
  potw_videos: PotwVideoRow;
  public_league_pages: PublicLeaguePageRow;
  scorekeeper_users: ScorekeeperUserRow;
  teams: TeamRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
