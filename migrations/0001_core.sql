-- Hand-written: tables the framework itself needs, not declared by any record type.

-- Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a database
-- leak does not hand out live sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Secrets generated on first start (the CSRF signing key), so restarts keep issued tokens valid.
CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
