-- Web Push alerts to staff devices (docs/notifications.md "Web Push"). One row per new lead
-- and subscribed device, written in the transaction of the enquiry or booking; its id (md5
-- of 'push:<lead id>:<endpoint>' as a uuid) is also the id of the durable job that sends it,
-- so a lead never queues the same device twice, and the row's state, tries and reason say
-- what happened. The endpoint is kept as text, not a reference: a subscription the push
-- service says is gone (404/410) is removed, and its messages stay to say why.
CREATE TABLE staff_push_messages (
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  user_id text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  -- While a worker sends it: another job of the same message waits until then (a lease).
  claimed_until timestamptz
);
CREATE INDEX staff_push_messages_lead ON staff_push_messages (lead_id);
CREATE INDEX staff_push_messages_queued ON staff_push_messages (created_at) WHERE state = 'queued';

-- Whether a device also hears of leads with no showroom yet (Owners and Managers see those).
ALTER TABLE staff_push_subscriptions ADD COLUMN unassigned boolean NOT NULL DEFAULT false;
