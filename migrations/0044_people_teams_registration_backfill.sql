-- A team names its registration form (spec 002 §3 Team.teamRegistration): teams that had one before the
-- column existed take their newest.
UPDATE teams SET team_registration_id = (
  SELECT r.id FROM team_registrations r WHERE r.team_id = teams.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1
) WHERE team_registration_id IS NULL;
