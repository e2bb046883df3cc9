-- A vehicle booking's messages to the customer at each step (docs/stock-and-delivery.md
-- "Messages at each step"): customer_messages rows like a job card's, kept under the
-- customer's lead (whose consent and language they follow), naming the booking they are
-- about. Each message's event key names the booking and the step (and for an allotment the
-- vehicle), so a step reached again or a value typed twice queues nothing more.
ALTER TABLE customer_messages ADD COLUMN booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE;
CREATE INDEX customer_messages_booking ON customer_messages (booking_id, created_at) WHERE booking_id IS NOT NULL;

-- The steps the dealer switched off in Manage > Messages; every step messages the customer
-- until then.
ALTER TABLE stock_settings ADD COLUMN step_messages_off text[] NOT NULL DEFAULT '{}';
