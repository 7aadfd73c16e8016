-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE orgs ADD COLUMN video_block_active boolean NOT NULL DEFAULT false;

ALTER TABLE orgs ADD COLUMN video_block_started_at timestamptz;
