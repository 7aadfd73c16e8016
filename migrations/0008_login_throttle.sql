-- Hand-written: failed sign-in counters shared by every server process on this database (the layout
-- rate-limiter-flexible's PostgreSQL store reads and writes; see src/server/auth/loginThrottle.ts).
CREATE TABLE login_throttle (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
