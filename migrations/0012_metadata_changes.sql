-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE leagues ADD COLUMN allow_three_point_shots boolean NOT NULL DEFAULT true;

ALTER TABLE leagues ADD COLUMN allow_two_point_shots boolean NOT NULL DEFAULT false;
