-- A customer's own change of a booking on /track (cancel, new time) is a fact on its lead's
-- timeline like staff's work (docs/lead-desk.md "The customer's changes"): a `booking`
-- event with no staff author. Every other event keeps its author.
ALTER TABLE lead_events DROP CONSTRAINT lead_events_type_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_type_check
  CHECK (type IN ('note', 'call', 'status', 'assign', 'followup', 'booking'));
ALTER TABLE lead_events ALTER COLUMN author DROP NOT NULL;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_author_check CHECK ((author IS NULL) = (type = 'booking'));

-- The desks ask every few seconds for the customers' changes since their last ask
-- (server/notifications/desk-alert-routes.ts): a small index of those events alone.
CREATE INDEX lead_events_customer_changes ON lead_events (received_at) WHERE author IS NULL;
