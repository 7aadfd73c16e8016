-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE live_stream_scorers ADD COLUMN team1_score integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_scorers ADD COLUMN team2_score integer NOT NULL DEFAULT 0;

ALTER TABLE live_stream_scorers ADD COLUMN period text;

ALTER TABLE live_stream_scorers ADD COLUMN token_hash text;

ALTER TABLE original_video_requests ADD COLUMN uuid_hash text;

CREATE UNIQUE INDEX live_stream_scorers_token_hash_key ON live_stream_scorers (lower(token_hash::text));

CREATE UNIQUE INDEX original_video_requests_uuid_hash_key ON original_video_requests (lower(uuid_hash::text));
