-- Generated from metadata/ by npm run generate. Do not edit.
ALTER TABLE teams ADD COLUMN team_registration_id integer;

ALTER TABLE teams ADD CONSTRAINT teams_team_registration_id_fkey FOREIGN KEY (team_registration_id) REFERENCES team_registrations (id) ON DELETE SET NULL;

CREATE INDEX teams_team_registration_id_idx ON teams (team_registration_id);
