-- Service schedules and what falls due (docs/workshop.md "Service schedules", "Next due").
--
-- service_schedules: per catalogue model, the free services (each a window in km and in days
-- after sale, windows in order) and then a paid service every N km or M days, whichever comes
-- first. Managers and Owners edit them; src/contract/service-schedule.ts checks them.
--
-- service_vehicles: one row per registration number, as the counter writes it. The next
-- service due (by date and by km: whichever comes first) is worked out when a job card is
-- delivered, from the model's schedule and the visits so far; insurance and PUC renewal dates
-- are entered by staff. A later reminder run reads what falls due from server/workshop/due-query.ts.
CREATE TABLE service_schedules (
  model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
  -- [{fromKm, toKm, fromDays, toDays}, ...], the first free service first.
  free_services jsonb NOT NULL CHECK (jsonb_typeof(free_services) = 'array' AND jsonb_array_length(free_services) <= 6),
  paid_every_km integer NOT NULL CHECK (paid_every_km BETWEEN 1 AND 100000),
  paid_every_days integer NOT NULL CHECK (paid_every_days BETWEEN 1 AND 3650),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- The usual two-wheeler booklet: three free services, then paid ones every 4,000 km or six
-- months; an electric scooter has less to wear, so fewer visits.
INSERT INTO service_schedules (model_id, free_services, paid_every_km, paid_every_days, updated_at, updated_by)
SELECT id,
  CASE WHEN type = 'ev'
    THEN '[{"fromKm":1000,"toKm":1500,"fromDays":60,"toDays":90},{"fromKm":5000,"toKm":5500,"fromDays":330,"toDays":365}]'::jsonb
    ELSE '[{"fromKm":500,"toKm":750,"fromDays":30,"toDays":45},{"fromKm":3000,"toKm":3500,"fromDays":150,"toDays":180},{"fromKm":6000,"toKm":6500,"fromDays":300,"toDays":330}]'::jsonb
  END,
  CASE WHEN type = 'ev' THEN 5000 ELSE 4000 END,
  CASE WHEN type = 'ev' THEN 365 ELSE 180 END,
  now(), 'setup'
FROM models;

CREATE TABLE service_vehicles (
  registration text PRIMARY KEY CHECK (registration ~ '^[A-Z0-9]{2,4}( [A-Z0-9]{1,4}){1,3}$'),
  -- The job card whose delivery worked the next service out.
  last_job_card_id bigint REFERENCES job_cards (id),
  -- 'free-1', 'free-2', ... or 'paid'.
  next_service text CHECK (next_service ~ '^(free-[1-6]|paid)$'),
  next_service_on date,
  next_service_km integer CHECK (next_service_km BETWEEN 0 AND 3000000),
  -- The day of sale when staff know it and the dealer's own delivery records do not.
  sold_on date,
  insurance_renews_on date,
  puc_renews_on date,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL,
  CONSTRAINT service_vehicles_next_whole CHECK ((next_service IS NULL) = (next_service_on IS NULL))
);
CREATE INDEX service_vehicles_service_due ON service_vehicles (next_service_on);
CREATE INDEX service_vehicles_insurance_due ON service_vehicles (insurance_renews_on);
CREATE INDEX service_vehicles_puc_due ON service_vehicles (puc_renews_on);
-- A vehicle's visits, newest first: service history, the last odometer reading, the next due.
CREATE INDEX job_cards_registration ON job_cards (registration, created_at);
