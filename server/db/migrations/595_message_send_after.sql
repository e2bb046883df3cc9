-- When a customer message may be sent at the earliest (docs/notifications.md "Durable and
-- exactly once"): a job card's approval message waits to gather the card's new lines. The wait
-- was kept only on the message's queue job, which a backup does not hold and which a process
-- without a queue never writes; on the row it comes back with a restore and the start's sweep
-- gives the new job what is left of it. NULL: no wait.
ALTER TABLE customer_messages ADD COLUMN send_after timestamptz;

-- Approval messages still waiting when this runs (a backup restored from before this column)
-- keep the default wait (APPROVAL_MESSAGE_WAIT_SECONDS, 120) from when they were written.
UPDATE customer_messages SET send_after = created_at + interval '120 seconds'
 WHERE event = 'job-approval' AND state = 'queued' AND attempts = 0;
