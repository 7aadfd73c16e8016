-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE cameras ADD COLUMN snapshot jsonb;

ALTER TABLE surfaces ADD COLUMN snapshot jsonb;

ALTER TABLE videos ADD COLUMN clip jsonb;
