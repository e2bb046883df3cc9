-- Booking amounts paid online or at the counter, and the ledger that records them
-- (docs/payments.md). The rules that must hold whatever the API processes do are the
-- database's: a gateway order per idempotency key, a gateway payment counted once, a
-- webhook event handled once, ledger entries never changed or removed (a mistake is undone
-- by a reversal, itself an entry), and money never refunded beyond what was received.

-- What a customer pays to book a model; a model without one cannot be booked online.
CREATE TABLE booking_amounts (
  model_id integer PRIMARY KEY REFERENCES models (id),
  amount_paise bigint NOT NULL CHECK (amount_paise >= 100 AND amount_paise <= 100000000),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- An order at the gateway: the amount the server decided, for one booking.
CREATE TABLE payment_orders (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  provider text NOT NULL,
  gateway_order_id text NOT NULL UNIQUE,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  -- created: waiting for the customer; paid: a payment of it counted.
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  -- The client's Idempotency-Key: the same key always answers the same order.
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CONSTRAINT payment_orders_settled_when_paid CHECK ((status = 'paid') = (settled_at IS NOT NULL))
);
CREATE INDEX payment_orders_booking ON payment_orders (booking_id, id);
-- Reconciliation reads the orders still waiting.
CREATE INDEX payment_orders_waiting ON payment_orders (created_at) WHERE status = 'created';

-- Each payment the gateway told us of, failed ones too; the last status wins only forward.
CREATE TABLE gateway_payments (
  gateway_payment_id text PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES payment_orders (id),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL CHECK (status IN ('created', 'authorized', 'captured', 'refunded', 'failed')),
  -- How we learnt it counts: the checkout's signature, a webhook, or a status read.
  learnt_from text NOT NULL CHECK (learnt_from IN ('signature', 'webhook', 'status')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX gateway_payments_order ON gateway_payments (order_id);

-- Webhook events handled, by the gateway's event id: a redelivery finds its row.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  event text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  kind text NOT NULL CHECK (kind IN ('paid_online', 'counter_cash', 'counter_upi', 'refund', 'adjustment', 'reversal')),
  -- Money received is positive, money given back negative.
  amount_paise bigint NOT NULL CHECK (amount_paise <> 0 AND abs(amount_paise) <= 1000000000),
  gateway_payment_id text,
  gateway_refund_id text UNIQUE,
  -- The entry a reversal undoes: once at most.
  reverses_id bigint UNIQUE REFERENCES ledger_entries (id),
  -- A receipt number, a UPI transaction id: what staff wrote on the counter's slip.
  reference text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_sign_by_kind CHECK (CASE kind
    WHEN 'paid_online' THEN amount_paise > 0 AND gateway_payment_id IS NOT NULL
    WHEN 'counter_cash' THEN amount_paise > 0
    WHEN 'counter_upi' THEN amount_paise > 0
    WHEN 'refund' THEN amount_paise < 0
    ELSE true END),
  CONSTRAINT ledger_reversal_names_entry CHECK ((kind = 'reversal') = (reverses_id IS NOT NULL)),
  CONSTRAINT ledger_adjustment_has_note CHECK (kind NOT IN ('adjustment', 'reversal', 'refund') OR note <> '')
);
-- A gateway payment is received once, whatever told us of it (signature, webhook, status read).
CREATE UNIQUE INDEX ledger_payment_once ON ledger_entries (gateway_payment_id) WHERE kind = 'paid_online';
CREATE INDEX ledger_booking ON ledger_entries (booking_id, id);

-- An entry stays as written: UPDATE and DELETE are refused, for every role and process.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed; add a reversal' USING ERRCODE = 'PL001';
END;
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

-- Before an entry goes in, the booking's row is locked, so two entries of one booking are
-- checked one after the other: a reversal undoes exactly its entry, of the same booking
-- and never another reversal; money given back (a refund, a negative adjustment) never
-- takes the balance below nothing.
CREATE FUNCTION ledger_entry_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reversed ledger_entries%ROWTYPE;
  balance bigint;
BEGIN
  PERFORM 1 FROM bookings WHERE id = NEW.booking_id FOR NO KEY UPDATE;
  IF NEW.kind = 'reversal' THEN
    SELECT * INTO reversed FROM ledger_entries WHERE id = NEW.reverses_id;
    IF reversed.booking_id IS DISTINCT FROM NEW.booking_id OR reversed.kind = 'reversal' OR NEW.amount_paise <> -reversed.amount_paise THEN
      RAISE EXCEPTION 'a reversal undoes one entry of its booking, by its whole amount' USING ERRCODE = 'PL002';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.amount_paise < 0 THEN
    SELECT coalesce(sum(amount_paise), 0) INTO balance FROM ledger_entries WHERE booking_id = NEW.booking_id;
    IF balance + NEW.amount_paise < 0 THEN
      RAISE EXCEPTION 'booking % would give back more than it received', NEW.booking_id USING ERRCODE = 'PL003';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_entries_check BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entry_check();
