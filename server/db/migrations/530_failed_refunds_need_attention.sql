-- A gateway refund that failed (docs/payments.md "A refund that fails"): the money did not go
-- back, so the customer is still owed it and staff must act (refund again, or pay at the
-- counter). Such refunds join the refunds the ledger refused in the list staff look into,
-- with why each is there: 'over_balance' (more than the ledger shows received: the money
-- went back, the ledger could not enter it) or 'failed' (the money did not go back; our
-- refund's entry is reversed). The balance kept is the ledger's when the word arrived.
ALTER TABLE ledger_refunds_needing_attention
  ADD COLUMN reason text NOT NULL DEFAULT 'over_balance' CHECK (reason IN ('over_balance', 'failed'));
