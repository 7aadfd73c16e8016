-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE live_stream_scorers ADD COLUMN token text;

CREATE UNIQUE INDEX live_stream_scorers_token_key ON live_stream_scorers (lower(token::text));
