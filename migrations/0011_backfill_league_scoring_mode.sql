-- Written by hand: leagues created before the scoring mode existed get the declared default
-- (metadata/League.json), so the required field has a value on every row.
UPDATE leagues SET scoring_mode = 'team_game_people_scoring_team' WHERE scoring_mode IS NULL;
