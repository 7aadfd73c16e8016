-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE outages ADD COLUMN admins_notified_at timestamptz;
