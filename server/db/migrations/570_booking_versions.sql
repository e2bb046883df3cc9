-- A booking's version (docs/stock-and-delivery.md "Two screens, one booking"): the screen
-- sends the version it showed with each step and out-of-turn allotment, and the server
-- refuses a version someone else has moved past (409) instead of overwriting their change.
-- Bumped by this trigger on every change of the row, whichever code or process writes it:
-- a step, an allotment (automatic or out of turn), a release, a cancellation.
ALTER TABLE bookings ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION booking_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
CREATE TRIGGER bookings_version_bump BEFORE UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_version_bump();
