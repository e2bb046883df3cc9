-- A gateway refund's status as the gateway last told it (docs/payments.md "Refund status"):
-- Razorpay answers a refund `pending` and later sends `refund.processed`. A ledger entry is
-- never changed, so the status is kept beside the refund's entry, keyed by the gateway's
-- refund id, and only moves forward (pending, then processed or failed).
CREATE TABLE gateway_refund_statuses (
  gateway_refund_id text PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  status text NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
  updated_at timestamptz NOT NULL,
  -- When the gateway said it was processed or failed; null while pending.
  settled_at timestamptz
);
CREATE INDEX gateway_refund_statuses_booking ON gateway_refund_statuses (booking_id);
