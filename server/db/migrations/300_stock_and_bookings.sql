-- Stock by chassis, customer bookings and allotment (docs/stock-and-delivery.md). The rules
-- that must hold whatever the API processes do are the database's: a chassis once, a
-- vehicle allotted to one booking at most, never a blocked one, and never one that is not
-- the booking's model, variant, colour and showroom. The server allots in one transaction
-- under a lock per kind of vehicle (server/stock/allotment.ts); these constraints and
-- triggers refuse whatever would break the rules anyway.

-- Change numbers for a device's copy of the stock, as the lead desk's (migration 006): a
-- writer takes this lock shared before its number and holds it until it commits; a reader
-- takes it exclusively for an instant to find the number it may read up to.
CREATE SEQUENCE stock_change_seq AS bigint;
CREATE FUNCTION next_stock_change() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7303301);
  RETURN nextval('stock_change_seq');
END;
$$;

CREATE TABLE vehicles (
  id bigserial PRIMARY KEY,
  vin text NOT NULL UNIQUE CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  engine_no text NOT NULL CHECK (engine_no <> ''),
  -- Variants and colours are rewritten when a model is published: kept by name, checked
  -- against the catalogue when the vehicle is added.
  model_id integer NOT NULL REFERENCES models (id),
  variant text NOT NULL,
  colour text NOT NULL,
  showroom_id smallint NOT NULL CHECK (showroom_id > 0),
  status text NOT NULL CHECK (status IN ('in-transit', 'in-stock', 'pdi-done', 'allotted', 'delivered', 'blocked')),
  expected_on date,
  arrived_on date,
  pdi_on date,
  delivered_on date,
  block_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL DEFAULT 0,
  CONSTRAINT vehicles_transit_has_expected CHECK (status <> 'in-transit' OR expected_on IS NOT NULL),
  CONSTRAINT vehicles_arrived_has_date CHECK (status IN ('in-transit', 'blocked') OR arrived_on IS NOT NULL),
  CONSTRAINT vehicles_blocked_has_reason CHECK (status <> 'blocked' OR coalesce(block_reason, '') <> ''),
  CONSTRAINT vehicles_pdi_after_arrival CHECK (pdi_on IS NULL OR pdi_on >= arrived_on),
  CONSTRAINT vehicles_delivered_after_arrival CHECK (delivered_on IS NULL OR delivered_on >= arrived_on)
);
-- The allotment's candidates and the availability's counts.
CREATE INDEX vehicles_kind ON vehicles (model_id, variant, colour, showroom_id, status);
CREATE INDEX vehicles_changes ON vehicles (change_seq);

CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  reference text GENERATED ALWAYS AS ('BK-' || lpad(id::text, 6, '0')) STORED,
  model_id integer NOT NULL REFERENCES models (id),
  variant text NOT NULL,
  colour text NOT NULL,
  showroom_id smallint NOT NULL CHECK (showroom_id > 0),
  customer_name text NOT NULL,
  mobile text NOT NULL,
  lead_id uuid REFERENCES leads (id) ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'booked' CHECK (state IN ('booked', 'allotted', 'ready', 'delivered', 'cancelled')),
  vehicle_id bigint REFERENCES vehicles (id),
  allotted_at timestamptz,
  -- A Manager's reason for giving this booking a vehicle out of turn (reported).
  override_reason text,
  override_by text,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL,
  change_seq bigint NOT NULL DEFAULT 0,
  CONSTRAINT bookings_vehicle_with_state CHECK ((vehicle_id IS NOT NULL) = (state IN ('allotted', 'ready', 'delivered')))
);
-- A vehicle is allotted to one booking at most.
CREATE UNIQUE INDEX bookings_vehicle_once ON bookings (vehicle_id) WHERE vehicle_id IS NOT NULL;
-- The queue: the oldest waiting booking of a kind first.
CREATE INDEX bookings_queue ON bookings (model_id, variant, colour, showroom_id, created_at, id) WHERE state = 'booked';
CREATE INDEX bookings_changes ON bookings (change_seq);
CREATE INDEX bookings_overrides ON bookings (allotted_at) WHERE override_reason IS NOT NULL;

-- Every change of a vehicle or a booking, with who and when.
CREATE TABLE stock_history (
  id bigserial PRIMARY KEY,
  vehicle_id bigint REFERENCES vehicles (id),
  booking_id bigint REFERENCES bookings (id),
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL,
  by text NOT NULL,
  CHECK (vehicle_id IS NOT NULL OR booking_id IS NOT NULL)
);
CREATE INDEX stock_history_vehicle ON stock_history (vehicle_id, id);
CREATE INDEX stock_history_booking ON stock_history (booking_id, id);

-- The dealer's choice: the public availability shows counts, or only the delivery band.
CREATE TABLE stock_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  show_counts boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO stock_settings (id) VALUES (true);

CREATE FUNCTION stock_change_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := next_stock_change();
  RETURN NEW;
END;
$$;
CREATE TRIGGER vehicles_change_stamp BEFORE INSERT OR UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION stock_change_stamp();
CREATE TRIGGER bookings_change_stamp BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION stock_change_stamp();

-- A booking takes a vehicle only if it is on the floor, not blocked, and the booking's kind.
-- The vehicle's row is locked, so a block and an allotment of one vehicle wait for each other.
CREATE FUNCTION booking_vehicle_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v vehicles%ROWTYPE;
BEGIN
  IF NEW.vehicle_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.vehicle_id IS NOT DISTINCT FROM OLD.vehicle_id) THEN
    RETURN NEW;
  END IF;
  SELECT * INTO v FROM vehicles WHERE id = NEW.vehicle_id FOR UPDATE;
  IF v.status = 'blocked' THEN
    RAISE EXCEPTION 'vehicle % is blocked', v.vin USING ERRCODE = 'SB001';
  END IF;
  IF v.status NOT IN ('in-stock', 'pdi-done') THEN
    RAISE EXCEPTION 'vehicle % is %', v.vin, v.status USING ERRCODE = 'SB002';
  END IF;
  IF (v.model_id, v.variant, v.colour, v.showroom_id) IS DISTINCT FROM (NEW.model_id, NEW.variant, NEW.colour, NEW.showroom_id) THEN
    RAISE EXCEPTION 'vehicle % is not the booking''s kind', v.vin USING ERRCODE = 'SB003';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER bookings_vehicle_check BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_vehicle_check();

-- A vehicle held by a booking is Allotted or Delivered, and one that is Allotted or
-- Delivered is held by one: a block (or any other status) needs the booking let go first.
CREATE FUNCTION vehicle_booking_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held boolean;
BEGIN
  IF NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.showroom_id = OLD.showroom_id THEN
    RETURN NEW;
  END IF;
  held := EXISTS (SELECT 1 FROM bookings WHERE vehicle_id = NEW.id);
  IF held AND (NEW.status NOT IN ('allotted', 'delivered') OR NEW.showroom_id <> OLD.showroom_id) THEN
    RAISE EXCEPTION 'vehicle % is held by a booking', NEW.vin USING ERRCODE = 'SB004';
  END IF;
  IF NOT held AND NEW.status IN ('allotted', 'delivered') THEN
    RAISE EXCEPTION 'vehicle % has no booking', NEW.vin USING ERRCODE = 'SB004';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER vehicles_booking_check BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicle_booking_check();
