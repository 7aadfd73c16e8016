-- Hand-written: one-time links that let a user set a password (the welcome email of a user added by
-- email; the password reset of spec 000 §7 uses the same table). Only a SHA-256 of each token is stored,
-- so a database leak hands out no live link; a token is used once and expires.
CREATE TABLE password_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('welcome', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_tokens_user_id_idx ON password_tokens (user_id);
