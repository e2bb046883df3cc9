-- The service workshop (docs/workshop.md): job cards moving through their stages, the
-- price lists an estimate is drawn from, the estimate's lines the customer approves or
-- declines, and the bill. The rules that must hold whichever API process writes live
-- here: stages only move forward one at a time, Delivered only with every line decided,
-- a line's prices never change once added, a decision is made once, and a bill holds
-- approved lines only (its foreign key names the approval, so a billed line cannot be
-- un-approved either).

-- The dealer's parts, as the price list file gives them; prices before GST.
CREATE TABLE parts_price_list (
  part_number text PRIMARY KEY CHECK (part_number ~ '^[A-Z0-9][A-Z0-9/.-]{0,39}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  hsn text NOT NULL CHECK (hsn ~ '^[0-9]{4}([0-9]{2}([0-9]{2})?)?$'),
  price_paise bigint NOT NULL CHECK (price_paise BETWEEN 0 AND 1000000000),
  gst_rate numeric(5, 2) NOT NULL CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40)),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- The workshop's labour operations; rates before GST. SAC 998714: maintenance and repair
-- of motorcycles and scooters.
CREATE TABLE labour_list (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{0,29}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  sac text NOT NULL CHECK (sac ~ '^[0-9]{6}$'),
  rate_paise bigint NOT NULL CHECK (rate_paise BETWEEN 0 AND 1000000000),
  gst_rate numeric(5, 2) NOT NULL CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40)),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
INSERT INTO labour_list (code, name, sac, rate_paise, gst_rate, updated_at, updated_by) VALUES
  ('GEN-SERVICE', 'General service', '998714', 45000, 18, now(), 'setup'),
  ('OIL-CHANGE', 'Engine oil change', '998714', 15000, 18, now(), 'setup'),
  ('BRAKE-ADJ', 'Brake adjustment', '998714', 10000, 18, now(), 'setup'),
  ('CHAIN-ADJ', 'Chain cleaning and adjustment', '998714', 12000, 18, now(), 'setup'),
  ('WASH', 'Washing', '998714', 10000, 18, now(), 'setup');

CREATE TABLE job_cards (
  id bigserial PRIMARY KEY,
  reference text GENERATED ALWAYS AS ('JC-' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END) STORED,
  -- The service appointment the vehicle arrived for; null for a walk-in. One card per visit.
  appointment_id uuid UNIQUE REFERENCES appointments (id),
  showroom_id smallint NOT NULL CHECK (showroom_id > 0),
  -- As src/contract/delivery-checklist.ts normalRegistration writes it: "HR 26 XX 1234".
  registration text NOT NULL CHECK (registration ~ '^[A-Z0-9]{2,4}( [A-Z0-9]{1,4}){1,3}$'),
  model text NOT NULL CHECK (length(model) BETWEEN 1 AND 80),
  odometer_km integer NOT NULL CHECK (odometer_km BETWEEN 0 AND 2000000),
  -- 0 empty .. 4 full.
  fuel_quarters smallint NOT NULL CHECK (fuel_quarters BETWEEN 0 AND 4),
  -- In the customer's words.
  complaints text NOT NULL CHECK (length(complaints) BETWEEN 1 AND 2000),
  service_type text NOT NULL CHECK (service_type IN ('free', 'paid', 'repair', 'accident')),
  technician_id text REFERENCES admins (user_id),
  customer_name text NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 100),
  mobile text NOT NULL CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  -- CGST + SGST within the dealer's state; IGST when the place of supply is another state.
  supply text NOT NULL DEFAULT 'intra-state' CHECK (supply IN ('intra-state', 'inter-state')),
  stage text NOT NULL DEFAULT 'waiting' CHECK (stage IN ('waiting', 'in_bay', 'final_inspection', 'washing', 'ready', 'delivered')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The workshop board: a showroom's cards by stage, oldest first.
CREATE INDEX job_cards_board ON job_cards (showroom_id, stage, created_at);

CREATE TABLE job_card_stage_events (
  id bigserial PRIMARY KEY,
  job_card_id bigint NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  -- Null: the card was opened.
  from_stage text,
  to_stage text NOT NULL,
  at timestamptz NOT NULL,
  by text NOT NULL
);
CREATE INDEX job_card_stage_events_of ON job_card_stage_events (job_card_id, id);

CREATE TABLE estimate_lines (
  id bigserial PRIMARY KEY,
  job_card_id bigint NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('part', 'labour')),
  -- The part number or labour code, and its name, HSN or SAC as they were when added.
  code text NOT NULL,
  name text NOT NULL,
  hsn_sac text NOT NULL,
  qty numeric(8, 2) NOT NULL CHECK (qty > 0 AND qty <= 9999.99),
  -- Copied from the list when added: a later price change leaves the estimate as agreed.
  unit_price_paise bigint NOT NULL CHECK (unit_price_paise BETWEEN 0 AND 1000000000),
  gst_rate numeric(5, 2) NOT NULL CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28, 40)),
  approval text NOT NULL DEFAULT 'pending' CHECK (approval IN ('pending', 'approved', 'declined')),
  decided_by text CHECK (decided_by IN ('customer', 'staff')),
  -- The staff account that recorded a decision given at the counter.
  decided_staff text,
  decided_at timestamptz,
  added_at timestamptz NOT NULL,
  added_by text NOT NULL,
  CONSTRAINT estimate_lines_decided CHECK ((approval = 'pending') = (decided_by IS NULL AND decided_at IS NULL)),
  -- The bill's foreign key names the approval too.
  CONSTRAINT estimate_lines_id_approval UNIQUE (id, approval)
);
CREATE INDEX estimate_lines_of ON estimate_lines (job_card_id, id);

