-- The dealer's refund rules for a model's booking amount, in English and Hindi, kept with
-- the amount they are about (docs/payments.md "Book now"): the buyer reads them before
-- paying. '' is none written.
ALTER TABLE booking_amounts ADD COLUMN refund_rules text NOT NULL DEFAULT '' CHECK (length(refund_rules) <= 2000);
ALTER TABLE booking_amounts ADD COLUMN refund_rules_hi text NOT NULL DEFAULT '' CHECK (length(refund_rules_hi) <= 2000);
