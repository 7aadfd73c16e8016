-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE live_streams ADD COLUMN audio_enabled boolean NOT NULL DEFAULT false;

ALTER TABLE live_streams ADD COLUMN live_hls_url text;
