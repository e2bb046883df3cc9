/**
 * Staff routes of stock and bookings (docs/api-admin.md "Stock and bookings"), behind the session
 * and the `stock` permission (seeing, booking) or `changeStock` (adding, receiving, moving,
 * blocking, allotting out of turn): src/contract/staff-roles.ts. Everyone works the
 * showrooms of their scope (server/auth/staff-scope.ts); a vehicle or booking elsewhere
 * is refused as not theirs.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { csvRequestBytes } from '#contract/csv-file.ts';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import type { ResolvedDeps } from '../deps.ts';
import {
  allotOverrideSchema, bookingChangedMessage, bookingSchema, bookingStates, bookingStepSchema, csvIntakeSchema, receiveSchema, stockMessages, stockPaths,
  stockSettingsSchema, transferSchema, vehicleChangedMessage, vehicleIntakeSchema, vehicleStatuses, vehicleStatusSchema, type IntakeAnswer, type StockKind,
} from '#contract/stock.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { inScope, leadScopeOf, scopeCondition } from '../auth/staff-scope.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { validBody } from '../http/validate.ts';
import { readShowrooms } from '../site/showroom-list.ts';
import { accountNameSql, staffName } from '../staff/staff-names.ts';
import { allotKind, lockKind } from './allotment.ts';
import { allotOutOfTurn, bookInQueue, createBooking, stepBooking } from './booking-changes.ts';
import { bookingMadeWith, bookingRequestKeyOf, isKeyTaken } from './booking-request-key.ts';
import { bookingById, bookingColumns, bookingFrom, bookingRecordOf, leadExists, type BookingRow } from './booking-repository.ts';
import { catalogueKinds, checkKind } from './catalogue-kinds.ts';
import { withStockRules } from './db-refusals.ts';
import { firstProblem, knownVinsIn, readDispatchFile } from './dispatch-file.ts';
import { idParam } from './id-param.ts';
import { stockChanges } from './stock-sync.ts';
import { changeStatus, kindOf, lockedVehicle, receiveVehicle, refusal, transferVehicle } from './vehicle-changes.ts';
import { historyColumn, historyEntriesOf, insertVehicle, vehicleById, vehicleColumns, vehicleFrom, vehicleRecordOf, type VehicleRow } from './vehicle-repository.ts';

type HistoryJson = Parameters<typeof historyEntriesOf>[0];

const listLimit = 2_000;
const showroomQuery = z.string().regex(/^\d{1,4}$/, 'Please choose one of our showrooms').optional();
const vehicleListQuery = z.object({ showroom: showroomQuery, status: z.enum(vehicleStatuses).optional() });
const bookingListQuery = z.object({
  showroom: showroomQuery,
  state: z.enum(bookingStates).optional(),
  // A lead's own bookings, for its page on the desk.
  lead: z.string().uuid('A lead id is a UUID').transform((v) => v.toLowerCase()).optional(),
});
const changesQuery = z.object({ since: z.string().regex(/^\d{1,18}$/, 'A cursor is a number from an earlier answer').optional().default('0') });

export function stockAdminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const body = bodyReader(deps.config);
  const see = requirePermission('stock');
  const change = requirePermission('changeStock');
  const scopeOf = (ctx: Context) => leadScopeOf(adminState(ctx));
  const actorOf = (ctx: Context) => ({ by: adminState(ctx).userId, at: deps.now(), notifier: deps.notifier });
  /** Someone else's showroom: refused as the appointments refuse it. */
  const checkShowroom = (ctx: Context, showroomId: number, field?: string) => {
    if (inScope(scopeOf(ctx), showroomId)) return;
    throw field ? refusal(403, field, stockMessages.otherShowroom) : new HttpError(403, stockMessages.otherShowroom);
  };
  const knownShowroom = async (showroomId: number) => {
    if (!(await readShowrooms(deps.db)).some((s) => s.id === showroomId)) throw refusal(400, 'showroomId', stockMessages.unknownShowroom);
  };
  /** A new vehicle's or booking's kind (the catalogue's spelling of its variant and colour) in a known showroom of the person's. */
  const checkedKind = async (ctx: Context, asked: { modelId: number; variant: string; colour: string; showroomId: number }) => {
    const kind = checkKind(await catalogueKinds(deps.db), asked);
    if (!kind.ok) throw refusal(400, kind.problem.field, kind.problem.message);
    await knownShowroom(asked.showroomId);
    checkShowroom(ctx, asked.showroomId, 'showroomId');
    return kind;
  };
  // A record and its history in one statement: every change answers with both.
  const vehicleAnswer = async (id: number) => {
    const { rows } = await deps.db.query<VehicleRow & { history: HistoryJson }>(
      `SELECT ${vehicleColumns}, ${historyColumn('vehicle_id', 'v.id')} FROM ${vehicleFrom} WHERE v.id = $1`, [id],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, stockMessages.noVehicle);
    return { vehicle: vehicleRecordOf(row, deps.now()), history: historyEntriesOf(row.history) };
  };
  const bookingAnswer = async (id: number) => {
    const { rows } = await deps.db.query<BookingRow & { history: HistoryJson }>(
      `SELECT ${bookingColumns}, ${historyColumn('booking_id', 'b.id')} FROM ${bookingFrom} WHERE b.id = $1`, [id],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, stockMessages.noBooking);
    return { booking: bookingRecordOf(row), history: historyEntriesOf(row.history) };
  };
  /**
   * Runs a change of one vehicle under its kind's lock, then its row lock (the allotment's
   * order), made from a screen that showed `version`: a version someone else's change (or an
   * allotment, a delivery, a receipt at the gate) has moved past is refused before any rule
   * of its status and before anything is written, naming what the vehicle shows now.
   */
  const onVehicle = (ctx: Context, id: number, version: number, work: (tx: Parameters<Parameters<typeof retryTransaction>[1]>[0], v: VehicleRow) => Promise<void>) =>
    withStockRules(() => retryTransaction(deps.db, async (tx) => {
      const seen = await vehicleById(tx, id);
      if (!seen) throw new HttpError(404, stockMessages.noVehicle);
      checkShowroom(ctx, seen.showroom_id);
      await lockKind(tx, kindOf(seen));
      const locked = await lockedVehicle(tx, id);
      if (locked.version !== version) {
        const place = showroomPlaceIn(await readShowrooms(tx), locked.showroom_id);
        throw refusal(409, 'version', vehicleChangedMessage(vehicleRecordOf(locked, deps.now()), place));
      }
      await work(tx, locked);
    }));

  router.get(stockPaths.vehicles, guard, see, async (ctx) => {
    const query = validBody(vehicleListQuery, ctx.query);
    const params: unknown[] = [];
    const where = [scopeCondition(scopeOf(ctx), 'v.showroom_id', params)];
    if (query.showroom) where.push(`v.showroom_id = $${params.push(Number(query.showroom))}`);
    if (query.status) where.push(`v.status = $${params.push(query.status)}`);
    const { rows } = await deps.db.query<VehicleRow>(
      `SELECT ${vehicleColumns} FROM ${vehicleFrom} WHERE ${where.join(' AND ')} ORDER BY v.arrived_on NULLS LAST, v.expected_on, v.id LIMIT ${listLimit}`, params,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map((r) => vehicleRecordOf(r, deps.now())) };
  });

  router.post(stockPaths.vehicles, guard, change, async (ctx) => {
    const intake = validBody(vehicleIntakeSchema, await body.json(ctx));
    const kind = await checkedKind(ctx, intake);
    const actor = actorOf(ctx);
    const id = await withStockRules(() => retryTransaction(deps.db, async (tx) => {
      const vehicle = {
        vin: intake.vin, engineNo: intake.engineNo, modelId: intake.modelId, variant: kind.variant, colour: kind.colour, showroomId: intake.showroomId,
        status: intake.status, expectedOn: intake.status === 'in-transit' ? (intake.expectedOn ?? null) : null, arrivedOn: intake.status === 'in-stock' ? (intake.arrivedOn ?? null) : null,
      };
      const added = await insertVehicle(tx, vehicle, actor.by, actor.at);
      if (added === null) throw refusal(409, 'vin', stockMessages.knownVin);
      if (vehicle.status === 'in-stock') await allotKind(tx, vehicle, actor.by, actor.at, actor.notifier);
      return added;
    }));
    ctx.status = 201;
    ctx.body = await vehicleAnswer(id);
  });

  // The stock screen's choices: the catalogue's own models, variants and colours.
  router.get(stockPaths.kinds, guard, see, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: [...(await catalogueKinds(deps.db)).values()] satisfies StockKind[] };
  });

  router.get(routePattern(stockPaths.vehicle, 'id'), guard, see, async (ctx) => {
    const answer = await vehicleAnswer(idParam(ctx, stockMessages.noVehicle));
    checkShowroom(ctx, answer.vehicle.showroomId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  router.post(routePattern(stockPaths.vehicleStatus, 'id'), guard, change, async (ctx) => {
    const id = idParam(ctx, stockMessages.noVehicle);
    const status = validBody(vehicleStatusSchema, await body.json(ctx));
    const actor = actorOf(ctx);
    await onVehicle(ctx, id, status.version, (tx, v) => changeStatus(tx, v, status, actor));
    ctx.body = await vehicleAnswer(id);
  });

  router.post(routePattern(stockPaths.vehicleTransfer, 'id'), guard, change, async (ctx) => {
    const id = idParam(ctx, stockMessages.noVehicle);
    const transfer = validBody(transferSchema, await body.json(ctx));
    await knownShowroom(transfer.showroomId);
    const actor = actorOf(ctx);
    await onVehicle(ctx, id, transfer.version, (tx, v) => transferVehicle(tx, v, transfer.showroomId, transfer.note, actor));
    ctx.body = await vehicleAnswer(id);
  });

  router.post(stockPaths.receive, guard, change, async (ctx) => {
    const receipt = validBody(receiveSchema, await body.json(ctx));
    const actor = actorOf(ctx);
    const id = await withStockRules(() => retryTransaction(deps.db, async (tx) => {
      const seen = await tx.query<VehicleRow>(`SELECT ${vehicleColumns} FROM ${vehicleFrom} WHERE v.vin = $1`, [receipt.vin]);
      const first = seen.rows[0];
      if (first) await lockKind(tx, kindOf(first));
      return receiveVehicle(tx, receipt.vin, receipt.arrivedOn, actor, (v) => checkShowroom(ctx, v.showroom_id, 'vin'));
    }));
    ctx.body = await vehicleAnswer(id);
  });

  router.post(stockPaths.intake, guard, change, async (ctx) => {
    const { csv, apply } = validBody(csvIntakeSchema, await body.json(ctx, { limitBytes: csvRequestBytes }));
    const showrooms = await readShowrooms(deps.db);
    const scope = scopeOf(ctx);
    const context = { models: await catalogueKinds(deps.db), showrooms, knownVins: (vins: string[]) => knownVinsIn(deps.db, vins) };
    const { rows, fileProblem } = await readDispatchFile(csv, context);
    if (fileProblem) throw refusal(400, 'csv', fileProblem);
    for (const row of rows) if (row.showroomId !== null && !inScope(scope, row.showroomId)) row.problems.push(`Showroom: ${stockMessages.otherShowroom}`);
    const problem = firstProblem(rows);
    const preview = rows.map(({ modelId: _m, engineNo: _e, ...row }) => row);
    // All or nothing: the preview shows every row's problems; adding them is refused whole.
    if (problem && apply) throw refusal(400, 'csv', problem);
    if (problem || !apply) {
      ctx.body = { rows: preview, added: 0 } satisfies IntakeAnswer;
      return;
    }
    const actor = actorOf(ctx);
    await retryTransaction(deps.db, async (tx) => {
      for (const row of rows) {
        const vehicle = {
          vin: row.vin, engineNo: row.engineNo, modelId: row.modelId ?? 0, variant: row.variant, colour: row.colour, showroomId: row.showroomId ?? 0,
          status: 'in-transit' as const, expectedOn: row.expectedOn, arrivedOn: null,
        };
        // Added meanwhile by someone else: the whole file is refused, naming the row.
        if ((await insertVehicle(tx, vehicle, actor.by, actor.at)) === null) throw refusal(409, 'csv', `Line ${row.line}: Chassis number: ${stockMessages.knownVin}`);
      }
    });
    ctx.status = 201;
    ctx.body = { rows: preview, added: rows.length } satisfies IntakeAnswer;
  });

  router.get(stockPaths.changes, guard, see, async (ctx) => {
    const { since } = validBody(changesQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stockChanges(deps.db, scopeOf(ctx), BigInt(since), deps.now());
  });

  router.get(stockPaths.bookings, guard, see, async (ctx) => {
    const query = validBody(bookingListQuery, ctx.query);
    const params: unknown[] = [];
    const where = [scopeCondition(scopeOf(ctx), 'b.showroom_id', params)];
    if (query.showroom) where.push(`b.showroom_id = $${params.push(Number(query.showroom))}`);
    if (query.state) where.push(`b.state = $${params.push(query.state)}`);
    if (query.lead) where.push(`b.lead_id = $${params.push(query.lead)}`);
    const { rows } = await deps.db.query<BookingRow>(`SELECT ${bookingColumns} FROM ${bookingFrom} WHERE ${where.join(' AND ')} ORDER BY b.created_at, b.id LIMIT ${listLimit}`, params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(bookingRecordOf) };
  });

  router.post(stockPaths.bookings, guard, see, async (ctx) => {
    const request = validBody(bookingSchema, await body.json(ctx));
    // A key already used answers its booking before anything is checked again: a catalogue
    // changed since the first request does not turn a booking made into an error.
    const requestKey = bookingRequestKeyOf(ctx, request);
    const made = requestKey ? await bookingMadeWith(deps.db, requestKey) : null;
    if (made !== null) {
      const answer = await bookingAnswer(made);
      checkShowroom(ctx, answer.booking.showroomId);
      ctx.body = answer;
      return;
    }
    const kind = await checkedKind(ctx, request);
    const leadId = request.leadId?.toLowerCase() ?? null;
    if (leadId && !(await leadExists(deps.db, leadId))) throw refusal(400, 'leadId', stockMessages.noLead);
    const booking = { ...request, variant: kind.variant, colour: kind.colour, leadId };
    let id: number;
    try {
      id = await bookInQueue((lock) => withStockRules(() => retryTransaction(deps.db, (tx) => (
        createBooking(tx, booking, adminState(ctx).userId, deps.now, { notifier: deps.notifier, requestKey, lock })
      ))));
    } catch (error) {
      // The same key sent twice at once: the second waited on the key's index, and answers the first's booking.
      const first = requestKey && isKeyTaken(error) ? await bookingMadeWith(deps.db, requestKey) : null;
      if (first === null) throw error;
      ctx.body = await bookingAnswer(first);
      return;
    }
    ctx.status = 201;
    ctx.body = await bookingAnswer(id);
  });

  router.get(routePattern(stockPaths.booking, 'id'), guard, see, async (ctx) => {
    const answer = await bookingAnswer(idParam(ctx, stockMessages.noBooking));
    checkShowroom(ctx, answer.booking.showroomId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  /**
   * Runs a change of one booking under its kind's lock, then its row lock, made from a screen
   * that showed `version`: a version someone else's change (or an allotment) has moved past
   * is refused before anything is written, naming what the booking shows now.
   */
  const onBooking = (ctx: Context, id: number, version: number, work: (tx: Parameters<Parameters<typeof retryTransaction>[1]>[0], b: BookingRow) => Promise<void>) =>
    withStockRules(() => retryTransaction(deps.db, async (tx) => {
      const seen = await bookingById(tx, id);
      if (!seen) throw new HttpError(404, stockMessages.noBooking);
      checkShowroom(ctx, seen.showroom_id);
      await lockKind(tx, { modelId: seen.model_id, variant: seen.variant, colour: seen.colour, showroomId: seen.showroom_id });
      const locked = await bookingById(tx, id, true);
      if (!locked) throw new HttpError(404, stockMessages.noBooking);
      if (locked.version !== version) throw refusal(409, 'version', bookingChangedMessage(bookingRecordOf(locked)));
      await work(tx, locked);
    }));

  router.post(routePattern(stockPaths.bookingState, 'id'), guard, see, async (ctx) => {
    const id = idParam(ctx, stockMessages.noBooking);
    const step = validBody(bookingStepSchema, await body.json(ctx));
    const actor = actorOf(ctx);
    await onBooking(ctx, id, step.version, (tx, b) => stepBooking(tx, b, step, actor));
    ctx.body = await bookingAnswer(id);
  });

  router.post(routePattern(stockPaths.bookingAllot, 'id'), guard, change, async (ctx) => {
    const id = idParam(ctx, stockMessages.noBooking);
    const choice = validBody(allotOverrideSchema, await body.json(ctx));
    const actor = actorOf(ctx);
    await onBooking(ctx, id, choice.version, (tx, b) => allotOutOfTurn(tx, b, choice, actor));
    ctx.body = await bookingAnswer(id);
  });

  router.get(stockPaths.overrides, guard, change, async (ctx) => {
    const params: unknown[] = [];
    const where = scopeCondition(scopeOf(ctx), 'b.showroom_id', params);
    const { rows } = await deps.db.query<BookingRow & { override_by: string; override_by_name: string | null; allotted_at: Date | string }>(
      `SELECT ${bookingColumns}, b.override_by, ${accountNameSql('chooser')} AS override_by_name, b.allotted_at
       FROM ${bookingFrom} LEFT JOIN admins chooser ON chooser.user_id = b.override_by
       WHERE b.override_reason IS NOT NULL AND ${where} ORDER BY b.allotted_at DESC LIMIT ${listLimit}`, params,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: rows.map((r) => ({
        ...bookingRecordOf(r), overrideBy: r.override_by, overrideByName: staffName(r.override_by_name), allottedAt: new Date(r.allotted_at).toISOString(),
      })),
    };
  });

  router.get(stockPaths.settings, guard, see, async (ctx) => {
    const { rows } = await deps.db.query<{ show_counts: boolean }>('SELECT show_counts FROM stock_settings');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { showCounts: rows[0]?.show_counts ?? true };
  });

  router.put(stockPaths.settings, guard, requirePermission('site'), async (ctx) => {
    const settings = validBody(stockSettingsSchema, await body.json(ctx));
    await deps.db.query('UPDATE stock_settings SET show_counts = $1, updated_at = $2, updated_by = $3', [settings.showCounts, deps.now(), adminState(ctx).userId]);
    ctx.body = settings;
  });

  return router;
}
