-- Issue 12: the secrets of the live scorer and original video links are stored hashed (SHA-256 hex, like
-- sessions and password tokens), so the database and the console can no longer read a working link back.
-- Existing links keep working: their secret is hashed in place; the link is shown once when issued.
UPDATE live_stream_scorers SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex') WHERE token IS NOT NULL;
DROP INDEX IF EXISTS live_stream_scorers_token_key;
ALTER TABLE live_stream_scorers DROP COLUMN token;
UPDATE live_stream_scorers SET period = 'Q1' WHERE period IS NULL;

UPDATE original_video_requests SET uuid_hash = encode(sha256(convert_to(uuid, 'UTF8')), 'hex') WHERE uuid IS NOT NULL;
DROP INDEX IF EXISTS original_video_requests_uuid_key;
ALTER TABLE original_video_requests DROP COLUMN uuid;
