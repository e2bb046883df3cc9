-- A booking's money on its lead's timeline (docs/lead-desk.md "Payments on the timeline"):
-- a `payment` event for each ledger entry of a booking made from a lead, and for a
-- gateway refund once processed. Its author is the staff member who took the money at the
-- counter, or none when the gateway told us (the customer's online payment, a refund made
-- on the gateway). A `booking` event still never has a staff author.
ALTER TABLE lead_events DROP CONSTRAINT lead_events_type_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_type_check
  CHECK (type IN ('note', 'call', 'status', 'assign', 'followup', 'booking', 'payment'));
ALTER TABLE lead_events DROP CONSTRAINT lead_events_author_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_author_check
  CHECK (CASE type WHEN 'booking' THEN author IS NULL WHEN 'payment' THEN true ELSE author IS NOT NULL END);
