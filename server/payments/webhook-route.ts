/**
 * POST /api/payments/webhook (docs/payments.md "Webhooks"): the gateway's events, checked
 * by their signature over the raw body exactly as it arrived (so this route reads its own
 * bytes, never through the JSON body reader). A redelivered event finds its event id and
 * changes nothing; a different event of a payment already counted finds its ledger entry.
 * Refused: a missing or wrong signature (400), before anything is stored. A signed event
 * is never answered 500 for what it says: a refund the ledger cannot enter is kept for
 * staff (refund-attention.ts) and answered 200; so is a refund that failed (refund-failure.ts).
 */
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { paymentMessages, paymentPaths, webhookEventIdHeader, webhookSignatureHeader } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyMessages } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { rawBody } from '../http/raw-body.ts';
import { lockBookingMoney } from './booking-money-lock.ts';
import { addLedgerEntry, balanceOf } from './ledger.ts';
import { followRefundStatus } from './refund-status.ts';
import { refundFailed } from './refund-failure.ts';
import { keepRefundForAttention, type UnenteredRefund } from './refund-attention.ts';
import { orderByGatewayId, recordGatewayPayment } from './payment-record.ts';
import { paymentOf, refundOf } from './razorpay.ts';
import { paymentProvider } from './checkout-kind.ts';
import { recordRefundProcessedOnLead } from '../leads/payment-lead-event.ts';

interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: unknown }; refund?: { entity?: unknown } };
}

interface RefundOutcome {
  outcome: 'handled' | 'ignored' | 'needs_attention';
  /** Kept for staff by this event (not by an earlier one of the same refund). */
  unentered?: UnenteredRefund;
}

const isGatewayId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(value);

