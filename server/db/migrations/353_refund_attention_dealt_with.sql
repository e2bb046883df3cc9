-- A refund the ledger refused (migration 351) is looked into by an Owner or a Manager, who
-- marks it dealt with and says what was done (docs/payments.md "Refunds the ledger
-- refuses"). The ledger itself is never touched by this; the row keeps who, when and the
-- note, set once.
ALTER TABLE ledger_refunds_needing_attention
  ADD COLUMN dealt_with_at timestamptz,
  ADD COLUMN dealt_with_by text,
  ADD COLUMN dealt_with_note text,
  ADD CONSTRAINT ledger_refunds_dealt_with_whole CHECK (
    (dealt_with_at IS NULL AND dealt_with_by IS NULL AND dealt_with_note IS NULL)
    OR (dealt_with_at IS NOT NULL AND dealt_with_by IS NOT NULL AND coalesce(dealt_with_note, '') <> ''));
