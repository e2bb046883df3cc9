-- Test rides and service bookings with real times (docs/appointments.md). A booking is an
-- enquiry (its id, its lead) with a row in `appointments`; the places a slot has left are
-- counted in `appointment_slot_use`, and a booking takes a place with one conditional
-- upsert of that row in the transaction that stores the enquiry: the row lock makes two
-- bookings of the last place wait for each other, on one process or many, and the second
-- sees the place gone. Nothing is read and then written by the application.

-- Per showroom; settings left out of the JSON take their defaults
-- (src/contract/appointment-schedule.ts). A booking reads its showroom's row FOR SHARE, so
-- a capacity change waits for bookings in flight and they for it.
CREATE TABLE appointment_schedules (
  showroom_id smallint PRIMARY KEY,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO appointment_schedules (showroom_id) SELECT g FROM generate_series(1, 4) AS g;

-- Places taken per slot: scope '' counts every booking of the slot, a model's name counts
-- that model's test rides (when the schedule gives the model its own places).
CREATE TABLE appointment_slot_use (
  showroom_id smallint NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('test-ride', 'service')),
  starts_at timestamptz NOT NULL,
  scope text NOT NULL DEFAULT '',
  taken integer NOT NULL CHECK (taken >= 0),
  PRIMARY KEY (showroom_id, purpose, starts_at, scope)
);
-- Availability reads every showroom's next 14 days of one purpose.
CREATE INDEX appointment_slot_use_window ON appointment_slot_use (purpose, starts_at);

CREATE TABLE appointments (
  -- The enquiry's id, so also its lead's.
  id uuid PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('test-ride', 'service')),
  showroom_id smallint,
  model text NOT NULL DEFAULT '',
  -- Whether it holds one of its model's own places too (given back with the slot's).
  model_place boolean NOT NULL DEFAULT false,
  -- Null: a request that needs a time (its time was taken or had passed when it arrived).
  starts_at timestamptz,
  -- What the customer asked, kept when the time could not be given.
  asked_date date,
  asked_time text,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'arrived', 'no-show', 'done', 'cancelled')),
  -- Booked before the slot's places were lowered below its bookings: staff sort it out.
  over_capacity boolean NOT NULL DEFAULT false,
  walk_in boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX appointments_day ON appointments (showroom_id, starts_at);
CREATE INDEX appointments_needs_time ON appointments (created_at) WHERE starts_at IS NULL AND status = 'booked';

-- The booking and each change of it, for the lead's timeline; the id is the change's
-- Idempotency-Key, so a change replayed by an outbox is applied once.
CREATE TABLE appointment_changes (
  id uuid PRIMARY KEY,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL,
  at timestamptz NOT NULL,
  by text NOT NULL
);
CREATE INDEX appointment_changes_of ON appointment_changes (appointment_id, at);
