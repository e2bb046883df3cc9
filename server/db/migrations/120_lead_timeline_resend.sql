-- A delta sync sends a lead's events after the device's cursor, not its whole timeline
-- (docs/lead-desk.md "Sync"). A lead a device may never have held comes whole: one that
-- moved to another showroom (a Sales account of that showroom never saw it) or was
-- touched after it had been closed for longer than devices keep closed leads. This is the
-- change number of the last such event; a delta from a cursor before it gets every event.
ALTER TABLE leads ADD COLUMN whole_timeline_seq bigint NOT NULL DEFAULT 0;
