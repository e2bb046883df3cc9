-- Delhi registration numbers written as Delhi writes them (docs/workshop.md "Registration
-- numbers"): the category letter stays with the district, "DL 3S CK 7781", "DL 8C A 1234",
-- an old "DL 3C 1234". src/contract/delivery-checklist.ts normalRegistration wrote them as
-- "DL 3 SCK 7781", "DL 8 CA 1234", "DL 3 C 1234" before; every place that stored a number in
-- that form is rewritten here, so that a number typed now finds the visits, the vehicle, the
-- calls and the reminders of the number typed then. Other states and the Bharat series are
-- written as before and are left alone. Every new form still passes the registration CHECKs
-- of migrations 400 and 410 ("DL 3S CK 7781" is two to four characters, then one to three
-- groups of one to four).

-- The old written form of a Delhi number to the new; anything else as it is. Only for this
-- migration: dropped at its end.
CREATE FUNCTION registration_550(r text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN r ~ '^DL [0-9]{1,2} [A-Z]{2,3} [0-9]{1,4}$' THEN regexp_replace(r, '^DL ([0-9]{1,2}) ([A-Z])([A-Z]{1,2}) ([0-9]{1,4})$', 'DL \1\2 \3 \4')
    WHEN r ~ '^DL [0-9]{1,2} [A-Z] [0-9]{1,4}$' THEN regexp_replace(r, '^DL ([0-9]{1,2}) ([A-Z]) ([0-9]{1,4})$', 'DL \1\2 \3')
    ELSE r
  END
$$;

-- Job cards (the stage trigger lets a change that keeps the stage through).
UPDATE job_cards SET registration = registration_550(registration)
  WHERE registration LIKE 'DL %' AND registration_550(registration) <> registration;

-- Vehicles: the registration is the primary key. The old rule only ever wrote the old form,
-- but should both forms of one number be stored, the new row keeps what it knows and takes
-- from the old one what it lacks (the next service as a whole), then the old row goes.
UPDATE service_vehicles n SET
  last_job_card_id = CASE WHEN n.next_service IS NULL THEN coalesce(o.last_job_card_id, n.last_job_card_id) ELSE n.last_job_card_id END,
  next_service = coalesce(n.next_service, o.next_service),
  next_service_on = CASE WHEN n.next_service IS NULL THEN o.next_service_on ELSE n.next_service_on END,
  next_service_km = CASE WHEN n.next_service IS NULL THEN o.next_service_km ELSE n.next_service_km END,
  sold_on = coalesce(n.sold_on, o.sold_on),
  insurance_renews_on = coalesce(n.insurance_renews_on, o.insurance_renews_on),
  puc_renews_on = coalesce(n.puc_renews_on, o.puc_renews_on)
  FROM service_vehicles o
  WHERE o.registration LIKE 'DL %' AND o.registration <> n.registration AND registration_550(o.registration) = n.registration;
DELETE FROM service_vehicles o
  WHERE o.registration LIKE 'DL %' AND registration_550(o.registration) <> o.registration
    AND EXISTS (SELECT 1 FROM service_vehicles n WHERE n.registration = registration_550(o.registration));
UPDATE service_vehicles SET registration = registration_550(registration)
  WHERE registration LIKE 'DL %' AND registration_550(registration) <> registration;

-- The call list's calls.
UPDATE service_reminder_calls SET registration = registration_550(registration)
  WHERE registration LIKE 'DL %' AND registration_550(registration) <> registration;

-- The delivery checklist's values of a registration-format item.
UPDATE delivery_checklist_values v SET value = registration_550(v.value)
  FROM delivery_checklist_items i
  WHERE i.id = v.item_id AND i.format = 'registration' AND v.value LIKE 'DL %' AND registration_550(v.value) <> v.value;

-- A service reminder is taken once by its key "service-due:<registration>:<kind>:<due>:<days>"
-- (server/workshop/service-reminders.ts): the key in the new form, so a reminder already
-- sent is not sent again under the number's new spelling.
DELETE FROM scheduled_work_done o
  WHERE o.key LIKE 'service-due:DL %'
    AND registration_550(split_part(o.key, ':', 2)) <> split_part(o.key, ':', 2)
    AND EXISTS (SELECT 1 FROM scheduled_work_done n
      WHERE n.key = 'service-due:' || registration_550(split_part(o.key, ':', 2)) || substr(o.key, length('service-due:' || split_part(o.key, ':', 2)) + 1));
UPDATE scheduled_work_done
  SET key = 'service-due:' || registration_550(split_part(key, ':', 2)) || substr(key, length('service-due:' || split_part(key, ':', 2)) + 1)
  WHERE key LIKE 'service-due:DL %' AND registration_550(split_part(key, ':', 2)) <> split_part(key, ':', 2);

-- The messages to customers: a reminder's event key as above, and the number a reminder or a
-- booking's registration step names (the workshop's reminder report matches it to job cards).
UPDATE customer_messages
  SET event_key = 'service-due:' || registration_550(split_part(event_key, ':', 2)) || substr(event_key, length('service-due:' || split_part(event_key, ':', 2)) + 1)
  WHERE event_key LIKE 'service-due:DL %' AND registration_550(split_part(event_key, ':', 2)) <> split_part(event_key, ':', 2);
UPDATE customer_messages SET data = jsonb_set(data, '{registration}', to_jsonb(registration_550(data->>'registration')))
  WHERE data->>'registration' LIKE 'DL %' AND registration_550(data->>'registration') <> data->>'registration';

DROP FUNCTION registration_550(text);
