-- Hand-written: a team registration form's link token is stored only as its SHA-256 (hex), like the
-- password tokens (0042), so a database leak hands out no live link. Existing links keep working: their
-- tokens are hashed in place. The console shows a link once, when it is issued.
ALTER TABLE team_registrations RENAME COLUMN token TO token_hash;

UPDATE team_registrations SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');

DROP INDEX team_registrations_token_key;

CREATE UNIQUE INDEX team_registrations_token_hash_key ON team_registrations (lower(token_hash::text));
