/**
 * Staff routes of the workshop (docs/workshop.md), behind the session and the `workshop`
 * permission (src/contract/staff-roles.ts). Everyone works the showrooms of their scope
 * (server/auth/staff-scope.ts); a job card elsewhere is refused as not theirs. The rules
 * that must hold under two processes (stage order, Delivered with every line decided, a
 * decision made once, a bill of approved lines) are the database's (migration 400); the
 * checks here only word the usual refusals before it.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  decisionSchema, isFromAppointment, jobCardFromAppointmentSchema, jobStages, labourLineBodySchema, namesAppointment, namesLabourCode, partLineBodySchema, walkInJobCardSchema, nextStage, stageChangeSchema, workshopMessages, workshopPaths,
  type BoardCard, type EstimateLineBody, type JobCardBody,
} from '#contract/workshop.ts';
import { istDateOf } from '#contract/ist-date.ts';
import { labourMessages } from '#contract/workshop-labour.ts';
import { historyMessages } from '#contract/service-history.ts';
import type { ResolvedDeps } from '../deps.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { inScope, showroomScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { validBody } from '../http/validate.ts';
import { readShowrooms } from '../site/showroom-list.ts';
import { appointmentById } from '../appointments/appointment-repository.ts';
import { recordWalkIn } from '../appointments/record-walk-in.ts';
import { billAnswer, jobCardAnswer } from './job-card-answers.ts';
import { deliverAndBill } from './billing.ts';
import { addBillsRoutes } from './bills-routes.ts';
import { addTechnicianRoutes, checkTechnician } from './technician-routes.ts';
import { cardMovedWith, jobCardById, jobCardColumns, jobCardRecordOf, recordStage, type JobCardRow } from './job-card-repository.ts';
import { stageMoveKeyOf } from './stage-move-key.ts';
import { refusal, withWorkshopRules } from './db-refusals.ts';
import { addLabourRoutes } from './labour-routes.ts';
import { addPartsRoutes } from './parts-routes.ts';
import { decideLine } from './line-decisions.ts';
import { announceNewLine, announceReady } from './job-card-messages.ts';
import { lastReading } from './service-vehicles.ts';
import { addHistoryRoutes } from './history-routes.ts';
import { addScheduleRoutes } from './schedule-routes.ts';
import { addReminderRoutes } from './reminder-routes.ts';
import { addIntakePhotoRoutes } from './intake-photos.ts';

const boardLimit = 2_000;
const idOf = (raw: string | undefined, message: string): number => {
  if (!/^\d{1,15}$/.test(raw ?? '')) throw new HttpError(404, message);
  return Number(raw);
};
const boardQuery = z.object({
  showroom: z.string().regex(/^\d{1,4}$/, 'Please choose one of our showrooms').optional(),
  stage: z.enum(jobStages, { error: 'Please choose a stage' }).optional(),
});

interface NewJobCard {
  appointmentId: string | null;
  showroomId: number;
  customerName: string;
  mobile: string;
  model: string;
}

export function workshopAdminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const may = requirePermission('workshop');
  const body = bodyReader(deps.config);
  const scopeOf = (ctx: Context) => showroomScopeOf(adminState(ctx));
  const checkShowroom = (ctx: Context, showroomId: number, field?: string) => {
    if (inScope(scopeOf(ctx), showroomId)) return;
    throw field ? refusal(403, field, workshopMessages.otherShowroom) : new HttpError(403, workshopMessages.otherShowroom);
  };
  /** The card, seen by this person: 404 when there is none, 403 when it is another showroom's. */
  const cardFor = async (ctx: Context, db: Queryable, forUpdate = false): Promise<JobCardRow> => {
    const row = await jobCardById(db, idOf(ctx.params.id, workshopMessages.noJobCard), forUpdate);
    if (!row) throw new HttpError(404, workshopMessages.noJobCard);
    checkShowroom(ctx, row.showroom_id);
    return row;
  };

  /** Who the card is for, from the arrived appointment or as the walk-in was typed. */
  const customerOf = async (ctx: Context, card: JobCardBody): Promise<NewJobCard> => {
    if (!isFromAppointment(card)) {
      if (!(await readShowrooms(deps.db)).some((s) => s.id === card.showroomId)) throw refusal(400, 'showroomId', workshopMessages.unknownShowroom);
      checkShowroom(ctx, card.showroomId, 'showroomId');
      return { appointmentId: null, showroomId: card.showroomId, customerName: card.customerName, mobile: card.mobile, model: card.model };
    }
    const appointment = await appointmentById(deps.db, card.appointmentId);
    if (!appointment) throw refusal(404, 'appointmentId', workshopMessages.noAppointment);
    if (appointment.showroom_id === null) throw refusal(409, 'appointmentId', workshopMessages.notArrived);
    checkShowroom(ctx, appointment.showroom_id, 'appointmentId');
    if (appointment.purpose !== 'service') throw refusal(409, 'appointmentId', workshopMessages.notService);
    if (appointment.status !== 'arrived') throw refusal(409, 'appointmentId', workshopMessages.notArrived);
    const model = card.model || appointment.model;
    if (!model) throw refusal(400, 'model', 'Please enter the model');
    if (!/^[6-9]\d{9}$/.test(appointment.mobile)) throw refusal(409, 'appointmentId', 'This appointment has no mobile number to reach the customer on: open a walk-in job card');
    return { appointmentId: appointment.id, showroomId: appointment.showroom_id, customerName: appointment.name || 'Customer', mobile: appointment.mobile, model };
  };

  /**
   * A walk-in who ticked the updates consent is recorded as the front desk records a service
   * walk-in, its consent on that lead (as a booking's), and the card opened from it; so the
   * approval-needed and ready messages follow that consent. Without the tick: nothing (null).
   */
  const consentingWalkIn = async (tx: Queryable, card: JobCardBody, customer: NewJobCard, at: Date, by: string): Promise<string | null> => {
    if (isFromAppointment(card) || !card.updatesConsent) return null;
    const id = randomUUID();
    await recordWalkIn(tx, {
      id, showroomId: customer.showroomId, purpose: 'service', name: customer.customerName, mobile: customer.mobile, model: customer.model,
      updatesConsent: card.updatesConsent,
    }, { at, by, slaHours: deps.config.leadSlaHours, notifier: deps.notifier });
    return id;
  };

  router.get(workshopPaths.jobCards, guard, may, async (ctx) => {
    const query = validBody(boardQuery, ctx.query);
    const params: unknown[] = [];
    const where = [scopeCondition(scopeOf(ctx), 'showroom_id', params)];
    if (query.showroom) where.push(`showroom_id = $${params.push(Number(query.showroom))}`);
    // The board leaves delivered cards out unless asked: they are done.
    where.push(query.stage ? `stage = $${params.push(query.stage)}` : `stage <> 'delivered'`);
    const { rows } = await deps.db.query<JobCardRow>(
      `SELECT ${jobCardColumns} FROM job_cards WHERE ${where.join(' AND ')} ORDER BY created_at, id LIMIT ${boardLimit}`, params,
    );
    // The board says how many lines wait for the customer on each card: the counter chases those.
    const pending = new Map<string, number>();
    if (rows.length > 0) {
      const counted = await deps.db.query<{ job_card_id: string; n: string }>(
        "SELECT job_card_id, count(*) AS n FROM estimate_lines WHERE approval = 'pending' AND job_card_id = ANY($1::bigint[]) GROUP BY job_card_id",
        [rows.map((r) => r.id)],
      );
      for (const c of counted.rows) pending.set(String(c.job_card_id), Number(c.n));
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map((r): BoardCard => ({ ...jobCardRecordOf(r), pendingLines: pending.get(String(r.id)) ?? 0 })) };
  });

  router.post(workshopPaths.jobCards, guard, may, async (ctx) => {
    const raw = await body.json(ctx);
    const card: JobCardBody = namesAppointment(raw) ? validBody(jobCardFromAppointmentSchema, raw) : validBody(walkInJobCardSchema, raw);
    const customer = await customerOf(ctx, card);
    await checkTechnician(deps.db, card.technicianId, customer.showroomId);
    // An odometer never runs back: a reading below the vehicle's last visit is a typing slip.
    const last = await lastReading(deps.db, card.registration);
    if (last && card.odometerKm < last.km) throw refusal(400, 'odometerKm', historyMessages.odometerBelow(last.km, istDateOf(new Date(last.at))));
    const by = adminState(ctx).userId;
    const at = deps.now();
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const appointmentId = customer.appointmentId ?? await consentingWalkIn(tx, card, customer, at, by);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO job_cards (appointment_id, showroom_id, registration, model, odometer_km, fuel_quarters, complaints, service_type, technician_id,
           customer_name, mobile, supply, created_at, created_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13) RETURNING id`,
        [appointmentId, customer.showroomId, card.registration, customer.model, card.odometerKm, card.fuel, card.complaints, card.serviceType,
          card.technicianId ?? null, customer.customerName, customer.mobile, card.supply, at, by],
      );
      const added = Number(rows[0]!.id);
      await recordStage(tx, { jobCardId: added, from: null, to: 'waiting', at, by });
      return added;
    }));
    ctx.status = 201;
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  router.get(workshopPaths.jobCard, guard, may, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await jobCardAnswer(deps.db, await cardFor(ctx, deps.db));
  });

  router.post(workshopPaths.stage, guard, may, async (ctx) => {
    const change = validBody(stageChangeSchema, await body.json(ctx));
    const requestKey = stageMoveKeyOf(ctx);
    const by = adminState(ctx).userId;
    const at = deps.now();
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await cardFor(ctx, tx, true);
      // A resend of a move made (its answer lost on the way): the card as it is, moved once.
      // Looked up under the card's lock, so a second send at once waits and finds it.
      const moved = requestKey ? await cardMovedWith(tx, requestKey) : null;
      if (moved === Number(row.id)) return moved;
      if (moved !== null) throw new HttpError(422, workshopMessages.keyReused);
      if (row.version !== change.version) throw refusal(409, 'version', workshopMessages.versionConflict);
      if (nextStage(row.stage) !== change.stage) throw refusal(409, 'stage', workshopMessages.stageOrder(row.stage, change.stage));
      // Delivered is billing: the same transaction numbers the bill.
      if (change.stage === 'delivered') await deliverAndBill(tx, row, at, by, requestKey);
      else {
        await tx.query('UPDATE job_cards SET stage = $2, version = version + 1, updated_at = $3 WHERE id = $1', [row.id, change.stage, at]);
        await recordStage(tx, { jobCardId: Number(row.id), from: row.stage, to: change.stage, at, by, requestKey });
        if (change.stage === 'ready') await announceReady(tx, deps.notifier, Number(row.id), at);
      }
      return Number(row.id);
    }));
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  router.post(workshopPaths.lines, guard, may, async (ctx) => {
    const raw = await body.json(ctx);
    const line: EstimateLineBody = namesLabourCode(raw) ? validBody(labourLineBodySchema, raw) : validBody(partLineBodySchema, raw);
    const listed = 'partNumber' in line
      ? (await deps.db.query<{ code: string; name: string; hsn_sac: string; price: string; gst_rate: string; retired?: boolean }>(
        'SELECT part_number AS code, name, hsn AS hsn_sac, price_paise AS price, gst_rate FROM parts_price_list WHERE part_number = $1', [line.partNumber])).rows[0]
      : (await deps.db.query<{ code: string; name: string; hsn_sac: string; price: string; gst_rate: string; retired?: boolean }>(
        'SELECT code, name, sac AS hsn_sac, rate_paise AS price, gst_rate, retired_at IS NOT NULL AS retired FROM labour_list WHERE code = $1', [line.labourCode])).rows[0];
    if (!listed) throw 'partNumber' in line ? refusal(400, 'partNumber', workshopMessages.unknownPart) : refusal(400, 'labourCode', workshopMessages.unknownLabour);
    if (listed.retired) throw refusal(400, 'labourCode', labourMessages.retired);
    const by = adminState(ctx).userId;
    const at = deps.now();
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await cardFor(ctx, tx, true);
      if (row.stage === 'delivered') throw refusal(409, 'jobCard', workshopMessages.delivered);
      // The price and rate are copied: a later price list leaves this estimate as the customer saw it.
      const added = await tx.query<{ id: string }>(
        `INSERT INTO estimate_lines (job_card_id, kind, code, name, hsn_sac, qty, unit_price_paise, gst_rate, added_at, added_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [row.id, 'partNumber' in line ? 'part' : 'labour', listed.code, listed.name, listed.hsn_sac, line.qty, listed.price, listed.gst_rate, at, by],
      );
      await announceNewLine(tx, deps.notifier, Number(row.id), Number(added.rows[0]!.id), at, deps.config.approvalMessageWaitSeconds);
      return Number(row.id);
    }));
    ctx.status = 201;
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  router.post(workshopPaths.lineDecision, guard, may, async (ctx) => {
    const { decision } = validBody(decisionSchema, await body.json(ctx));
    const lineId = idOf(ctx.params.lineId, workshopMessages.noLine);
    const by = adminState(ctx).userId;
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await cardFor(ctx, tx, true);
      await decideLine(tx, { jobCardId: Number(row.id), lineId, decision, decidedBy: 'staff', staff: by, at: deps.now() });
      return Number(row.id);
    }));
    ctx.body = await jobCardAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  router.get(workshopPaths.bill, guard, may, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await billAnswer(deps.db, await cardFor(ctx, deps.db));
  });

  // The bill made: the card delivered and its approved lines numbered as a tax invoice, once.
  router.post(workshopPaths.bill, guard, may, async (ctx) => {
    const by = adminState(ctx).userId;
    const at = deps.now();
    const id = await withWorkshopRules(() => retryTransaction(deps.db, async (tx) => {
      const row = await cardFor(ctx, tx, true);
      await deliverAndBill(tx, row, at, by);
      return Number(row.id);
    }));
    ctx.status = 201;
    ctx.body = await billAnswer(deps.db, (await jobCardById(deps.db, id))!);
  });

  addPartsRoutes(router, deps, guard, may);
  addLabourRoutes(router, deps, guard, may);
  addBillsRoutes(router, deps, guard, may);
  addTechnicianRoutes(router, deps, guard, may, cardFor);
  addIntakePhotoRoutes(router, deps, guard, may, cardFor);
  addScheduleRoutes(router, deps, guard, may);
  addHistoryRoutes(router, deps, guard, may);
  addReminderRoutes(router, deps, guard, may);
  return router;
}
