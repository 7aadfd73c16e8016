-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE leagues ADD COLUMN scoring_mode text;
