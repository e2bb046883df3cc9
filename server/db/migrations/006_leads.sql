-- The lead desk (README "Design", "Lead desk"): every enquiry is a lead that staff work to
-- a close. `leads` is the projection of each lead's append-only `lead_events`, written in
-- the transaction that stores the event (and, for a new enquiry, in the very statement
-- that stores the enquiry). Existing enquiries get their leads from the step that runs
-- after this file (server/db/migration-steps.ts): the SLA due time is computed by the one
-- TypeScript implementation (src/contract/lead-sla.ts), never a second copy in SQL.

-- Staff accounts belong to a showroom (1-4) or to none (the group office).
ALTER TABLE admins ADD COLUMN showroom_id smallint CHECK (showroom_id BETWEEN 1 AND 4);

-- Change numbers for device sync: every change to a lead or an event takes the next one.
CREATE SEQUENCE lead_change_seq AS bigint;

-- A writer takes this lock (shared, so writers never wait for each other) before it takes
-- a change number, and holds it until it commits. A sync reader takes the same lock
-- exclusively for an instant (server/leads/sync-horizon.ts): once it holds it, every
-- change number handed out so far belongs to a finished transaction, so reading up to the
-- sequence's last value can never step over a change that commits later.
CREATE FUNCTION next_lead_change() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7303106);
  RETURN nextval('lead_change_seq');
END;
$$;

CREATE TABLE leads (
  id uuid PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'new',
  showroom_id smallint CHECK (showroom_id BETWEEN 1 AND 4),
  -- What the visitor chose on the form (the lead starts there; staff may move it).
  preferred_showroom smallint CHECK (preferred_showroom BETWEEN 1 AND 4),
  owner_id text REFERENCES admins (user_id) ON UPDATE CASCADE,
  next_follow_up_at timestamptz,
  first_response_at timestamptz,
  -- Null while the lead is open: the one test of "open" every query uses.
  closed_at timestamptz,
  close_reason text,
  close_reason_text text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  sla_due_at timestamptz NOT NULL,
  -- The furthest sales funnel step reached (0 none, 1 contacted .. 4 delivered), kept when
  -- a lead is lost later: the dashboard funnel counts what happened, not where it ended.
  funnel_step smallint NOT NULL DEFAULT 0,
  -- What the desk lists and searches, copied from the enquiry when the lead is made:
  -- the mobile as 10 digits where it is one, the model's display name (never a slug).
  name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  model text NOT NULL DEFAULT '',
  -- The customer's reference: the id's first 8 hex digits (src/contract/lead-api.ts).
  reference text GENERATED ALWAYS AS (upper(left(id::text, 8))) STORED,
  -- What the Today tab orders by: the follow-up, else a new lead's SLA due time.
  due_at timestamptz GENERATED ALWAYS AS (COALESCE(next_follow_up_at, CASE WHEN status = 'new' THEN sla_due_at END)) STORED,
  search_text text GENERATED ALWAYS AS (lower(name || ' ' || mobile || ' ' || model || ' ' || left(id::text, 8))) STORED,
  change_seq bigint NOT NULL
);

