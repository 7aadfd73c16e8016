-- Hand-written: email preferences of addresses that have no user (issue 12). The product also emails people
-- who never signed in (a coach's registration form link, a person's welcome), and every email carries an
-- unsubscribe link; their three flags are kept here, by the lower-cased address.
CREATE TABLE email_preferences (
  email text PRIMARY KEY CHECK (email = lower(email)),
  unsubscribed_notifications boolean NOT NULL DEFAULT false,
  unsubscribed_competitions boolean NOT NULL DEFAULT false,
  unsubscribed_marketing boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A link belongs to a user or, for an address with no user, to the address: exactly one of the two.
ALTER TABLE unsubscribe_tokens ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE unsubscribe_tokens ADD COLUMN email text CHECK (email = lower(email));
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_one_holder CHECK ((user_id IS NULL) <> (email IS NULL));