-- Made when the vehicle is delivered: the approved lines, then and for good.
CREATE TABLE bills (
  id bigserial PRIMARY KEY,
  job_card_id bigint NOT NULL UNIQUE REFERENCES job_cards (id),
  supply text NOT NULL CHECK (supply IN ('intra-state', 'inter-state')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL
);
CREATE TABLE bill_lines (
  bill_id bigint NOT NULL REFERENCES bills (id),
  estimate_line_id bigint NOT NULL,
  approval text NOT NULL DEFAULT 'approved' CHECK (approval = 'approved'),
  PRIMARY KEY (bill_id, estimate_line_id),
  CONSTRAINT bill_lines_approved FOREIGN KEY (estimate_line_id, approval) REFERENCES estimate_lines (id, approval)
);

-- Stages move forward one at a time; Delivered only from Ready with no line pending.
CREATE FUNCTION job_card_stage_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stages CONSTANT text[] := ARRAY['waiting', 'in_bay', 'final_inspection', 'washing', 'ready', 'delivered'];
BEGIN
  IF NEW.stage IS NOT DISTINCT FROM OLD.stage THEN
    RETURN NEW;
  END IF;
  IF array_position(stages, NEW.stage) <> array_position(stages, OLD.stage) + 1 THEN
    RAISE EXCEPTION 'job card % cannot move from % to %', OLD.id, OLD.stage, NEW.stage USING ERRCODE = 'WS001';
  END IF;
  IF NEW.stage = 'delivered' AND EXISTS (SELECT 1 FROM estimate_lines l WHERE l.job_card_id = NEW.id AND l.approval = 'pending') THEN
    RAISE EXCEPTION 'job card % has lines waiting for approval', OLD.id USING ERRCODE = 'WS002';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER job_cards_stage_check BEFORE UPDATE ON job_cards FOR EACH ROW EXECUTE FUNCTION job_card_stage_check();

-- A line is added to, and decided on, a card not yet delivered (the card's row is locked,
-- so a delivery in flight and a line in flight wait for each other); its prices never
-- change; a decision is made once.
CREATE FUNCTION estimate_line_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card_stage text;
BEGIN
  SELECT stage INTO card_stage FROM job_cards WHERE id = NEW.job_card_id FOR UPDATE;
  IF card_stage = 'delivered' THEN
    RAISE EXCEPTION 'job card % is delivered', NEW.job_card_id USING ERRCODE = 'WS003';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.approval <> 'pending' THEN
      RAISE EXCEPTION 'a new line waits for the customer''s decision' USING ERRCODE = 'WS004';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.job_card_id, NEW.kind, NEW.code, NEW.name, NEW.hsn_sac, NEW.qty, NEW.unit_price_paise, NEW.gst_rate, NEW.added_at, NEW.added_by)
     IS DISTINCT FROM (OLD.job_card_id, OLD.kind, OLD.code, OLD.name, OLD.hsn_sac, OLD.qty, OLD.unit_price_paise, OLD.gst_rate, OLD.added_at, OLD.added_by) THEN
    RAISE EXCEPTION 'estimate line % cannot be changed', OLD.id USING ERRCODE = 'WS004';
  END IF;
  IF OLD.approval <> 'pending' AND (NEW.approval, NEW.decided_by, NEW.decided_at) IS DISTINCT FROM (OLD.approval, OLD.decided_by, OLD.decided_at) THEN
    RAISE EXCEPTION 'estimate line % is already %', OLD.id, OLD.approval USING ERRCODE = 'WS005';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER estimate_lines_check BEFORE INSERT OR UPDATE ON estimate_lines FOR EACH ROW EXECUTE FUNCTION estimate_line_check();

-- A bill belongs to a delivered card, and a line to its own card's bill.
CREATE FUNCTION bill_line_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM bills b JOIN estimate_lines l ON l.job_card_id = b.job_card_id WHERE b.id = NEW.bill_id AND l.id = NEW.estimate_line_id) THEN
    RAISE EXCEPTION 'estimate line % is not of this bill''s job card', NEW.estimate_line_id USING ERRCODE = 'WS006';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bill_lines_check BEFORE INSERT OR UPDATE ON bill_lines FOR EACH ROW EXECUTE FUNCTION bill_line_check();
