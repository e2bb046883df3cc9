/**
 * Staff routes of appointments, behind the session and the `appointments` permission
 * (src/contract/staff-roles.ts; the schedule's places and hours need `site`, as the role
 * table says):
 * - GET  /api/admin/appointments?showroom=&date=       the day view's rows;
 * - GET  /api/admin/appointments/{id}                  one booking and its changes (the lead's timeline);
 * - POST /api/admin/appointments/{id}/changes          a status or a new time, capacity checked;
 * - POST /api/admin/appointments/walk-in               someone who came in without booking;
 * - GET  /api/admin/appointment-schedules              every showroom's schedule;
 * - PUT  /api/admin/appointment-schedules/{showroomId} one, with the version it edited.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import type { ResolvedDeps } from '../deps.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import {
  appointmentChangeSchema, appointmentPaths, type AppointmentHistory, type SlotRefusalAnswer,
} from '#contract/appointment-api.ts';
import { scheduleSettingsSchema } from '#contract/appointment-schedule.ts';
import { appointmentPurposes, slotPlaces, slotProblemMessage } from '#contract/appointment-slots.ts';
import { tooEarlyMessage } from '#contract/appointment-day-states.ts';
import { isIsoDate, requiredMobile, requiredText } from '#contract/fields.ts';
import { showroomIdOf } from '#contract/site.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { inScope, leadScopeOf } from '../auth/staff-scope.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { isUuid } from '../http/uuid.ts';
import { validBody } from '../http/validate.ts';
import { recordWalkIn } from './record-walk-in.ts';
import { reflagSlots, appointmentById, recordOf, changesOf } from './appointment-repository.ts';
import { nearestOpen } from './availability.ts';
import { changeAppointment } from './change-appointment.ts';
import { bookingChangeMessage } from '../notifications/booking-change-message.ts';
import { appointmentDay } from './day-repository.ts';
import { allSchedules, saveSchedule } from './schedule-repository.ts';
import { knownShowrooms } from '../site/showroom-list.ts';

const appointmentMessages = {
  notFound: 'No such booking',
  badShowroom: 'Please choose one of our showrooms',
  staleSchedule: 'Someone saved this schedule meanwhile. Reload it and make your change again.',
  otherShowroom: 'You can see only the appointments of your own showrooms',
  unknownShowroom: 'There is no such showroom: choose one from Manage > Site',
} as const;

/** Refuses a showroom that is not stored (a closed one is kept: its history and schedule stay with staff). */
async function refuseUnknownShowroom(db: ResolvedDeps['db'], showroomId: number, status: 400 | 404 = 400): Promise<void> {
  const known = await knownShowrooms(db);
  if (!known.open.includes(showroomId) && !known.closed.includes(showroomId)) throw new HttpError(status, appointmentMessages.unknownShowroom);
}

const dayQuerySchema = z.object({
  showroom: z.string().refine((v) => showroomIdOf(v) !== null, appointmentMessages.badShowroom),
  date: z.string().refine(isIsoDate, 'Please choose a date'),
});

export const scheduleBodySchema = z.object({ version: z.number().int().min(1), settings: scheduleSettingsSchema });

export const walkInSchema = z.object({
  showroomId: z.number().int().refine((v) => showroomIdOf(v) !== null, appointmentMessages.badShowroom),
  purpose: z.enum(appointmentPurposes),
  name: requiredText('Please enter the name'),
  mobile: requiredMobile('Please enter the mobile number'),
  model: z.string().trim().max(80).optional().default(''),
});

