-- The catalogue studio (docs/catalogue.md): staff make and change models as drafts that
-- no public read sees, and publish them. A draft is one document per model; publishing
-- copies it into the live tables in one transaction (whose triggers move the offline
-- manifest) and records who published what.

-- What the studio adds to a live model: the brand, more photos than the main one, the
-- specification rows in the order staff wrote them, and when it was last published.
ALTER TABLE models ADD COLUMN brand text NOT NULL DEFAULT '';
ALTER TABLE models ADD COLUMN photos jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE models ADD COLUMN published_at timestamptz;
-- A colour's swatch (#rrggbb) beside its photo.
ALTER TABLE colours ADD COLUMN swatch text NOT NULL DEFAULT '';

-- A model's unpublished draft. model_id is the model's id: a model that was never
-- published reserves its id from the models sequence, so the studio and the live
-- catalogue share one id. No row: the live model is the whole truth.
CREATE TABLE catalogue_drafts (
  model_id integer PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('bikes', 'scooters', 'ev')),
  name text NOT NULL,
  -- The name without spaces, lower case: no two models may share it (spec 2.3's key).
  name_key text NOT NULL,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
CREATE UNIQUE INDEX catalogue_drafts_name_key ON catalogue_drafts (name_key);

-- Every publish, hide and unhide: who, when, and what changed in plain words.
CREATE TABLE catalogue_publishes (
  id serial PRIMARY KEY,
  model_id integer NOT NULL,
  model_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'hide', 'unhide')),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  by_user text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_publishes_model ON catalogue_publishes (model_id, at DESC, id DESC);
