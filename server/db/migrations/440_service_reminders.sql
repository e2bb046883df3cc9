-- Service reminders and the daily call list (docs/workshop.md "Reminders" and "Call list").
--
-- service_reminder_settings: one row, the dealer's choice of how many days before a date
-- falls due the customer is reminded (10 and 3 until a Manager or Owner changes it).
--
-- Each reminder is queued once per (registration, kind, due date, days before): its key in
-- scheduled_work_done is taken in the transaction that queues the customer's messages, and
-- the messages' own ids are derived from that key (customer_messages' primary key), so a
-- rerun, a restart or a late run never queues it twice.
CREATE TABLE service_reminder_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  days_before smallint[] NOT NULL CHECK (cardinality(days_before) BETWEEN 1 AND 4 AND 1 <= ALL (days_before) AND 60 >= ALL (days_before)),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
INSERT INTO service_reminder_settings (days_before, updated_at, updated_by) VALUES ('{10,3}', now(), 'setup');

-- service_reminder_calls: what came of each call staff made from the call list, as a lead's
-- outcome is kept: every call, with who made it and when; the row shows the latest.
CREATE TABLE service_reminder_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  registration text NOT NULL,
  -- A kind of server/workshop/due-query.ts (checked there, so a new kind needs no migration here).
  kind text NOT NULL,
  due_on date NOT NULL,
  showroom_id smallint NOT NULL,
  result text NOT NULL CHECK (result IN ('booked', 'call-back', 'not-reachable', 'not-interested', 'serviced-elsewhere')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  called_by text NOT NULL,
  called_at timestamptz NOT NULL
);
CREATE INDEX service_reminder_calls_item ON service_reminder_calls (registration, kind, due_on, called_at DESC);
