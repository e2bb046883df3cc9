-- Refunds the gateway made that the ledger could not enter (docs/payments.md "Refunds the
-- ledger refuses"): made on the gateway's own dashboard when our ledger already showed
-- less received than the refund, so entering it would take the balance below nothing
-- (PL003). The money did go back at the gateway and the ledger's rules stand, so the
-- refund is kept here, once per gateway refund, for staff to look into; its booking's
-- ledger answer lists it.
CREATE TABLE ledger_refunds_needing_attention (
  gateway_refund_id text PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  gateway_payment_id text NOT NULL,
  -- What the gateway gave back, positive, in paise.
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  -- The booking's balance when the refund arrived: why it could not be entered.
  balance_paise bigint NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX ledger_refunds_needing_attention_booking ON ledger_refunds_needing_attention (booking_id);
