-- Generated from metadata/ by npm run generate. Do not edit.
CREATE UNIQUE INDEX IF NOT EXISTS api_admins_user_api_partner_key ON api_admins (user_id, api_partner_id);

CREATE UNIQUE INDEX IF NOT EXISTS court_api_mappings_api_partner_external_court_id_key ON court_api_mappings (api_partner_id, external_court_id);

CREATE UNIQUE INDEX IF NOT EXISTS game_people_game_person_role_key ON game_people (game_id, person_id, role);

CREATE UNIQUE INDEX IF NOT EXISTS league_members_league_person_role_key ON league_members (league_id, person_id, role);

CREATE UNIQUE INDEX IF NOT EXISTS org_admins_user_org_key ON org_admins (user_id, org_id);

CREATE UNIQUE INDEX IF NOT EXISTS person_supporters_person_supporter_key ON person_supporters (person_id, supporter_id);

CREATE UNIQUE INDEX IF NOT EXISTS scorekeeper_users_user_org_key ON scorekeeper_users (user_id, org_id);

CREATE UNIQUE INDEX IF NOT EXISTS season_leaderboards_team_league_season_key ON season_leaderboards (team_id, league_id, season);

CREATE UNIQUE INDEX IF NOT EXISTS team_members_team_person_key ON team_members (team_id, person_id);

CREATE UNIQUE INDEX IF NOT EXISTS team_standing_entries_leaderboard_table_team_key ON team_standing_entries (leaderboard_table_id, team_id);

CREATE UNIQUE INDEX IF NOT EXISTS venue_admins_user_venue_key ON venue_admins (user_id, venue_id);
