-- The customer's reference is made by the database when a lead is inserted, no longer
-- derived from the id (the client's Idempotency-Key): 8 characters from an alphabet
-- without 0/O or 1/I, drawn from gen_random_uuid()'s cryptographically strong bytes,
-- unique (docs/security.md "The customer's reference"). Existing leads keep the reference
-- they were given, so links to /track already sent to customers keep working.
ALTER TABLE leads ALTER COLUMN reference DROP EXPRESSION;

-- Two old references can only clash if two ids shared their first 8 hex digits: the
-- oldest lead keeps it, a later one gets a new random one (still hex, like the old ones).
UPDATE leads SET reference = upper(left(replace(gen_random_uuid()::text, '-', ''), 8))
WHERE id IN (
  SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY created_at, id) AS n FROM leads) ranked
  WHERE n > 1
);

CREATE FUNCTION new_lead_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  -- The bytes of a version 4 UUID that are wholly random (6 and 8 carry the version and variant).
  positions constant int[] := ARRAY[0, 1, 2, 3, 4, 5, 7, 9];
  bytes bytea;
  made text;
  i int;
BEGIN
  LOOP
    bytes := uuid_send(gen_random_uuid());
    made := '';
    FOREACH i IN ARRAY positions LOOP
      made := made || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
    END LOOP;
    -- 32^8 (about 10^12) references: a clash is rare, and never handed out.
    EXIT WHEN NOT EXISTS (SELECT 1 FROM leads WHERE reference = made);
  END LOOP;
  RETURN made;
END $$;

ALTER TABLE leads ALTER COLUMN reference SET DEFAULT new_lead_reference();
ALTER TABLE leads ALTER COLUMN reference SET NOT NULL;
DROP INDEX leads_reference;
CREATE UNIQUE INDEX leads_reference ON leads (reference);

-- Staff search by the reference the customer reads out, not by the id.
DROP INDEX leads_search;
ALTER TABLE leads DROP COLUMN search_text;
ALTER TABLE leads ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || mobile || ' ' || model || ' ' || reference)) STORED;
CREATE INDEX leads_search ON leads USING gin (search_text gin_trgm_ops);
