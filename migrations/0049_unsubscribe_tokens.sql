-- Hand-written: the links of the email preferences page (/unsubscribe?token=, spec 000 §2.10). Every email
-- to a user carries its own link, issued when the email is composed; only a SHA-256 of each token is
-- stored, so a database leak hands out no live link. They do not expire: a years-old email's
-- unsubscribe link must still work (RFC 8058), and all it can do is change that user's three flags.
CREATE TABLE unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unsubscribe_tokens_user_id_idx ON unsubscribe_tokens (user_id);

-- Every email is recorded as a Delivery (README "Email and background jobs"), also those to a user of no
-- organisation (password reset, a user's welcome, CSV exports): the organisation becomes optional.
ALTER TABLE deliveries ALTER COLUMN org_id DROP NOT NULL;
