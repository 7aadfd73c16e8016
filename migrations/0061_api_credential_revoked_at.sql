-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE api_credentials ADD COLUMN revoked_at timestamptz;
