/**
 * Vehicles by registration number (migration 410): the model's service schedule, the visits
 * so far, the day of sale, and the next service due worked out when a job card is delivered
 * (src/contract/service-due.ts). Read by the service history and the "what falls due" query.
 */
import { modelMatchKey } from '#contract/appointment-slots.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { nextServiceDue, type Visit } from '#contract/service-due.ts';
import { defaultEvSchedule, defaultSchedule, type ServiceSchedule } from '#contract/service-schedule.ts';
import type { Queryable } from '../db/connect.ts';
import type { JobCardRow } from './job-card-repository.ts';

interface ScheduleRow {
  name: string;
  type: string;
  free_services: ServiceSchedule['freeServices'] | string | null;
  paid_every_km: number | null;
  paid_every_days: number | null;
}

/**
 * The schedule of the catalogue model a job card names (matched without case, spaces or
 * punctuation, as appointments match it); the usual booklet when the dealer set none or the
 * catalogue does not have the model.
 */
export async function scheduleOfModel(db: Queryable, model: string): Promise<ServiceSchedule> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT m.name, m.type, s.free_services, s.paid_every_km, s.paid_every_days
       FROM models m LEFT JOIN service_schedules s ON s.model_id = m.id ORDER BY m.status DESC, m.id`,
  );
  const key = modelMatchKey(model);
  const found = rows.find((r) => modelMatchKey(r.name) === key);
  if (!found) return defaultSchedule;
  if (found.free_services === null) return found.type === 'ev' ? defaultEvSchedule : defaultSchedule;
  const free = typeof found.free_services === 'string' ? JSON.parse(found.free_services) as ServiceSchedule['freeServices'] : found.free_services;
  return { freeServices: free, paidEveryKm: Number(found.paid_every_km), paidEveryDays: Number(found.paid_every_days) };
}

/** The day of sale: as staff entered it, else the day the dealer delivered the vehicle carrying this number. */
export async function soldOnOf(db: Queryable, registration: string): Promise<string | null> {
  const { rows } = await db.query<{ sold_on: string | null }>(
    `SELECT coalesce(
       (SELECT sold_on::text FROM service_vehicles WHERE registration = $1),
       (SELECT max(v.delivered_on)::text FROM delivery_checklist_values cv
          JOIN delivery_checklist_items i ON i.id = cv.item_id AND i.format = 'registration'
          JOIN bookings b ON b.id = cv.booking_id JOIN vehicles v ON v.id = b.vehicle_id
         WHERE cv.value = $1)) AS sold_on`,
    [registration],
  );
  return rows[0]?.sold_on ?? null;
}

/** The vehicle's delivered visits, oldest first. */
export async function deliveredVisits(db: Queryable, registration: string): Promise<Visit[]> {
  const { rows } = await db.query<{ created_at: Date | string; odometer_km: number; service_type: Visit['serviceType'] }>(
    "SELECT created_at, odometer_km, service_type FROM job_cards WHERE registration = $1 AND stage = 'delivered' ORDER BY created_at, id",
    [registration],
  );
  return rows.map((r) => ({ on: istDateOf(new Date(r.created_at)), odometerKm: Number(r.odometer_km), serviceType: r.service_type }));
}

/**
 * Works out and keeps the vehicle's next service, in the delivering transaction: the card
 * just delivered is among the visits, so the next due counts from it.
 */
export async function recordNextDue(tx: Queryable, card: JobCardRow, at: Date, by: string): Promise<void> {
  const next = nextServiceDue(await scheduleOfModel(tx, card.model), await deliveredVisits(tx, card.registration), await soldOnOf(tx, card.registration));
  await tx.query(
    `INSERT INTO service_vehicles (registration, last_job_card_id, next_service, next_service_on, next_service_km, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (registration) DO UPDATE SET last_job_card_id = $2, next_service = $3, next_service_on = $4, next_service_km = $5, updated_at = $6, updated_by = $7`,
    [card.registration, card.id, next?.service ?? null, next?.dueOn ?? null, next?.dueKm ?? null, at, by],
  );
}

/** The highest odometer reading of the vehicle's earlier visits, with that visit's day. */
export async function lastReading(db: Queryable, registration: string): Promise<{ km: number; at: Date | string } | null> {
  const { rows } = await db.query<{ odometer_km: number; created_at: Date | string }>(
    'SELECT odometer_km, created_at FROM job_cards WHERE registration = $1 ORDER BY odometer_km DESC, created_at DESC LIMIT 1', [registration],
  );
  return rows[0] ? { km: Number(rows[0].odometer_km), at: rows[0].created_at } : null;
}
