-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE courts ADD COLUMN surface_ids integer[] NOT NULL DEFAULT '{}';

ALTER TABLE games ADD COLUMN game_schedule_id integer;

ALTER TABLE people ADD COLUMN user_id integer;

ALTER TABLE video_objects ADD COLUMN event_video_id integer;

ALTER TABLE video_objects ADD COLUMN incident_id integer;

ALTER TABLE video_objects ADD COLUMN potw_video_id integer;

ALTER TABLE games ADD CONSTRAINT games_game_schedule_id_fkey FOREIGN KEY (game_schedule_id) REFERENCES game_schedules (id) ON DELETE SET NULL;

ALTER TABLE people ADD CONSTRAINT people_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE video_objects ADD CONSTRAINT video_objects_event_video_id_fkey FOREIGN KEY (event_video_id) REFERENCES event_videos (id) ON DELETE CASCADE;

ALTER TABLE video_objects ADD CONSTRAINT video_objects_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents (id) ON DELETE CASCADE;

ALTER TABLE video_objects ADD CONSTRAINT video_objects_potw_video_id_fkey FOREIGN KEY (potw_video_id) REFERENCES potw_videos (id) ON DELETE CASCADE;

CREATE INDEX courts_surface_ids_idx ON courts USING gin (surface_ids);

CREATE INDEX games_game_schedule_id_idx ON games (game_schedule_id);

CREATE INDEX people_user_id_idx ON people (user_id);

CREATE INDEX video_objects_event_video_id_idx ON video_objects (event_video_id);

CREATE INDEX video_objects_incident_id_idx ON video_objects (incident_id);

CREATE INDEX video_objects_potw_video_id_idx ON video_objects (potw_video_id);