export function appointmentAdminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const body = bodyReader(deps.config);
  const may = requirePermission('appointments');

  /** Staff work the appointments of their own showrooms, by the leads' rule (server/auth/staff-scope.ts, docs/roles.md). */
  function checkShowroom(ctx: Parameters<typeof adminState>[0], showroomId: number | null): void {
    if (!inScope(leadScopeOf(adminState(ctx)), showroomId)) throw new HttpError(403, appointmentMessages.otherShowroom);
  }

  router.get(appointmentPaths.day, guard, may, async (ctx) => {
    const query = validBody(dayQuerySchema, ctx.query);
    const showroomId = showroomIdOf(query.showroom) ?? 0;
    checkShowroom(ctx, showroomId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await appointmentDay(deps.db, showroomId, query.date);
  });

  router.get(routePattern(appointmentPaths.booking, 'id'), guard, may, async (ctx) => {
    const id = (ctx.params.id ?? '').toLowerCase();
    if (!isUuid(id)) throw new HttpError(404, appointmentMessages.notFound);
    const row = await appointmentById(deps.db, id);
    if (!row) throw new HttpError(404, appointmentMessages.notFound);
    checkShowroom(ctx, row.showroom_id === null ? null : Number(row.showroom_id));
    ctx.set('Cache-Control', 'no-store');
    const history: AppointmentHistory = { appointment: recordOf(row), changes: await changesOf(deps.db, id) };
    ctx.body = history;
  });

  router.post(routePattern(appointmentPaths.changes, 'id'), guard, may, async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!isUuid(id)) throw new HttpError(404, appointmentMessages.notFound);
    const change = validBody(appointmentChangeSchema, await body.json(ctx));
    const key = ctx.get(idempotencyHeader).trim();
    if (key && !isUuid(key)) throw new HttpError(400, `${idempotencyHeader} must be a UUID`);
    const existing = await appointmentById(deps.db, id.toLowerCase());
    if (!existing) throw new HttpError(404, appointmentMessages.notFound);
    checkShowroom(ctx, existing.showroom_id === null ? null : Number(existing.showroom_id));
    const now = deps.now();
    const onChanged = bookingChangeMessage(deps.notifier, id.toLowerCase(), now);
    const outcome = await changeAppointment(deps.db, id.toLowerCase(), change, {
      ...(key ? { changeId: key.toLowerCase() } : {}), by: adminState(ctx).userId, now,
      ...(onChanged ? { onChanged } : {}),
    });
    if (outcome.kind === 'not-found') throw new HttpError(404, appointmentMessages.notFound);
    if (outcome.kind === 'refused') {
      const request = { showroomId: Number(outcome.row.showroom_id), purpose: outcome.row.purpose, model: outcome.row.model, date: outcome.date, time: outcome.time };
      const answer: Omit<SlotRefusalAnswer, 'message'> = { problem: outcome.problem, alternatives: await nearestOpen(deps.db, request, now) };
      throw new HttpError(409, slotProblemMessage(outcome.problem, outcome.date), { fields: { ...answer } });
    }
    if (outcome.kind === 'too-early') throw new HttpError(409, tooEarlyMessage(outcome.status, outcome.date));
    ctx.status = 201;
    ctx.body = outcome.record;
  });

  router.post(appointmentPaths.walkIn, guard, may, async (ctx) => {
    const walkIn = validBody(walkInSchema, await body.json(ctx));
    await refuseUnknownShowroom(deps.db, walkIn.showroomId);
    checkShowroom(ctx, walkIn.showroomId);
    const key = ctx.get(idempotencyHeader).trim();
    if (key && !isUuid(key)) throw new HttpError(400, `${idempotencyHeader} must be a UUID`);
    const id = key ? key.toLowerCase() : randomUUID();
    const at = deps.now();
    await retryTransaction(deps.db, (tx) => recordWalkIn(tx, { id, ...walkIn }, {
      at, by: adminState(ctx).userId, slaHours: deps.config.leadSlaHours, notifier: deps.notifier,
    }));
    const row = await appointmentById(deps.db, id);
    if (!row) throw new HttpError(409, 'This walk-in was recorded as something else');
    ctx.status = 201;
    ctx.body = recordOf(row);
  });

  router.get(appointmentPaths.schedules, guard, may, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await allSchedules(deps.db) };
  });

  router.put(routePattern(appointmentPaths.schedule, 'showroomId'), guard, requirePermission('site'), async (ctx) => {
    const showroomId = showroomIdOf(ctx.params.showroomId);
    if (showroomId === null) throw new HttpError(404, appointmentMessages.badShowroom);
    await refuseUnknownShowroom(deps.db, showroomId, 404);
    const { version, settings } = validBody(scheduleBodySchema, await body.json(ctx));
    const now = deps.now();
    const result = await retryTransaction(deps.db, async (tx) => {
      const saved = await saveSchedule(tx, showroomId, settings, version, adminState(ctx).userId, now);
      if (saved === null) return null;
      // Lowered places never cancel a booking: those beyond the new places are flagged for staff.
      let flagged = 0;
      for (const purpose of appointmentPurposes) flagged += await reflagSlots(tx, showroomId, purpose, slotPlaces(settings, purpose).total, now);
      return { version: saved, flagged };
    });
    if (!result) throw new HttpError(409, appointmentMessages.staleSchedule);
    ctx.body = { version: result.version, flagged: result.flagged };
  });

  return router;
}
