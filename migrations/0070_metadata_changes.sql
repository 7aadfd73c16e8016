-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE venue_servers ADD COLUMN credential_hash text;

ALTER TABLE venue_servers ADD COLUMN credential_issued_at timestamptz;

ALTER TABLE venue_servers ADD COLUMN last_contact_at timestamptz;

ALTER TABLE venue_server_commands ADD COLUMN sent_at timestamptz;

ALTER TABLE venue_server_commands ADD COLUMN progress integer;

CREATE UNIQUE INDEX venue_servers_credential_hash_key ON venue_servers (lower(credential_hash::text));
