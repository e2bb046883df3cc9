-- On-road price (README "On-road price"): the rates the quote of src/contract/onroad-quote.ts
-- reads, kept as data staff change under Manage > On-road rates. Every row carries the time
-- of its last change, so a quote can say "Rates as of ..." for exactly what it used. The
-- key columns hold the registry keys of src/contract/onroad-registry.ts as they are.
-- The figures themselves are seeded by server/db/seed/seed-onroad.ts (sources in the README).

-- What the quote reads of a model: structured, never parsed from the display strings.
-- Petrol models have engine_cc; electric ones motor_kw (rated power) and battery_kwh.
ALTER TABLE models ADD COLUMN engine_cc numeric(7, 2) CHECK (engine_cc > 0);
ALTER TABLE models ADD COLUMN motor_kw numeric(6, 2) CHECK (motor_kw > 0);
ALTER TABLE models ADD COLUMN battery_kwh numeric(6, 3) CHECK (battery_kwh > 0);

-- Band schedules: road tax by ex-showroom price, third-party premium and own-damage rate by
-- engine capacity (petrol) or motor power (electric). A band applies up to and including
-- up_to; the last band of a list has none. Bands of one list are numbered from 0 upwards.
CREATE TABLE onroad_bands (
  schedule text NOT NULL CHECK (schedule IN ('roadTax', 'thirdParty', 'ownDamage')),
  powertrain text NOT NULL CHECK (powertrain IN ('ice', 'ev')),
  position smallint NOT NULL CHECK (position >= 0),
  up_to numeric(12, 2) CHECK (up_to > 0),
  value numeric(12, 3) NOT NULL CHECK (value >= 0),
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (schedule, powertrain, position)
);

-- Fixed amounts per vehicle, one for petrol and one for electric models.
CREATE TABLE onroad_charges (
  key text PRIMARY KEY CHECK (key IN ('registration', 'smartCard', 'hsrp', 'hypothecation')),
  ice_amount numeric(10, 2) NOT NULL CHECK (ice_amount >= 0),
  ev_amount numeric(10, 2) NOT NULL CHECK (ev_amount >= 0),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- The insurance line's percentages: the insured value is the ex-showroom price less the
-- new-vehicle depreciation; GST is added to the premiums (which are stated before tax).
CREATE TABLE onroad_settings (
  key text PRIMARY KEY CHECK (key IN ('idvDepreciationPercent', 'insuranceGstPercent')),
  value numeric(6, 3) NOT NULL CHECK (value >= 0 AND value <= 100),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- EV purchase subsidies (e.g. PM E-DRIVE): per kWh of battery, capped per vehicle and,
-- if the scheme says so, by a share of the price; in force from valid_from to valid_until.
CREATE TABLE onroad_subsidies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  per_kwh numeric(10, 2) NOT NULL CHECK (per_kwh >= 0),
  cap numeric(12, 2) NOT NULL CHECK (cap >= 0),
  cap_percent numeric(6, 3) CHECK (cap_percent >= 0 AND cap_percent <= 100),
  max_ex_showroom numeric(12, 2) CHECK (max_ex_showroom > 0),
  valid_from date NOT NULL,
  valid_until date CHECK (valid_until >= valid_from),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Optional lines a buyer may tick per model: accessory kit, extended warranty (spec 9:
-- 1, 2, 3 or 7 extra years) and AMC. Ids stay stable, so a quote stored with a lead can be
-- worked out again.
CREATE TABLE onroad_options (
  id serial PRIMARY KEY,
  model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('accessoryKit', 'extendedWarranty', 'amc')),
  label text NOT NULL,
  years smallint CHECK (years IN (1, 2, 3, 7)),
  price numeric(10, 2) NOT NULL CHECK (price > 0),
  sort integer NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'extendedWarranty') = (years IS NOT NULL))
);
CREATE INDEX onroad_options_model ON onroad_options (model_id, sort, id);

-- The rates travel in the offline manifest: any change moves its version (migration 001).
CREATE TRIGGER onroad_bands_version AFTER INSERT OR UPDATE OR DELETE ON onroad_bands FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER onroad_charges_version AFTER INSERT OR UPDATE OR DELETE ON onroad_charges FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER onroad_settings_version AFTER INSERT OR UPDATE OR DELETE ON onroad_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER onroad_subsidies_version AFTER INSERT OR UPDATE OR DELETE ON onroad_subsidies FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER onroad_options_version AFTER INSERT OR UPDATE OR DELETE ON onroad_options FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
