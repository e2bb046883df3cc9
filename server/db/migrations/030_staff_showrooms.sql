-- A staff account may work for more than one showroom (docs/roles.md): showroom_ids holds
-- them all. showroom_id stays as the first of them, for the code that reads one; this
-- trigger keeps the two in step whichever of them a statement writes.
ALTER TABLE admins ADD COLUMN showroom_ids smallint[] NOT NULL DEFAULT '{}'
  CHECK (array_position(showroom_ids, NULL) IS NULL AND cardinality(showroom_ids) <= 16);
UPDATE admins SET showroom_ids = ARRAY[showroom_id] WHERE showroom_id IS NOT NULL;

CREATE FUNCTION admin_showrooms_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.showroom_ids IS NOT DISTINCT FROM OLD.showroom_ids
     AND NEW.showroom_id IS DISTINCT FROM OLD.showroom_id THEN
    -- Only the single column was written: it is now the account's one showroom.
    NEW.showroom_ids := CASE WHEN NEW.showroom_id IS NULL THEN '{}'::smallint[] ELSE ARRAY[NEW.showroom_id] END;
  ELSIF TG_OP = 'INSERT' AND cardinality(NEW.showroom_ids) = 0 AND NEW.showroom_id IS NOT NULL THEN
    NEW.showroom_ids := ARRAY[NEW.showroom_id];
  END IF;
  NEW.showroom_id := NEW.showroom_ids[1];
  RETURN NEW;
END $$;

CREATE TRIGGER admins_showrooms_in_step BEFORE INSERT OR UPDATE ON admins
  FOR EACH ROW EXECUTE FUNCTION admin_showrooms_in_step();

-- The last-Owner check reads the active Owners (server/staff/owner-guard.ts).
CREATE INDEX admins_active_owners ON admins (user_id) WHERE role = 'owner' AND status = 'active';
