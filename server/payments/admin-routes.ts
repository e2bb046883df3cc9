/**
 * Staff routes of a booking's money (docs/payments.md "API"), behind the session:
 * - GET /api/admin/bookings/:id/ledger: the entries and the balance (`payments`: everyone,
 *   Sales their showroom's bookings only).
 * - POST the same: cash or UPI taken at the counter (`payments`); an adjustment or a
 *   reversal of an entry (`refunds`: Owner or Manager), each with its reason.
 * - POST /api/admin/bookings/:id/refunds: a refund through the gateway (`refunds`), never
 *   more than was paid online and not yet refunded; checked under the booking's lock, so
 *   two refunds at once cannot pass it together (and the database checks it again).
 * - PUT /api/admin/payments/booking-amounts/:modelId: a model's booking amount (`prices`).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { bookingAmountSchema, ledgerEntrySchema, paymentMessages, paymentPaths, refundDealtWithSchema, refundSchema, type BookingAmountRow, type LedgerAnswer } from '#contract/payments.ts';
import { notAllowedMessage, roleMay } from '#contract/staff-roles.ts';
import { bookingAmountDue } from '#contract/booking-due.ts';
import { stockMessages, type BookingState } from '#contract/stock.ts';
import { adminState, requireSession } from '../auth/require-session.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { inScope, leadScopeOf } from '../auth/staff-scope.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import type { ResolvedDeps } from '../deps.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { routePattern } from '../http/route-pattern.ts';
import { validBody } from '../http/validate.ts';
import { flaggedRefund, markRefundDealtWith, refundsNeedingAttentionOf } from './refund-attention.ts';
import { refundFailed } from './refund-failure.ts';
import { paymentShortfallsOf } from './payment-shortfall.ts';
import { receiptsOf } from './receipts.ts';
import { lockBookingMoney } from './booking-money-lock.ts';
import { addLedgerEntry, balanceOf, receivedOf, refusalOfMessage, ledgerEntriesOf, onlinePaymentsOf, withLedgerRules } from './ledger.ts';
import { GatewayError } from './provider.ts';
import { paymentProvider } from './checkout-kind.ts';

const numericParam = (ctx: Context, name: string, message: string): number => {
  const raw = ctx.params[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, message);
  return Number(raw);
};

interface BookingMoneyRow { id: string; reference: string; showroom_id: number; state: BookingState; amount_paise: string | null }

export function paymentAdminRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const guard = requireSession(deps);
  const body = bodyReader(deps.config);
  const see = requirePermission('payments');
  const refunds = requirePermission('refunds');

  /** The booking, if it is in the person's showrooms (404 when there is none, 403 when it is another's). */
  const bookingOf = async (ctx: Context, db: Queryable = deps.db, id = numericParam(ctx, 'id', stockMessages.noBooking)): Promise<BookingMoneyRow> => {
    const { rows } = await db.query<BookingMoneyRow>(
      `SELECT b.id::text, b.reference, b.showroom_id, b.state, a.amount_paise::text FROM bookings b LEFT JOIN booking_amounts a ON a.model_id = b.model_id WHERE b.id = $1`,
      [id],
    );
    const booking = rows[0];
    if (!booking) throw new HttpError(404, stockMessages.noBooking);
    if (!inScope(leadScopeOf(adminState(ctx)), booking.showroom_id)) throw new HttpError(403, stockMessages.otherShowroom);
    return booking;
  };
  const ledgerAnswer = async (booking: BookingMoneyRow): Promise<LedgerAnswer> => {
    const bookingId = Number(booking.id);
    const balancePaise = await balanceOf(deps.db, bookingId);
    const receivedPaise = await receivedOf(deps.db, bookingId);
    const bookingAmountPaise = booking.amount_paise === null ? null : Number(booking.amount_paise);
    return {
      bookingId, reference: booking.reference, bookingAmountPaise, balancePaise, receivedPaise,
      // The buyer's rule (docs/payments.md "What is due"): what was given back is never due again.
      duePaise: bookingAmountPaise === null ? null : bookingAmountDue(bookingAmountPaise, receivedPaise, booking.state), entries: await ledgerEntriesOf(deps.db, bookingId),
      needsAttention: await refundsNeedingAttentionOf(deps.db, bookingId), shortfalls: await paymentShortfallsOf(deps.db, bookingId),
      receipts: await receiptsOf(deps.db, bookingId),
    };
  };

  router.get(routePattern(paymentPaths.ledger, 'id'), guard, see, async (ctx) => {
    const booking = await bookingOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await ledgerAnswer(booking);
  });

  router.post(routePattern(paymentPaths.ledger, 'id'), guard, see, async (ctx) => {
    const booking = await bookingOf(ctx);
    const entry = validBody(ledgerEntrySchema, await body.json(ctx));
    const { userId, role } = adminState(ctx);
    if ((entry.kind === 'adjustment' || entry.kind === 'reversal') && !roleMay(role, 'refunds')) throw new HttpError(403, notAllowedMessage);
    const bookingId = Number(booking.id);
    const at = deps.now();
    await withLedgerRules(() => retryTransaction(deps.db, async (tx) => {
      await lockBookingMoney(tx, bookingId);
      if (entry.kind === 'reversal') {
        const { rows } = await tx.query<{ amount: string; kind: string; reversed: boolean }>(
          `SELECT amount_paise::text AS amount, kind, EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id) AS reversed
             FROM ledger_entries e WHERE e.id = $1 AND e.booking_id = $2`,
          [entry.reversesId, bookingId],
        );
        const reversed = rows[0];
        if (!reversed) throw refusalOfMessage(404, paymentMessages.noEntry);
        if (reversed.kind === 'reversal') throw refusalOfMessage(409, paymentMessages.reversalOfReversal);
        if (reversed.reversed) throw refusalOfMessage(409, paymentMessages.alreadyReversed);
        await addLedgerEntry(tx, { bookingId, kind: 'reversal', amountPaise: -Number(reversed.amount), reversesId: entry.reversesId, note: entry.note, createdBy: userId, createdAt: at });
        return;
      }
      if (entry.amountPaise < 0 && (await balanceOf(tx, bookingId)) + entry.amountPaise < 0) throw refusalOfMessage(409, paymentMessages.belowNothing);
      await addLedgerEntry(tx, { bookingId, kind: entry.kind, amountPaise: entry.amountPaise, reference: entry.reference, note: entry.note, createdBy: userId, createdAt: at });
    }));
    ctx.status = 201;
    ctx.body = await ledgerAnswer(booking);
  });

  router.post(routePattern(paymentPaths.refunds, 'id'), guard, refunds, async (ctx) => {
    const booking = await bookingOf(ctx);
    const refund = validBody(refundSchema, await body.json(ctx));
    const gateway = paymentProvider(deps);
    if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
    const bookingId = Number(booking.id);
    const userId = adminState(ctx).userId;
    await withLedgerRules(() => retryTransaction(deps.db, async (tx) => {
      // Held until the refund is entered: a second refund of this booking waits here, then
      // sees this one.
      await lockBookingMoney(tx, bookingId);
      const payments = await onlinePaymentsOf(tx, bookingId);
      if (payments.length === 0) throw new HttpError(409, paymentMessages.notOnline);
      const balance = await balanceOf(tx, bookingId);
      // One refund goes against one online payment: the oldest that covers it.
      const payment = payments.find((p) => Math.min(p.leftPaise, balance) >= refund.amountPaise);
      if (!payment) throw refusalOfMessage(409, paymentMessages.moreThanPaid);
      let made;
      try {
        made = await gateway.createRefund({ paymentId: payment.paymentId, amountPaise: refund.amountPaise, receipt: `${booking.reference}/refund`, reason: refund.reason });
      } catch (error) {
        if (error instanceof GatewayError) throw new HttpError(502, error.message);
        throw error;
      }
      await addLedgerEntry(tx, {
        bookingId, kind: 'refund', amountPaise: -made.amountPaise, gatewayPaymentId: payment.paymentId, gatewayRefundId: made.id,
        note: refund.reason, createdBy: userId, createdAt: deps.now(), refundStatus: made.status,
      });
      // Refused by the bank at once: entered and reversed together, and kept for staff (refund-failure.ts).
      if (made.status === 'failed') await refundFailed(tx, bookingId, made, `refund:${made.id}`, deps.now());
    }));
    ctx.status = 201;
    ctx.body = await ledgerAnswer(booking);
  });

  // A flagged refund marked dealt with: once (a second time is 409 and the first note stands); the ledger is untouched.
  router.post(routePattern(paymentPaths.refundDealtWith, 'refundId'), guard, refunds, async (ctx) => {
    const { note } = validBody(refundDealtWithSchema, await body.json(ctx));
    const refundId = ctx.params.refundId ?? '';
    const flagged = /^[A-Za-z0-9_]{1,64}$/.test(refundId) ? await flaggedRefund(deps.db, refundId) : null;
    if (!flagged) throw new HttpError(404, paymentMessages.noFlaggedRefund);
    const booking = await bookingOf(ctx, deps.db, flagged.bookingId);
    if (!(await markRefundDealtWith(deps.db, refundId, adminState(ctx).userId, deps.now(), note))) throw new HttpError(409, paymentMessages.alreadyDealtWith);
    ctx.body = await ledgerAnswer(booking);
  });

  router.get(paymentPaths.bookingAmounts, guard, requirePermission('prices'), async (ctx) => {
    const { rows } = await deps.db.query<{ model_id: number; model: string; amount_paise: string | null; refund_rules: string | null; refund_rules_hi: string | null }>(
      `SELECT m.id AS model_id, m.name AS model, a.amount_paise::text AS amount_paise, a.refund_rules, a.refund_rules_hi
         FROM models m LEFT JOIN booking_amounts a ON a.model_id = m.id ORDER BY lower(m.name), m.id`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: rows.map((r): BookingAmountRow => ({
        modelId: Number(r.model_id), model: r.model, amountPaise: r.amount_paise === null ? null : Number(r.amount_paise),
        refundRules: r.refund_rules ?? '', refundRulesHi: r.refund_rules_hi ?? '',
      })),
    };
  });

  router.put(routePattern(paymentPaths.bookingAmount, 'modelId'), guard, requirePermission('prices'), async (ctx) => {
    const modelId = numericParam(ctx, 'modelId', paymentMessages.noModel);
    const { amountPaise, refundRules, refundRulesHi } = validBody(bookingAmountSchema, await body.json(ctx));
    const { rows } = await deps.db.query('SELECT 1 FROM models WHERE id = $1', [modelId]);
    if (rows.length === 0) throw new HttpError(404, paymentMessages.noModel);
    // Rules left out keep their stored value (null here); '' clears them.
    const saved = await deps.db.query<{ refund_rules: string; refund_rules_hi: string }>(
      `INSERT INTO booking_amounts (model_id, amount_paise, updated_at, updated_by, refund_rules, refund_rules_hi)
       VALUES ($1, $2, $3, $4, coalesce($5, ''), coalesce($6, ''))
       ON CONFLICT (model_id) DO UPDATE SET amount_paise = EXCLUDED.amount_paise, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by,
         refund_rules = coalesce($5, booking_amounts.refund_rules), refund_rules_hi = coalesce($6, booking_amounts.refund_rules_hi)
       RETURNING refund_rules, refund_rules_hi`,
      [modelId, amountPaise, deps.now(), adminState(ctx).userId, refundRules ?? null, refundRulesHi ?? null],
    );
    ctx.body = { modelId, amountPaise, refundRules: saved.rows[0]?.refund_rules ?? '', refundRulesHi: saved.rows[0]?.refund_rules_hi ?? '' };
  });

  return router;
}
