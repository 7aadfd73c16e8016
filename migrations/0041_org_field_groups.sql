-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE orgs ADD COLUMN disable_new_game_videos boolean NOT NULL DEFAULT false;

ALTER TABLE orgs ADD COLUMN playlists_enabled boolean NOT NULL DEFAULT false;

ALTER TABLE orgs ADD COLUMN has_gd_venues boolean NOT NULL DEFAULT false;

ALTER TABLE orgs ADD COLUMN present_disclaimer boolean NOT NULL DEFAULT false;

ALTER TABLE orgs ADD COLUMN disclaimer text;

ALTER TABLE orgs ADD COLUMN group_disclaimer text;

ALTER TABLE orgs ADD COLUMN potw_enable_for_adult_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN potw_enable_for_child_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN potw_enable_for_teen_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN potw_enable_for_unspecified_age_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN video_recording_permitted_for_adult_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN video_recording_permitted_for_child_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN video_recording_permitted_for_teen_leagues boolean NOT NULL DEFAULT true;

ALTER TABLE orgs ADD COLUMN video_recording_permitted_for_unspecified_age_leagues boolean NOT NULL DEFAULT true;
