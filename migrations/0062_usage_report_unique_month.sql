-- Generated from metadata/ by npm run generate (UsageReportEntry's uniqueTogether), renumbered, with the
-- duplicates removed first: one usage report row per organisation, league and month (the recompute job
-- upserts on it). Of duplicates, the newest row stays.
DELETE FROM usage_report_entries AS e USING usage_report_entries AS newer
  WHERE newer.org_id = e.org_id AND newer.league_id = e.league_id AND newer.month = e.month AND newer.id > e.id;

CREATE UNIQUE INDEX IF NOT EXISTS usage_report_entries_org_league_month_key ON usage_report_entries (org_id, league_id, month);
