-- A booking made at the counter with an Idempotency-Key (docs/stock-and-delivery.md
-- "Bookings"): the key and the fingerprint of the body it came with. The same key answers
-- the booking it made; two requests with one key make one booking, whichever commits first.
ALTER TABLE bookings ADD COLUMN request_key uuid, ADD COLUMN request_hash text;
CREATE UNIQUE INDEX bookings_request_key ON bookings (request_key) WHERE request_key IS NOT NULL;
