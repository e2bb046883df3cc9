/**
 * The seeded models' service schedules (docs/workshop.md "Service schedules"): the usual
 * booklet for petrol models, the electric one for EVs (src/contract/service-schedule.ts).
 * Migration 410 gave the models of a database seeded before it the same.
 */
import { defaultEvSchedule, defaultSchedule } from '#contract/service-schedule.ts';
import type { Queryable } from '../connect.ts';

export async function seedServiceSchedules(tx: Queryable): Promise<void> {
  for (const [condition, schedule] of [["type = 'ev'", defaultEvSchedule], ["type <> 'ev'", defaultSchedule]] as const) {
    await tx.query(
      `INSERT INTO service_schedules (model_id, free_services, paid_every_km, paid_every_days, updated_at, updated_by)
       SELECT id, $1::jsonb, $2, $3, now(), 'setup' FROM models WHERE ${condition} ON CONFLICT (model_id) DO NOTHING`,
      [JSON.stringify(schedule.freeServices), schedule.paidEveryKm, schedule.paidEveryDays],
    );
  }
}
