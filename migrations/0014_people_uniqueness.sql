-- Written by hand: what may exist once only, which the metadata cannot yet declare (it knows one-column
-- uniqueness). A duplicate is refused with "<Type> would duplicate an existing record" (write.ts).
CREATE UNIQUE INDEX team_members_team_person_key ON team_members (team_id, person_id);

CREATE UNIQUE INDEX game_people_game_person_role_key ON game_people (game_id, person_id, role);

CREATE UNIQUE INDEX league_members_league_person_role_key ON league_members (league_id, person_id, role);

CREATE UNIQUE INDEX person_supporters_person_supporter_key ON person_supporters (person_id, supporter_id);

CREATE UNIQUE INDEX court_api_mappings_partner_court_key ON court_api_mappings (api_partner_id, external_court_id);

CREATE UNIQUE INDEX team_standing_entries_table_team_key ON team_standing_entries (leaderboard_table_id, team_id);

CREATE UNIQUE INDEX season_leaderboards_team_league_season_key ON season_leaderboards (team_id, league_id, season);