const isEntity = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function paymentWebhookRouter(deps: ResolvedDeps): Router {
  const router = new Router();

  /**
   * A refund the gateway processed. Made by our refund route, its entry is there already;
   * made on the gateway's own dashboard, it is entered now, unless it would take the
   * booking's balance below nothing (the ledger's rule, PL003): then the money went back
   * all the same, so the refund is kept for staff to look into (refund-attention.ts) and
   * the event is still answered 200, since the gateway would otherwise send it for days.
   */
  async function refundProcessed(tx: Queryable, refundEntity: Record<string, unknown>, paymentEntity: Record<string, unknown>, eventId: string, at: Date): Promise<RefundOutcome> {
    const refund = refundOf(refundEntity as never);
    if (!isGatewayId(refund.id) || !isGatewayId(refund.paymentId) || !Number.isSafeInteger(refund.amountPaise) || refund.amountPaise <= 0) return { outcome: 'ignored' };
    const order = await orderByGatewayId(tx, String(paymentEntity.order_id ?? ''));
    if (!order) return { outcome: 'ignored' };
    const bookingId = Number(order.booking_id);
    await lockBookingMoney(tx, bookingId);
    const entered = await tx.query('SELECT 1 FROM ledger_entries WHERE gateway_refund_id = $1', [refund.id]);
    if (entered.rows.length > 0) {
      // Our refund route entered it, maybe while the gateway still had it pending: its status
      // follows, and the lead hears it is processed.
      await followRefundStatus(tx, bookingId, refund.id, 'processed', at);
      await recordRefundProcessedOnLead(tx, bookingId, refund.id, refund.amountPaise, at);
      return { outcome: 'handled' };
    }
    // Under the booking's lock, so the balance read here is the one the trigger checks.
    const balancePaise = await balanceOf(tx, bookingId);
    if (balancePaise - refund.amountPaise < 0) {
      const unentered: UnenteredRefund = {
        bookingId, gatewayRefundId: refund.id, gatewayPaymentId: refund.paymentId, amountPaise: refund.amountPaise, balancePaise, eventId, receivedAt: at,
      };
      return { outcome: 'needs_attention', unentered: (await keepRefundForAttention(tx, unentered)) ? unentered : undefined };
    }
    await addLedgerEntry(tx, {
      bookingId, kind: 'refund', amountPaise: -refund.amountPaise, gatewayPaymentId: refund.paymentId, gatewayRefundId: refund.id,
      note: 'Refunded at the payment gateway', createdBy: 'gateway:webhook', createdAt: at, refundStatus: 'processed',
    });
    return { outcome: 'handled' };
  }

  /**
   * A refund the gateway has taken on, still pending. Ours is in the ledger already and
   * stays as it is when this comes after its refund.processed (statuses only move
   * forward); a dashboard refund is entered once it is processed, not before.
   */
  async function refundCreated(tx: Queryable, refundEntity: Record<string, unknown>, paymentEntity: Record<string, unknown>, at: Date): Promise<RefundOutcome['outcome']> {
    const refund = refundOf(refundEntity as never);
    if (!isGatewayId(refund.id)) return 'ignored';
    const order = await orderByGatewayId(tx, String(paymentEntity.order_id ?? ''));
    if (!order) return 'ignored';
    const bookingId = Number(order.booking_id);
    await lockBookingMoney(tx, bookingId);
    const entered = await tx.query('SELECT 1 FROM ledger_entries WHERE gateway_refund_id = $1', [refund.id]);
    if (entered.rows.length === 0) return 'ignored';
    await followRefundStatus(tx, bookingId, refund.id, 'pending', at);
    return 'handled';
  }

  /**
   * A refund the gateway could not send back (refund-failure.ts): its status failed, our
   * entry reversed, kept for staff. A word already known, or of a refund already
   * processed, changes nothing.
   */
  async function refundFailedEvent(tx: Queryable, refundEntity: Record<string, unknown>, paymentEntity: Record<string, unknown>, eventId: string, at: Date): Promise<RefundOutcome['outcome']> {
    const refund = refundOf(refundEntity as never);
    if (!isGatewayId(refund.id) || !isGatewayId(refund.paymentId) || !Number.isSafeInteger(refund.amountPaise) || refund.amountPaise <= 0) return 'ignored';
    const order = await orderByGatewayId(tx, String(paymentEntity.order_id ?? ''));
    if (!order) return 'ignored';
    const bookingId = Number(order.booking_id);
    await lockBookingMoney(tx, bookingId);
    return (await refundFailed(tx, bookingId, refund, eventId, at)) ? 'handled' : 'ignored';
  }

  router.post(paymentPaths.webhook, async (ctx) => {
    // How long the route took, from its start to its answer (Server-Timing): the bench tells
    // the server's handling from the time a request waited on a shared machine to be read.
    const started = performance.now();
    const gateway = paymentProvider(deps);
    if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
    const raw = await rawBody(ctx, deps.config.jsonLimitBytes);
    const signature = ctx.get(webhookSignatureHeader);
    if (!signature || !gateway.verifyWebhookSignature(raw, signature)) throw new HttpError(400, paymentMessages.badSignature);
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
    } catch {
      throw new HttpError(400, bodyMessages.malformedJson);
    }
    const name = typeof event.event === 'string' ? event.event.slice(0, 80) : '';
    const eventId = ctx.get(webhookEventIdHeader).trim().slice(0, 100) || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const at = deps.now();
    let unentered: UnenteredRefund | undefined;
    const outcome = await retryTransaction(deps.db, async (tx) => {
      unentered = undefined;
      const fresh = await tx.query(
        'INSERT INTO payment_webhook_events (provider, event_id, event, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
        [gateway.name, eventId, name, at],
      );
      if (fresh.rows.length === 0) return 'duplicate';
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      if (name === 'refund.created' && isEntity(refund) && isEntity(payment)) return refundCreated(tx, refund, payment, at);
      if (name === 'refund.processed' && isEntity(refund) && isEntity(payment)) {
        const done = await refundProcessed(tx, refund, payment, eventId, at);
        unentered = done.unentered;
        return done.outcome;
      }
      if (name === 'refund.failed' && isEntity(refund) && isEntity(payment)) return refundFailedEvent(tx, refund, payment, eventId, at);
      if (name.startsWith('payment.') && isEntity(payment) && typeof payment.id === 'string' && typeof payment.order_id === 'string') {
        return recordGatewayPayment(tx, paymentOf(payment as never), 'webhook', at);
      }
      return 'ignored';
    });
    if (unentered) {
      // Once per refund (a redelivery finds it kept): money left at the gateway that the ledger does not show.
      deps.log.error('gateway refund not entered: it would take the booking\'s ledger below nothing', {
        bookingId: unentered.bookingId, gatewayRefundId: unentered.gatewayRefundId, gatewayPaymentId: unentered.gatewayPaymentId,
        amountPaise: unentered.amountPaise, balancePaise: unentered.balancePaise, eventId: unentered.eventId,
      });
    }
    ctx.body = { received: true, outcome };
    ctx.set('Server-Timing', `webhook;dur=${(performance.now() - started).toFixed(1)}`);
  });

  return router;
}
