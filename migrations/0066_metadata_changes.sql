-- Generated from metadata/ by npm run generate. Do not edit.
CREATE INDEX games_league_id_order_newest_idx ON games (league_id, played_at DESC NULLS LAST, id DESC);

CREATE INDEX games_league_id_order_oldest_idx ON games (league_id, played_at ASC NULLS LAST, id ASC);
