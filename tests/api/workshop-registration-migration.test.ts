/**
 * Migration 550 on a database written by the old rule: Delhi numbers stored as
 * "DL 3 SCK 7781" in job cards, vehicles, calls, delivery checklist values, reminder keys and
 * the customers' messages are read in the new form ("DL 3S CK 7781"), so that the number as
 * typed now finds them; a vehicle stored in both forms becomes one; other states, a plain
 * checklist text and other keys are left as they were.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalRegistration } from '#contract/delivery-checklist.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;
const at = new Date('2026-06-01T05:30:00Z');
const leadId = randomUUID();
let bookingId = 0;

async function card(registration: string): Promise<number> {
  const { rows } = await testDb.db.query<{ id: string }>(
    `INSERT INTO job_cards (showroom_id, registration, model, odometer_km, fuel_quarters, complaints, service_type, customer_name, mobile, stage, created_at, created_by, updated_at)
     VALUES (1, $1, 'Activa 6G', 1200, 2, 'First service', 'free', 'Ravi Kumar', '9811070001', 'waiting', $2, 'old', $2) RETURNING id`,
    [registration, at],
  );
  return Number(rows[0]!.id);
}

async function vehicle(registration: string, dates: { soldOn?: string; insurance?: string; next?: string }, cardId: number | null): Promise<void> {
  await testDb.db.query(
    `INSERT INTO service_vehicles (registration, last_job_card_id, next_service, next_service_on, next_service_km, sold_on, insurance_renews_on, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'old')`,
    [registration, cardId, dates.next ? 'free-2' : null, dates.next ?? null, dates.next ? 3000 : null, dates.soldOn ?? null, dates.insurance ?? null, at],
  );
}

async function message(eventKey: string, event: string, data: Record<string, unknown>): Promise<void> {
  await testDb.db.query(
    `INSERT INTO customer_messages (id, lead_id, event, event_key, channel, recipient, data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'sms', '9811070001', $5::text::jsonb, $6, $6)`,
    [randomUUID(), leadId, event, eventKey, JSON.stringify(data), at],
  );
}

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  await migrate(testDb.db, loadMigrations().filter((m) => m.version < 550));
  const db = testDb.db;
  const delhi = await card('DL 3 SCK 7781');
  await card('DL 8 CA 1234');
  await card('DL 3 C 1234');
  await card('HR 26 AB 4455');
  await card('22 BH 1234 AA');
  await vehicle('DL 3 SCK 7781', { soldOn: '2026-01-10', next: '2026-07-01' }, delhi);
  // Both forms of one number (never written by the old rule, but not to be lost if there).
  await vehicle('DL 8 CA 1234', { soldOn: '2025-12-01', next: '2026-08-01' }, null);
  await vehicle('DL 8C A 1234', { insurance: '2026-12-01' }, null);
  await vehicle('HR 26 AB 4455', { soldOn: '2026-02-02' }, null);
  await db.query(
    `INSERT INTO service_reminder_calls (registration, kind, due_on, showroom_id, result, called_by, called_at)
     VALUES ('DL 3 SCK 7781', 'service', '2026-07-01', 1, 'call-back', 'old', $1), ('HR 26 AB 4455', 'service', '2026-07-01', 1, 'booked', 'old', $1)`,
    [at],
  );
  const model = await db.query<{ id: number }>(
    `INSERT INTO models (type, name, bike_key, description, price, image, name_img, bike_icon, brochure, engine, power, transmission, specs)
     VALUES ('scooters', 'Activa 6G', 'activa6g', '', 80000, '', '', '', '', '', '', '', '{}') RETURNING id`,
  );
  const booking = await db.query<{ id: string }>(
    `INSERT INTO bookings (model_id, variant, colour, showroom_id, customer_name, mobile, created_at, created_by, updated_at)
     VALUES ($1, 'Standard', 'Black', 1, 'Ravi Kumar', '9811070001', $2, 'old', $2) RETURNING id`,
    [model.rows[0]!.id, at],
  );
  bookingId = Number(booking.rows[0]!.id);
  await db.query(
    `INSERT INTO delivery_checklist_values (booking_id, item_id, value, set_at, set_by)
     SELECT $1, id, CASE key WHEN 'registration' THEN 'DL 3 SCK 7781' ELSE 'DL 3 SCK 7781 policy' END, $2, 'old'
       FROM delivery_checklist_items WHERE key IN ('registration', 'insurance')`,
    [bookingId, at],
  );
  await db.query(
    `INSERT INTO scheduled_work_done (key, at) VALUES
       ('service-due:DL 3 SCK 7781:service:2026-07-01:10', $1), ('service-due:HR 26 AB 4455:service:2026-07-01:10', $1), ('digest:owner:2026-06-01', $1)`,
    [at],
  );
  await db.query(`INSERT INTO enquiries (id, kind, payload, body_hash, name, mobile) VALUES ($1, 'service', '{}', 'old', 'Ravi Kumar', '9811070001')`, [leadId]);
  await message('service-due:DL 3 SCK 7781:service:2026-07-01:10', 'service-due', { registration: 'DL 3 SCK 7781', kind: 'service', dueOn: '2026-07-01' });
  await message(`vehicle-registration:${bookingId}`, 'vehicle-registration', { registration: 'DL 3 SCK 7781', on: '2026-06-01' });
  await message('service-due:HR 26 AB 4455:service:2026-07-01:10', 'service-due', { registration: 'HR 26 AB 4455' });
  await migrate(db);
}, 300_000);
afterAll(async () => {
  await testDb?.drop();
});

const typed = (plate: string) => normalRegistration(plate)!;

describe('migration 550: Delhi numbers in the new written form', () => {
  it('rewrites the job cards, and the number as typed now finds them', async () => {
    const { rows } = await testDb.db.query<{ registration: string }>('SELECT registration FROM job_cards ORDER BY id');
    expect(rows.map((r) => r.registration)).toEqual(['DL 3S CK 7781', 'DL 8C A 1234', 'DL 3C 1234', 'HR 26 AB 4455', '22 BH 1234 AA']);
    const found = await testDb.db.query('SELECT id FROM job_cards WHERE registration = $1', [typed('dl3sck7781')]);
    expect(found.rows).toHaveLength(1);
  });

  it('rewrites the vehicles, one row for a number stored in both forms, keeping what each knew', async () => {
    const { rows } = await testDb.db.query<{ registration: string; sold_on: string | null; insurance: string | null; next_on: string | null; next_service: string | null }>(
      `SELECT registration, sold_on::text AS sold_on, insurance_renews_on::text AS insurance, next_service_on::text AS next_on, next_service
       FROM service_vehicles ORDER BY registration`,
    );
    expect(rows).toEqual([
      { registration: 'DL 3S CK 7781', sold_on: '2026-01-10', insurance: null, next_on: '2026-07-01', next_service: 'free-2' },
      { registration: 'DL 8C A 1234', sold_on: '2025-12-01', insurance: '2026-12-01', next_on: '2026-08-01', next_service: 'free-2' },
      { registration: 'HR 26 AB 4455', sold_on: '2026-02-02', insurance: null, next_on: null, next_service: null },
    ]);
  });

  it('rewrites the calls and the checklist\'s registration value, not a plain text that happens to look like one', async () => {
    const calls = await testDb.db.query<{ registration: string }>('SELECT registration FROM service_reminder_calls ORDER BY id');
    expect(calls.rows.map((r) => r.registration)).toEqual(['DL 3S CK 7781', 'HR 26 AB 4455']);
    const values = await testDb.db.query<{ key: string; value: string }>(
      `SELECT i.key, v.value FROM delivery_checklist_values v JOIN delivery_checklist_items i ON i.id = v.item_id WHERE v.booking_id = $1 ORDER BY i.key`,
      [bookingId],
    );
    expect(values.rows).toEqual([{ key: 'insurance', value: 'DL 3 SCK 7781 policy' }, { key: 'registration', value: 'DL 3S CK 7781' }]);
  });

  it('rewrites the reminders\' keys and the messages, so a reminder sent is not sent again', async () => {
    const keys = await testDb.db.query<{ key: string }>('SELECT key FROM scheduled_work_done ORDER BY key');
    expect(keys.rows.map((r) => r.key)).toEqual([
      'digest:owner:2026-06-01', 'service-due:DL 3S CK 7781:service:2026-07-01:10', 'service-due:HR 26 AB 4455:service:2026-07-01:10',
    ]);
    const messages = await testDb.db.query<{ event_key: string; registration: string }>(
      `SELECT event_key, data->>'registration' AS registration FROM customer_messages ORDER BY event_key`,
    );
    expect(messages.rows).toEqual([
      { event_key: 'service-due:DL 3S CK 7781:service:2026-07-01:10', registration: 'DL 3S CK 7781' },
      { event_key: 'service-due:HR 26 AB 4455:service:2026-07-01:10', registration: 'HR 26 AB 4455' },
      { event_key: `vehicle-registration:${bookingId}`, registration: 'DL 3S CK 7781' },
    ]);
  });

  it('leaves nothing of its own behind', async () => {
    const { rows } = await testDb.db.query("SELECT 1 FROM pg_proc WHERE proname = 'registration_550'");
    expect(rows).toHaveLength(0);
  });
});
