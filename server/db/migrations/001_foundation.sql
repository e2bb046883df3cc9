-- Foundation schema: catalogue, media files, dealers, admins and the one enquiries table.
-- pg_trgm lives in public so that per-run test databases and schemas all see it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every generated or uploaded binary (images, brochures, resumes) lives here; the
-- server names them (path), never the client.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  path text NOT NULL UNIQUE,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  -- 'media': public, immutable catalogue and site images; 'resume': admin-only.
  visibility text NOT NULL DEFAULT 'media' CHECK (visibility IN ('media', 'resume')),
  original_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE models (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('bikes', 'scooters', 'ev')),
  name text NOT NULL,
  -- spec 2.3: the name with spaces removed, matched without regard to case.
  bike_key text NOT NULL,
  description text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  image text NOT NULL,
  name_img text NOT NULL,
  bike_icon text NOT NULL,
  brochure text NOT NULL,
  engine text NOT NULL,
  power text NOT NULL,
  transmission text NOT NULL,
  -- {bodyDimensions, engineDetails, transmissionDetails, tyreDetails, frame, Electrical}
  specs jsonb NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX models_bike_key ON models (lower(bike_key));

CREATE TABLE variants (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX variants_model ON variants (model_id, sort);

CREATE TABLE colours (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  name text NOT NULL,
  image text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX colours_model ON colours (model_id, sort);

CREATE TABLE features (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  heading text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX features_model ON features (model_id, sort);

CREATE TABLE accessories (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  heading text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  part_no text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX accessories_model ON accessories (model_id, sort);

-- The 360 view: frame idx 0..35 of a model.
CREATE TABLE frames (
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  path text NOT NULL,
  PRIMARY KEY (model_id, idx)
);

CREATE TABLE slider_images (
  id serial PRIMARY KEY,
  filepath text NOT NULL
);

CREATE TABLE gallery_images (
  id serial PRIMARY KEY,
  image_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE offers (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  image text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dealers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  sales_no text NOT NULL,
  service_no text NOT NULL,
  open_time text NOT NULL,
  email text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

-- The offline-manifest version: bumped by any change to what a device caches.
CREATE TABLE catalogue_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalogue_state (id, version) VALUES (1, 1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER models_version AFTER INSERT OR UPDATE OR DELETE ON models FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER variants_version AFTER INSERT OR UPDATE OR DELETE ON variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER colours_version AFTER INSERT OR UPDATE OR DELETE ON colours FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER features_version AFTER INSERT OR UPDATE OR DELETE ON features FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER accessories_version AFTER INSERT OR UPDATE OR DELETE ON accessories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER frames_version AFTER INSERT OR UPDATE OR DELETE ON frames FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER slider_version AFTER INSERT OR UPDATE OR DELETE ON slider_images FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER gallery_version AFTER INSERT OR UPDATE OR DELETE ON gallery_images FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER offers_version AFTER INSERT OR UPDATE OR DELETE ON offers FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER dealers_version AFTER INSERT OR UPDATE OR DELETE ON dealers FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

CREATE TABLE admins (
  user_id text PRIMARY KEY,
  -- scrypt$N$r$p$salt$hash (base64); never the password.
  password_hash text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  mobile_no text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  expire_date date
);

-- Every public submission. id is the client's Idempotency-Key.
CREATE TABLE enquiries (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL,
  -- sha256 of kind + canonical payload (+ file digest): a replay with another body is a 422.
  body_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  model text NOT NULL DEFAULT '',
  reg_no text NOT NULL DEFAULT '',
  file_id uuid REFERENCES files (id),
  -- What report search matches (case-insensitive, any fragment; trigram index below).
  search_text text GENERATED ALWAYS AS (lower(name || ' ' || mobile || ' ' || email || ' ' || model || ' ' || reg_no)) STORED
);
-- Paging newest first within a kind, and date ranges.
CREATE INDEX enquiries_kind_created ON enquiries (kind, created_at DESC, id DESC);
CREATE INDEX enquiries_search ON enquiries USING gin (search_text gin_trgm_ops);

-- Per kind, per Asia/Kolkata day counts, kept by trigger: totals and the dashboard
-- stay O(days) however many rows a kind holds.
CREATE TABLE enquiry_daily_counts (
  kind text NOT NULL,
  day date NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (kind, day)
);

CREATE FUNCTION count_enquiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enquiry_daily_counts (kind, day, n)
  VALUES (NEW.kind, (NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, 1)
  ON CONFLICT (kind, day) DO UPDATE SET n = enquiry_daily_counts.n + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER enquiries_count AFTER INSERT ON enquiries FOR EACH ROW EXECUTE FUNCTION count_enquiry();
