/* Generated from metadata/ by npm run generate. Do not edit. */
import type { ColumnType, Generated, Kysely } from 'kysely';

/** Every record type of metadata/. */
export type Typename = 'ApiAdmin' | 'ApiPartner' | 'AwsEc2Instance' | 'Camera' | 'CameraModel' | 'City' | 'Competition' | 'Court' | 'DevicePortMapping' | 'Game' | 'GdAssociation' | 'GdVenue' | 'InternetSpeedTest' | 'League' | 'NetworkDevice' | 'Note' | 'OpsWarning' | 'Org' | 'OrgAdmin' | 'Outage' | 'OutboxMessage' | 'PaperTrailVersion' | 'Person' | 'RecordingBlock' | 'RecordingBlockExceptionDate' | 'ScorekeeperUser' | 'Surface' | 'Team' | 'User' | 'Venue' | 'VenueAdmin' | 'VenueServer' | 'VenueServerChefRun' | 'VenueServerCommand' | 'VenueServerVideoFile';

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

/** A row of aws_ec2_instances (AwsEc2Instance). */
export interface AwsEc2InstanceRow {
  id: Generated<number>;
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

/** A row of cameras (Camera). */
export interface CameraRow {
  id: Generated<number>;
  camera_id: string;
  enabled: boolean;
  venue_id: number;
  camera_model_id: number;
  venue_server_id: number | null;
  ip_address: string;
  mac_address: string | null;
  details: string | null;
  purchase_date: string | null;
  allow_live_streams: boolean;
  device_username: string | null;
  device_password: string | null;
  capture_h265: boolean;
  capture_ffmpeg_args: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of camera_models (CameraModel). */
export interface CameraModelRow {
  id: Generated<number>;
  manufacturer: string;
  model: string;
  resolution: string | null;
  category: string | null;
  supports_h265: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of cities (City). */
export interface CityRow {
  id: Generated<number>;
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

/** A row of device_port_mappings (DevicePortMapping). */
export interface DevicePortMappingRow {
  id: Generated<number>;
  venue_server_id: number;
  name: string;
  protocol: string;
  external_port: number;
  internal_ip_address: string;
  internal_port: number;
  enabled: boolean;
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

/** A row of gd_associations (GdAssociation). */
export interface GdAssociationRow {
  id: Generated<number>;
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
  gd_association_id: number;
  gd_venue_id: number;
  name: string;
  org_id: number | null;
  enabled: boolean;
  retain_missing_games: boolean;
  submit_result_to_courtside: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of internet_speed_tests (InternetSpeedTest). */
export interface InternetSpeedTestRow {
  id: Generated<number>;
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

/** A row of network_devices (NetworkDevice). */
export interface NetworkDeviceRow {
  id: Generated<number>;
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

/** A row of outages (Outage). */
export interface OutageRow {
  id: Generated<number>;
  kind: string;
  venue_id: number;
  camera_id: number | null;
  venue_server_id: number | null;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  details: string | null;
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

/** A row of recording_blocks (RecordingBlock). */
export interface RecordingBlockRow {
  id: Generated<number>;
  name: string;
  venue_id: number;
  recording_block_type: string;
  start_date: string;
  start_time: string;
  duration_seconds: number;
  until_date: string | null;
  weekdays: string[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of recording_block_exception_dates (RecordingBlockExceptionDate). */
export interface RecordingBlockExceptionDateRow {
  id: Generated<number>;
  recording_block_id: number;
  name: string;
  date: string;
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

/** A row of surfaces (Surface). */
export interface SurfaceRow {
  id: Generated<number>;
  name: string;
  camera_id: number;
  venue_id: number;
  canary: boolean;
  scale_input: boolean;
  encode_audio: boolean;
  encode_high_quality_outputs: boolean;
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
  advertising_billboard_always_foreground: boolean;
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
  city_id: number;
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

/** A row of venue_servers (VenueServer). */
export interface VenueServerRow {
  id: Generated<number>;
  name: string;
  state: string;
  enabled: boolean;
  venue_id: number | null;
  machine_id: string | null;
  details: string | null;
  purchase_date: string | null;
  locally_accessible: boolean;
  uploader_rate_limit_kbytes: number | null;
  internal_network: string | null;
  internal_network_ip_address: string | null;
  static_ip_address: string | null;
  static_gateway_address: string | null;
  static_primary_dns_server: string | null;
  static_secondary_dns_server: string | null;
  smart_state: string | null;
  status_entries: JsonValue | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_server_chef_runs (VenueServerChefRun). */
export interface VenueServerChefRunRow {
  id: Generated<number>;
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
  venue_server_id: number;
  content: string;
  state: string;
  user_id: number | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  exit_status: number | null;
  output: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A row of venue_server_video_files (VenueServerVideoFile). */
export interface VenueServerVideoFileRow {
  id: Generated<number>;
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

/** The tables of the record types, by table name. */
export interface Database {
  api_admins: ApiAdminRow;
  api_partners: ApiPartnerRow;
  aws_ec2_instances: AwsEc2InstanceRow;
  cameras: CameraRow;
  camera_models: CameraModelRow;
  cities: CityRow;
  competitions: CompetitionRow;
  courts: CourtRow;
  device_port_mappings: DevicePortMappingRow;
  games: GameRow;
  gd_associations: GdAssociationRow;
  gd_venues: GdVenueRow;
  internet_speed_tests: InternetSpeedTestRow;
  leagues: LeagueRow;
  network_devices: NetworkDeviceRow;
  notes: NoteRow;
  ops_warnings: OpsWarningRow;
  orgs: OrgRow;
  org_admins: OrgAdminRow;
  outages: OutageRow;
  outbox_messages: OutboxMessageRow;
  paper_trail_versions: PaperTrailVersionRow;
  people: PersonRow;
  recording_blocks: RecordingBlockRow;
  recording_block_exception_dates: RecordingBlockExceptionDateRow;
  scorekeeper_users: ScorekeeperUserRow;
  surfaces: SurfaceRow;
  teams: TeamRow;
  users: UserRow;
  venues: VenueRow;
  venue_admins: VenueAdminRow;
  venue_servers: VenueServerRow;
  venue_server_chef_runs: VenueServerChefRunRow;
  venue_server_commands: VenueServerCommandRow;
  venue_server_video_files: VenueServerVideoFileRow;
}

/** A transaction or connection typed by the metadata. */
export type TypedDb = Kysely<Database>;
