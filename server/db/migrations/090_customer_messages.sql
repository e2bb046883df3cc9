-- Messages to customers and alerts to staff (docs/notifications.md).
--
-- customer_messages: one row per message, written in the transaction of the enquiry,
-- booking or change that causes it. Its id is the message's key, derived from the event
-- and the channel (md5 of 'event key:channel' as a uuid), so the same event can never
-- queue the same message twice; the durable job that sends it (pg-boss, schema `pgboss`)
-- carries the same id. The row is what the lead's timeline shows: queued, sent, failed and why.
CREATE TABLE customer_messages (
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  -- What caused it: enquiry, booking, booking-change, reminder.
  event text NOT NULL,
  event_key text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp', 'sms')),
  recipient text NOT NULL,
  -- What the event said when it happened (a change's new time), for the text.
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  provider_ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  -- While a worker sends it: another job of the same message waits until then (a lease).
  claimed_until timestamptz
);
CREATE INDEX customer_messages_lead ON customer_messages (lead_id, created_at);
-- What waits: swept into the queue at start (a message written while the queue was not running).
CREATE INDEX customer_messages_queued ON customer_messages (created_at) WHERE state = 'queued';

-- Each channel's provider settings, templates and on/off (Manage > Messages). A channel
-- whose settings are incomplete is off whatever `enabled` says.
CREATE TABLE message_channels (
  channel text PRIMARY KEY CHECK (channel IN ('email', 'whatsapp', 'sms')),
  enabled boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  templates jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO message_channels (channel) VALUES ('email'), ('whatsapp'), ('sms');

-- Keys the server makes once and keeps (the Web Push VAPID pair).
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Staff devices that asked for Web Push: which showrooms and which kinds of alert.
CREATE TABLE staff_push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL REFERENCES admins (user_id) ON UPDATE CASCADE ON DELETE CASCADE,
  keys jsonb NOT NULL,
  showroom_ids smallint[] NOT NULL DEFAULT '{}',
  kinds text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX staff_push_subscriptions_user ON staff_push_subscriptions (user_id);

-- Work done once per day and key (a reminder for a booking, a digest for a person):
-- the key is taken in the transaction that queues it, so a second server or a restart
-- never queues it again.
CREATE TABLE scheduled_work_done (
  key text PRIMARY KEY,
  at timestamptz NOT NULL
);

-- The latest opt-in form of a mobile (WhatsApp and SMS go only to those who ticked them).
CREATE INDEX leads_optin_mobile ON leads (mobile, created_at DESC) WHERE kind = 'optin';

-- New leads for the desks' alerts, newest first.
CREATE INDEX leads_created ON leads (created_at DESC);
