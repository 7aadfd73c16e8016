-- Generated from metadata/ by npm run generate. Do not edit.
CREATE INDEX api_partners_name_trgm_idx ON api_partners USING gin (name gin_trgm_ops);

CREATE INDEX api_partners_name_prefix_idx ON api_partners (lower(name) text_pattern_ops);

CREATE INDEX api_partners_order_name_idx ON api_partners (name ASC NULLS LAST, id ASC);

CREATE INDEX competitions_name_trgm_idx ON competitions USING gin (name gin_trgm_ops);

CREATE INDEX competitions_name_prefix_idx ON competitions (lower(name) text_pattern_ops);

CREATE INDEX competitions_order_name_idx ON competitions (name ASC NULLS LAST, id ASC);

CREATE INDEX courts_name_trgm_idx ON courts USING gin (name gin_trgm_ops);

CREATE INDEX courts_name_prefix_idx ON courts (lower(name) text_pattern_ops);

CREATE INDEX courts_scorekeeper_name_trgm_idx ON courts USING gin (scorekeeper_name gin_trgm_ops);

CREATE INDEX courts_scorekeeper_name_prefix_idx ON courts (lower(scorekeeper_name) text_pattern_ops);

CREATE INDEX courts_order_name_idx ON courts (name ASC NULLS LAST, id ASC);

CREATE INDEX games_order_newest_idx ON games (played_at DESC NULLS LAST, id DESC);

CREATE INDEX games_order_oldest_idx ON games (played_at ASC NULLS LAST, id ASC);

CREATE INDEX games_played_at_range_idx ON games (played_at);

CREATE INDEX leagues_name_trgm_idx ON leagues USING gin (name gin_trgm_ops);

CREATE INDEX leagues_name_prefix_idx ON leagues (lower(name) text_pattern_ops);

CREATE INDEX leagues_order_name_idx ON leagues (name ASC NULLS LAST, id ASC);

CREATE INDEX leagues_order_newest_idx ON leagues (created_at DESC NULLS LAST, id DESC);

CREATE INDEX orgs_name_trgm_idx ON orgs USING gin (name gin_trgm_ops);

CREATE INDEX orgs_name_prefix_idx ON orgs (lower(name) text_pattern_ops);

CREATE INDEX orgs_order_name_idx ON orgs (name ASC NULLS LAST, id ASC);

CREATE INDEX orgs_order_newest_idx ON orgs (created_at DESC NULLS LAST, id DESC);

CREATE INDEX people_first_name_trgm_idx ON people USING gin (first_name gin_trgm_ops);

CREATE INDEX people_first_name_prefix_idx ON people (lower(first_name) text_pattern_ops);

CREATE INDEX people_last_name_trgm_idx ON people USING gin (last_name gin_trgm_ops);

CREATE INDEX people_last_name_prefix_idx ON people (lower(last_name) text_pattern_ops);

CREATE INDEX people_email_trgm_idx ON people USING gin (email gin_trgm_ops);

CREATE INDEX people_email_prefix_idx ON people (lower(email) text_pattern_ops);

CREATE INDEX people_order_name_idx ON people (last_name ASC NULLS LAST, first_name ASC NULLS LAST, id ASC);

CREATE INDEX teams_name_trgm_idx ON teams USING gin (name gin_trgm_ops);

CREATE INDEX teams_name_prefix_idx ON teams (lower(name) text_pattern_ops);

CREATE INDEX teams_order_name_idx ON teams (name ASC NULLS LAST, id ASC);

CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);

CREATE INDEX users_order_email_idx ON users (email ASC NULLS LAST, id ASC);

CREATE INDEX venues_name_trgm_idx ON venues USING gin (name gin_trgm_ops);

CREATE INDEX venues_name_prefix_idx ON venues (lower(name) text_pattern_ops);

CREATE INDEX venues_short_name_trgm_idx ON venues USING gin (short_name gin_trgm_ops);

CREATE INDEX venues_short_name_prefix_idx ON venues (lower(short_name) text_pattern_ops);

CREATE INDEX venues_order_name_idx ON venues (name ASC NULLS LAST, id ASC);
