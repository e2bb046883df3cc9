-- Intake photos of a job card (docs/workshop.md "Intake photos"): the vehicle as it came in,
-- its scratches and dents, taken on the counter's tablet. The picture is stored by the photo
-- pipeline like every other (`files`, docs/media.md); this row only names it for the card.
-- Removable until the card is delivered (the routes check the stage); a card delivered keeps
-- its photos with the card.
CREATE TABLE job_card_photos (
  id bigserial PRIMARY KEY,
  job_card_id bigint NOT NULL REFERENCES job_cards (id) ON DELETE CASCADE,
  path text NOT NULL CHECK (path LIKE '/media/img/%'),
  added_at timestamptz NOT NULL,
  added_by text NOT NULL,
  -- The same picture twice on one card is one photo.
  UNIQUE (job_card_id, path)
);
CREATE INDEX job_card_photos_card ON job_card_photos (job_card_id, id);
