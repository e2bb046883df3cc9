-- The morning digest (docs/notifications.md "Morning digest"): at 09:00 IST each active
-- staff member with an e-mail gets the follow-ups due that day and overdue, and their
-- showrooms' appointments of the day. One row per person and day, written with the key
-- 'digest:<user>:<day>' in scheduled_work_done in the same transaction, and sent by a
-- durable job with the row's id (pg-boss, queue 'staff-digest'). The text is made when
-- the row is written, so a retry sends the very digest that was due at 09:00.
CREATE TABLE staff_digests (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES admins (user_id) ON UPDATE CASCADE ON DELETE CASCADE,
  day date NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  provider_ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  -- While a worker sends it (the same lease as customer_messages).
  claimed_until timestamptz,
  UNIQUE (user_id, day)
);
-- What waits: swept into the queue at start.
CREATE INDEX staff_digests_queued ON staff_digests (created_at) WHERE state = 'queued';
