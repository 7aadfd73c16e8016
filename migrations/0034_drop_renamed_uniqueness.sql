-- Written by hand: 0014 wrote these two indexes by hand; the metadata now declares them (uniqueTogether)
-- and 0033 made them under the generated names, so the hand-written copies go.
DROP INDEX IF EXISTS court_api_mappings_partner_court_key;

DROP INDEX IF EXISTS team_standing_entries_table_team_key;
