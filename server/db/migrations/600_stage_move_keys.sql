-- A stage move sent with an Idempotency-Key (docs/workshop.md "Stages"): the Workshop
-- board queues its moves in the device's outbox, which sends the same key again when an
-- answer was lost. The key is kept on the move's stage event, so a resend finds it and
-- answers the card as it is, moving nothing twice; two sends at once make one event.
ALTER TABLE job_card_stage_events ADD COLUMN request_key uuid;
CREATE UNIQUE INDEX job_card_stage_events_request_key ON job_card_stage_events (request_key) WHERE request_key IS NOT NULL;
