-- Hand-written: the indexes behind an organisation's Dashboard stats (Org.stats, src/server/dashboard/orgStats.ts).
-- The range's games are found per league of the organisation and day (not among every organisation's games of
-- those days), with their ids in the index so the scan does not visit the table; the organisation's live streams
-- per court and start. Rosters are read through game_people_game_person_role_key (game_id, person_id, role).
CREATE INDEX IF NOT EXISTS games_league_played_at_idx ON games (league_id, played_at) INCLUDE (id);
CREATE INDEX IF NOT EXISTS live_streams_court_start_at_idx ON live_streams (court_id, start_at);
