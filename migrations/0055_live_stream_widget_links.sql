-- Hand-written: the secret link of each live stream's widget (/live_stream_widget/:uuid, spec 000 §2.3).
-- Only a SHA-256 of the link's token is stored, so neither a database leak nor the console hands out a live
-- link: the console shows a new link once, when it is made (liveStreamWidgetLink), and making another
-- replaces the row, so the earlier link stops working. One link per live stream.
CREATE TABLE live_stream_widget_links (
  token_hash text PRIMARY KEY,
  live_stream_id integer NOT NULL UNIQUE REFERENCES live_streams (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
