/**
 * Service schedules per model (docs/workshop.md "Service schedules"): every catalogue model
 * with its schedule (the usual booklet shown for one the dealer has not set), and a model's
 * schedule saved whole, checked by the shared schema (windows ordered, whole positive km and
 * days; a 400 names the field).
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { defaultEvSchedule, defaultSchedule, scheduleMessages, serviceSchedulePaths, serviceScheduleSchema, type ServiceSchedule, type ServiceScheduleRow } from '#contract/service-schedule.ts';
import type { ResolvedDeps } from '../deps.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { adminState } from '../auth/require-session.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { validBody } from '../http/validate.ts';

interface Row {
  model_id: number;
  model: string;
  type: string;
  free_services: ServiceSchedule['freeServices'] | string | null;
  paid_every_km: number | null;
  paid_every_days: number | null;
  updated_at: Date | string | null;
}

function rowOf(r: Row): ServiceScheduleRow {
  const fallback = r.type === 'ev' ? defaultEvSchedule : defaultSchedule;
  const free = r.free_services === null ? fallback.freeServices
    : typeof r.free_services === 'string' ? JSON.parse(r.free_services) as ServiceSchedule['freeServices'] : r.free_services;
  return {
    modelId: Number(r.model_id), model: r.model, freeServices: free,
    paidEveryKm: r.paid_every_km === null ? fallback.paidEveryKm : Number(r.paid_every_km),
    paidEveryDays: r.paid_every_days === null ? fallback.paidEveryDays : Number(r.paid_every_days),
    updatedAt: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
  };
}

const columns = `m.id AS model_id, m.name AS model, m.type, s.free_services, s.paid_every_km, s.paid_every_days, s.updated_at
  FROM models m LEFT JOIN service_schedules s ON s.model_id = m.id`;

export function addScheduleRoutes(router: Router, deps: ResolvedDeps, guard: Middleware, may: Middleware): void {
  const body = bodyReader(deps.config);

  router.get(serviceSchedulePaths.schedules, guard, may, async (ctx) => {
    const { rows } = await deps.db.query<Row>(`SELECT ${columns} ORDER BY lower(m.name), m.id`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(rowOf) };
  });

  // A model's schedule is the dealer's rule for every showroom, like the price lists: Service
  // reads it on a card, Managers and Owners change it.
  router.put(routePattern(serviceSchedulePaths.schedule, 'modelId'), guard, requirePermission('workshopPrices'), async (ctx) => {
    const raw = String(ctx.params.modelId ?? '');
    if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, scheduleMessages.noModel);
    const schedule = validBody(serviceScheduleSchema, await body.json(ctx));
    const { rowCount } = await deps.db.query(
      `INSERT INTO service_schedules (model_id, free_services, paid_every_km, paid_every_days, updated_at, updated_by)
       SELECT id, $2::jsonb, $3, $4, $5, $6 FROM models WHERE id = $1
       ON CONFLICT (model_id) DO UPDATE SET free_services = $2::jsonb, paid_every_km = $3, paid_every_days = $4, updated_at = $5, updated_by = $6`,
      [Number(raw), JSON.stringify(schedule.freeServices), schedule.paidEveryKm, schedule.paidEveryDays, deps.now(), adminState(ctx).userId],
    );
    if (!rowCount) throw new HttpError(404, scheduleMessages.noModel);
    const { rows } = await deps.db.query<Row>(`SELECT ${columns} WHERE m.id = $1`, [Number(raw)]);
    ctx.body = rowOf(rows[0]!);
  });
}
