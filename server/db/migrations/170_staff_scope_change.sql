-- A device's copy of the leads is built for the showrooms and role its account had
-- (docs/roles.md "A change of showrooms"). This is the change number taken when an
-- account's role or showrooms last changed: a device whose sync cursor is from before it
-- holds a copy made for another scope, so its next sync starts over (leads now visible
-- arrive, those no longer visible are dropped). The number comes from next_lead_change(),
-- so a sync horizon never steps over a scope change still to commit (migration 006).
ALTER TABLE admins ADD COLUMN scope_seq bigint NOT NULL DEFAULT 0;

CREATE FUNCTION admins_scope_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.showroom_ids IS DISTINCT FROM OLD.showroom_ids THEN
    NEW.scope_seq := next_lead_change();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER admins_scope_changed BEFORE UPDATE ON admins
  FOR EACH ROW EXECUTE FUNCTION admins_scope_changed();
