-- The delivery checklist (docs/stock-and-delivery.md "Delivery"): what staff must have done
-- before a vehicle is handed over, as items the dealer edits, and each booking's values
-- with who set them and when. A booking is Delivered only with every required item done;
-- the server says which are missing, and the trigger below refuses it whatever the server does.

CREATE TABLE delivery_checklist_items (
  id serial PRIMARY KEY,
  -- The item's name in the API and in refusals ("registration: ..."); never shown to people.
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z][a-z0-9-]{1,39}$'),
  label_en text NOT NULL CHECK (label_en <> ''),
  label_hi text NOT NULL CHECK (label_hi <> ''),
  kind text NOT NULL CHECK (kind IN ('tick', 'text', 'photo')),
  -- How a text is checked and stored: as typed, or as an Indian registration number.
  format text NOT NULL DEFAULT 'plain' CHECK (format IN ('plain', 'registration')),
  required boolean NOT NULL,
  sort integer NOT NULL,
  -- A retired item is asked no more; values already given stay with their bookings.
  retired boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'setup',
  CONSTRAINT delivery_checklist_format_is_text CHECK (format = 'plain' OR kind = 'text')
);

INSERT INTO delivery_checklist_items (key, label_en, label_hi, kind, format, required, sort) VALUES
  ('pdi', 'PDI points checked', 'PDI के सभी बिंदु जाँचे गए', 'tick', 'plain', true, 10),
  ('insurance', 'Insurance policy number', 'बीमा पॉलिसी नंबर', 'text', 'plain', true, 20),
  ('registration', 'Registration number', 'रजिस्ट्रेशन नंबर', 'text', 'registration', true, 30),
  ('hsrp', 'HSRP plates fitted', 'HSRP नंबर प्लेट लगी', 'tick', 'plain', true, 40),
  ('accessories', 'Accessories fitted', 'एक्सेसरीज़ लगीं', 'tick', 'plain', false, 50),
  ('documents', 'Documents checked', 'दस्तावेज़ जाँचे गए', 'tick', 'plain', true, 60),
  ('handover-photo', 'Handover photo', 'डिलीवरी की फ़ोटो', 'photo', 'plain', false, 70);

-- One value per booking and item: 'yes' for a tick, the text, or a stored picture's path.
CREATE TABLE delivery_checklist_values (
  booking_id bigint NOT NULL REFERENCES bookings (id),
  item_id integer NOT NULL REFERENCES delivery_checklist_items (id),
  value text NOT NULL CHECK (value <> ''),
  set_at timestamptz NOT NULL,
  set_by text NOT NULL,
  PRIMARY KEY (booking_id, item_id)
);

-- Delivered needs every required item that is not retired: refused (SB005) otherwise.
CREATE FUNCTION booking_delivery_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing text;
BEGIN
  SELECT string_agg(i.label_en, ', ' ORDER BY i.sort, i.id) INTO missing
    FROM delivery_checklist_items i
    WHERE i.required AND NOT i.retired
      AND NOT EXISTS (SELECT 1 FROM delivery_checklist_values v WHERE v.booking_id = NEW.id AND v.item_id = i.id);
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'booking % misses %', NEW.id, missing USING ERRCODE = 'SB005';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER bookings_delivery_check BEFORE UPDATE OF state ON bookings FOR EACH ROW
  WHEN (NEW.state = 'delivered' AND OLD.state IS DISTINCT FROM 'delivered') EXECUTE FUNCTION booking_delivery_check();
