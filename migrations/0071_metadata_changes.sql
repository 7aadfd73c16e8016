-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE cameras ADD COLUMN snapshot_taken_at timestamptz;
