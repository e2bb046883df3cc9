-- Every showroom is a full showroom (docs/site-settings.md "Every showroom is a full showroom"): the showrooms are
-- the rows of `dealers`, however many the Owner adds in Manage > Site, so the columns that
-- name one no longer stop at the first four ids. The server checks a showroom against the
-- stored ones (server/site/showroom-list.ts) and refuses an unknown or closed one in words.
ALTER TABLE admins DROP CONSTRAINT IF EXISTS admins_showroom_id_check;
ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_showroom_id_check;
ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_preferred_showroom_check;
ALTER TABLE admins ADD CONSTRAINT admins_showroom_id_check CHECK (showroom_id > 0);
ALTER TABLE leads ADD CONSTRAINT leads_showroom_id_check CHECK (showroom_id > 0);
ALTER TABLE leads ADD CONSTRAINT leads_preferred_showroom_check CHECK (preferred_showroom > 0);

-- A closed showroom leaves the visitors' choices and pages; its leads, bookings, reports
-- and staff stay, and the staff screens still name it.
ALTER TABLE dealers ADD COLUMN closed boolean NOT NULL DEFAULT false;

-- A new showroom starts with the default booking schedule (every value left out of the
-- JSON takes its default: src/contract/appointment-schedule.ts), which the Owner changes in
-- Manage > Schedule; one row per showroom, made with the showroom.
CREATE FUNCTION dealer_default_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_schedules (showroom_id) VALUES (NEW.id) ON CONFLICT (showroom_id) DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER dealers_default_schedule AFTER INSERT ON dealers
  FOR EACH ROW EXECUTE FUNCTION dealer_default_schedule();
INSERT INTO appointment_schedules (showroom_id) SELECT id FROM dealers ON CONFLICT (showroom_id) DO NOTHING;
