-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE venue_servers ADD COLUMN issues jsonb;

ALTER TABLE venue_servers ADD COLUMN issues_checked_at timestamptz;
