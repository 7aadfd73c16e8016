-- Written by hand: the indexes behind the computed fields of src/server/computed/ (the metadata declares no
-- expression indexes). A game's issue fields look for the recordings and outages overlapping its span; a
-- GiST index on each one's time range finds them without reading the court's or venue's whole history.
-- The expressions must stay exactly those of RECORDING_SPAN and OUTAGE_SPAN (src/server/computed/gameSpan.ts).
CREATE INDEX IF NOT EXISTS recordings_span_idx ON recordings USING gist (tstzrange(started_at, GREATEST(finished_at, started_at), '[)'));

CREATE INDEX IF NOT EXISTS outages_span_idx ON outages USING gist (
  tstzrange(started_at, CASE WHEN finished_at < started_at THEN started_at ELSE finished_at END, '[)')
);
