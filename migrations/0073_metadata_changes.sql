-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE ad_assets ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE ad_presets ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_admins ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_competitions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_courts ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_credentials ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_game_schedules ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_grades ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_graphql_requests ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_organisations ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_partners ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_profiles ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_roster_entries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE api_teams ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE aws_ec2_instances ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE beta_features ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE cameras ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE camera_models ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE cities ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE competitions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE courts ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE court_api_mappings ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE deliveries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE device_port_mappings ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE encoding_timeline_items ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE events ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE event_videos ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE games ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_day_matches ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_day_submissions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_people ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_player_entries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_schedules ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE game_submissions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE gd_associations ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE gd_venues ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE incidents ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE incident_notes ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE internet_speed_tests ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE leaderboard_tables ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE leagues ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE league_members ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_streams ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_custom_outputs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_fb_auths ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_fb_outputs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_logs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_scorers ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_yt_auths ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_yt_outputs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE motioncrop_tests ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE motioncrop_test_reports ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE network_devices ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE notes ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE onsen_popup_promos ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE ops_warnings ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE orgs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE org_admins ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE original_video_requests ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE outages ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE outbox_messages ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE paper_trail_versions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE people ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE person_supporters ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE play_hq_game_callbacks ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE play_hq_organisations ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE potw_competitions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE potw_entries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE potw_ratings ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE potw_videos ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE public_league_pages ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE recordings ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE recording_blocks ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE recording_block_exception_dates ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE scorekeeper_devices ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE scorekeeper_games ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE scorekeeper_users ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE season_leaderboards ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE sendgrid_events ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE stitched_videos ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE surfaces ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE teams ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE team_members ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE team_registrations ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE team_standing_entries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE usage_report_entries ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE users ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venues ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venue_admins ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venue_servers ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venue_server_chef_runs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venue_server_commands ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE venue_server_video_files ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE videos ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE video_cut_attempts ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE video_encoding_jobs ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE video_encoding_job_requests ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE video_objects ADD COLUMN lock_version integer NOT NULL DEFAULT 0;

ALTER TABLE video_versions ADD COLUMN lock_version integer NOT NULL DEFAULT 0;
