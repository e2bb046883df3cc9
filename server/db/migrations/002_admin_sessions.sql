-- Admin sessions and login throttling (ARCHITECTURE "Security"; spec 6).

-- One row per signed-in browser. Only SHA-256 digests of the cookie token and of the
-- CSRF token are kept, so a copy of this table cannot be used to sign in.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  csrf_hash text NOT NULL,
  user_id text NOT NULL REFERENCES admins (user_id) ON DELETE CASCADE ON UPDATE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

-- Failed sign-ins, counted per user id (lower-cased) and per client address within a
-- sliding window; kept in PostgreSQL so every API process sees the same counts.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  user_key text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_user ON login_attempts (user_key, attempted_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, attempted_at);
CREATE INDEX login_attempts_time ON login_attempts (attempted_at);
