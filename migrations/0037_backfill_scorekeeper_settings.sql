-- Hand-written: rows that existed before the scorekeeper settings take their defaults (spec 001 §9, FIBA
-- reference), so Edit Scorekeeper Settings opens on values instead of an empty required period type.
UPDATE competitions SET period_type = 'quarters' WHERE period_type IS NULL;
UPDATE leagues SET period_type = 'quarters' WHERE period_type IS NULL;
UPDATE competitions SET scoring_mode = 'team_game_people_scoring_team' WHERE scoring_mode IS NULL;
