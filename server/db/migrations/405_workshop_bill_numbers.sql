-- The workshop's bill as a GST tax invoice (docs/workshop.md "The bill"): a number gapless
-- within each financial year, given from a counter row updated in the bill's own
-- transaction (a second process waits for the row, and a bill rolled back gives its number
-- back with it), the dealer's GSTIN as printed, and nothing changed once made.

CREATE TABLE bill_number_counters (
  series text NOT NULL CHECK (series ~ '^[A-Z]{1,6}$'),
  -- '2026-27': April to March, as India counts it.
  financial_year text NOT NULL CHECK (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (series, financial_year)
);

ALTER TABLE bills
  ADD COLUMN financial_year text,
  ADD COLUMN number integer,
  ADD COLUMN invoice_number text,
  ADD COLUMN dealer_gstin text NOT NULL DEFAULT '';

-- Bills made before numbering (at delivery) take their numbers in the order they were made.
UPDATE bills b SET financial_year = n.fy, number = n.number
FROM (
  SELECT id, fy, row_number() OVER (PARTITION BY fy ORDER BY created_at, id) AS number
  FROM (
    SELECT id, created_at,
      extract(year FROM (created_at AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::int AS start_year
    FROM bills
  ) y
  CROSS JOIN LATERAL (SELECT y.start_year || '-' || lpad(((y.start_year + 1) % 100)::text, 2, '0') AS fy) f
) n
WHERE n.id = b.id;
UPDATE bills SET invoice_number = 'WS/' || financial_year || '/' || lpad(number::text, 6, '0');
INSERT INTO bill_number_counters (series, financial_year, last_number)
  SELECT 'WS', financial_year, max(number) FROM bills GROUP BY financial_year;

ALTER TABLE bills
  ALTER COLUMN financial_year SET NOT NULL,
  ALTER COLUMN number SET NOT NULL,
  ALTER COLUMN invoice_number SET NOT NULL,
  ALTER COLUMN dealer_gstin DROP DEFAULT,
  ADD CONSTRAINT bills_number_positive CHECK (number > 0),
  ADD CONSTRAINT bills_invoice_number_spelt CHECK (invoice_number ~ '^[A-Z]{1,6}/[0-9]{4}-[0-9]{2}/[0-9]{6,}$'
    AND invoice_number LIKE '%/' || financial_year || '/' || lpad(number::text, 6, '0')),
  ADD CONSTRAINT bills_invoice_number_once UNIQUE (invoice_number),
  ADD CONSTRAINT bills_number_in_year UNIQUE (financial_year, number);
-- The bills export: by the day they were made.
CREATE INDEX bills_made ON bills (created_at);

-- A bill and its lines stay as made: no change, no removal, and no line added later by
-- another transaction (a line goes in with its bill).
CREATE FUNCTION bill_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a bill cannot be changed once made' USING ERRCODE = 'WS007';
END $$;
CREATE TRIGGER bills_immutable BEFORE UPDATE OR DELETE ON bills FOR EACH ROW EXECUTE FUNCTION bill_immutable();
CREATE TRIGGER bill_lines_immutable BEFORE UPDATE OR DELETE ON bill_lines FOR EACH ROW EXECUTE FUNCTION bill_immutable();

CREATE OR REPLACE FUNCTION bill_line_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM bills b JOIN estimate_lines l ON l.job_card_id = b.job_card_id WHERE b.id = NEW.bill_id AND l.id = NEW.estimate_line_id) THEN
    RAISE EXCEPTION 'estimate line % is not of this bill''s job card', NEW.estimate_line_id USING ERRCODE = 'WS006';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bills b WHERE b.id = NEW.bill_id AND b.xmin::text::bigint = txid_current() % 4294967296) THEN
    RAISE EXCEPTION 'bill % is made already: its lines are fixed', NEW.bill_id USING ERRCODE = 'WS007';
  END IF;
  RETURN NEW;
END $$;
