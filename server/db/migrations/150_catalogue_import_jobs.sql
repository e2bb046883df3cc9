-- A catalogue import runs in the background (docs/catalogue.md "Export and import"): the
-- upload is checked at once, then its photos are made model by model and everything is
-- stored in one transaction. This row is what the screen reads to show "n of N models",
-- and finds again after a reload. At most one import runs at a time.
CREATE TABLE IF NOT EXISTS catalogue_import_jobs (
  id bigserial PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('running', 'done', 'failed', 'interrupted')),
  total_models int NOT NULL CHECK (total_models >= 0),
  done_models int NOT NULL DEFAULT 0 CHECK (done_models >= 0 AND done_models <= total_models),
  -- The outcome in words; with 'failed', every problem found ([{ field, message }]).
  message text NOT NULL DEFAULT '',
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- With 'done': how many models and new files came in.
  models int,
  files int,
  started_by text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS catalogue_import_jobs_one_running ON catalogue_import_jobs ((true)) WHERE state = 'running';