-- Sync: every change after a cursor; a first sync walks the open leads and those closed lately.
CREATE INDEX leads_change_seq ON leads (change_seq);
CREATE INDEX leads_open_change_seq ON leads (change_seq) WHERE closed_at IS NULL;
-- The desk's tabs: Open newest first, Today by due time, Closed latest first.
CREATE INDEX leads_open_created ON leads (created_at DESC, id DESC) WHERE closed_at IS NULL;
CREATE INDEX leads_open_due ON leads (due_at, id) WHERE closed_at IS NULL;
CREATE INDEX leads_closed ON leads (closed_at DESC, id DESC) WHERE closed_at IS NOT NULL;
-- Follow-ups due (Today, dashboard) and first responses owed (SLA breached).
CREATE INDEX leads_open_follow_up ON leads (next_follow_up_at) WHERE closed_at IS NULL AND next_follow_up_at IS NOT NULL;
CREATE INDEX leads_unanswered ON leads (sla_due_at) WHERE closed_at IS NULL AND first_response_at IS NULL;
-- One owner's leads; a kind's leads by status (report status filter, dashboard funnel).
CREATE INDEX leads_owner ON leads (owner_id, created_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX leads_kind_status_created ON leads (kind, status, created_at DESC, id DESC);
-- /track and search by reference, name, mobile or model.
CREATE INDEX leads_reference ON leads (reference);
CREATE INDEX leads_search ON leads USING gin (search_text gin_trgm_ops);

-- What staff recorded, never edited or deleted; `resolved_by` (and the change number)
-- are the only columns written later: the event that settled this one's conflict.
CREATE TABLE lead_events (
  -- The device's UUID, sent as the Idempotency-Key.
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('note', 'call', 'status', 'assign', 'followup')),
  data jsonb NOT NULL,
  base_version integer NOT NULL,
  -- When it happened, as the device said, and as applied (clamped to [lead created, received + 2 min]).
  client_at timestamptz NOT NULL,
  at timestamptz NOT NULL,
  author text NOT NULL REFERENCES admins (user_id) ON UPDATE CASCADE,
  received_at timestamptz NOT NULL,
  -- The lead version this event produced.
  version integer NOT NULL,
  conflicts jsonb NOT NULL DEFAULT '[]'::jsonb,
  resolves uuid REFERENCES lead_events (id),
  resolved_by uuid REFERENCES lead_events (id),
  -- sha256 of the canonical body: a replay with another body is a 422.
  body_hash text NOT NULL,
  change_seq bigint NOT NULL,
  UNIQUE (lead_id, version)
);
CREATE INDEX lead_events_change_seq ON lead_events (change_seq);
CREATE INDEX lead_events_flagged ON lead_events (lead_id) WHERE resolved_by IS NULL AND conflicts <> '[]'::jsonb;

-- Leads per kind, status, showroom (0 = none) and owner ('' = none), kept by trigger: the
-- desk list's totals without a search stay O(groups) however many leads there are.
CREATE TABLE lead_counts (
  kind text NOT NULL,
  status text NOT NULL,
  showroom_id smallint NOT NULL,
  owner_id text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (kind, status, showroom_id, owner_id)
);

-- Old and new group in one statement, in key order: two leads moving in opposite
-- directions at once take the counter rows in the same order and cannot deadlock.
CREATE FUNCTION count_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_counts AS c (kind, status, showroom_id, owner_id, n)
    VALUES (NEW.kind, NEW.status, COALESCE(NEW.showroom_id, 0), COALESCE(NEW.owner_id, ''), 1)
    ON CONFLICT (kind, status, showroom_id, owner_id) DO UPDATE SET n = c.n + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE lead_counts SET n = n - 1
    WHERE kind = OLD.kind AND status = OLD.status AND showroom_id = COALESCE(OLD.showroom_id, 0) AND owner_id = COALESCE(OLD.owner_id, '');
  ELSE
    INSERT INTO lead_counts AS c (kind, status, showroom_id, owner_id, n)
    SELECT k, s, r, o, d FROM (VALUES
      (OLD.kind, OLD.status, COALESCE(OLD.showroom_id, 0), COALESCE(OLD.owner_id, ''), -1),
      (NEW.kind, NEW.status, COALESCE(NEW.showroom_id, 0), COALESCE(NEW.owner_id, ''), 1)
    ) AS change (k, s, r, o, d)
    ORDER BY k, s, r, o
    ON CONFLICT (kind, status, showroom_id, owner_id) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER leads_count AFTER INSERT OR DELETE ON leads FOR EACH ROW EXECUTE FUNCTION count_lead();
CREATE TRIGGER leads_recount AFTER UPDATE OF kind, status, showroom_id, owner_id ON leads FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.showroom_id IS DISTINCT FROM NEW.showroom_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION count_lead();

