-- A job card's messages to the customer (docs/workshop.md "Messages to the customer"):
-- "approval needed" when estimate lines wait for the customer, "ready" when the vehicle is.
-- They are customer_messages rows like a booking's, kept under the customer's lead (whose
-- consent and language they follow, and whose timeline lists them), and name the job card
-- they are about.
ALTER TABLE customer_messages ADD COLUMN job_card_id bigint REFERENCES job_cards (id) ON DELETE CASCADE;
CREATE INDEX customer_messages_job_card ON customer_messages (job_card_id, created_at) WHERE job_card_id IS NOT NULL;

-- The approval message that announced the line: the event key of its batch. Lines added
-- while that message has not yet been taken by a worker join it; a line added after is
-- announced by the next one. Null: not announced (no consent, no channel).
ALTER TABLE estimate_lines ADD COLUMN approval_batch text;
CREATE INDEX estimate_lines_approval_batch ON estimate_lines (approval_batch) WHERE approval_batch IS NOT NULL;
