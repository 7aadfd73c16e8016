-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE competitions ADD COLUMN ad_preset_id integer;

ALTER TABLE competitions ADD COLUMN sharing_disabled boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN anonymise_people boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN scoreboard_fouls_visible boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN period_type text;

ALTER TABLE competitions ADD COLUMN period_length integer NOT NULL DEFAULT 600;

ALTER TABLE competitions ADD COLUMN overtime_period_length integer NOT NULL DEFAULT 300;

ALTER TABLE competitions ADD COLUMN game_clock_visible boolean NOT NULL DEFAULT true;

ALTER TABLE competitions ADD COLUMN game_clock_start_ms integer DEFAULT 600000;

ALTER TABLE competitions ADD COLUMN scoring_mode text;

ALTER TABLE competitions ADD COLUMN allow_new_team_members boolean NOT NULL DEFAULT true;

ALTER TABLE competitions ADD COLUMN number_of_starting_players integer NOT NULL DEFAULT 5;

ALTER TABLE competitions ADD COLUMN tap_in_players_by_default boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN allow_two_point_shots boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN allow_three_point_shots boolean NOT NULL DEFAULT true;

ALTER TABLE competitions ADD COLUMN allow_misses boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN fouls_per_period integer NOT NULL DEFAULT 4;

ALTER TABLE competitions ADD COLUMN max_player_fouls integer DEFAULT 5;

ALTER TABLE competitions ADD COLUMN fiba_scoring boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN fiba_scoresheet_layout_hide_protest_section boolean NOT NULL DEFAULT false;

ALTER TABLE competitions ADD COLUMN fiba_scoresheet_recipient_emails text;

ALTER TABLE competitions ADD COLUMN external boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN ad_preset_id integer;

ALTER TABLE leagues ADD COLUMN sharing_disabled boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN anonymise_people boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN scoreboard_fouls_visible boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN period_type text;

ALTER TABLE leagues ADD COLUMN period_length integer NOT NULL DEFAULT 600;

ALTER TABLE leagues ADD COLUMN overtime_period_length integer NOT NULL DEFAULT 300;

ALTER TABLE leagues ADD COLUMN game_clock_visible boolean NOT NULL DEFAULT true;

ALTER TABLE leagues ADD COLUMN game_clock_start_ms integer DEFAULT 600000;

ALTER TABLE leagues ADD COLUMN allow_new_team_members boolean NOT NULL DEFAULT true;

ALTER TABLE leagues ADD COLUMN number_of_starting_players integer NOT NULL DEFAULT 5;

ALTER TABLE leagues ADD COLUMN tap_in_players_by_default boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN allow_misses boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN fouls_per_period integer NOT NULL DEFAULT 4;

ALTER TABLE leagues ADD COLUMN max_player_fouls integer DEFAULT 5;

ALTER TABLE leagues ADD COLUMN fiba_scoring boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN fiba_scoresheet_layout_hide_protest_section boolean NOT NULL DEFAULT false;

ALTER TABLE leagues ADD COLUMN fiba_scoresheet_recipient_emails text;

ALTER TABLE competitions ADD CONSTRAINT competitions_ad_preset_id_fkey FOREIGN KEY (ad_preset_id) REFERENCES ad_presets (id) ON DELETE SET NULL;

ALTER TABLE leagues ADD CONSTRAINT leagues_ad_preset_id_fkey FOREIGN KEY (ad_preset_id) REFERENCES ad_presets (id) ON DELETE SET NULL;

CREATE INDEX competitions_ad_preset_id_idx ON competitions (ad_preset_id);

CREATE INDEX leagues_ad_preset_id_idx ON leagues (ad_preset_id);
