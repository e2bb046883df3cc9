/**
 * POST /api/payments/webhook (docs/payments.md "Webhooks"): the gateway's events, checked
 * by their signature over the raw body exactly as it arrived (so this route reads its own
 * bytes, never through the JSON body reader). A redelivered event finds its event id and
 * changes nothing; a different event of a payment already counted finds its ledger entry.
 * Refused: a missing or wrong signature (400), before anything is stored.
 */
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { paymentMessages, paymentPaths, webhookEventIdHeader, webhookSignatureHeader } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import type { Queryable } from '../db/connect.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyMessages } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { addLedgerEntry, lockBookingMoney } from './ledger.ts';
import { orderByGatewayId, recordGatewayPayment } from './payment-record.ts';
import { paymentOf, refundOf } from './razorpay.ts';

/** The bytes of the body, at most `limit` of them. */
async function rawBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw new HttpError(413, bodyMessages.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, bodyMessages.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: unknown }; refund?: { entity?: unknown } };
}

const isEntity = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function paymentWebhookRouter(deps: ResolvedDeps): Router {
  const router = new Router();

  async function refundProcessed(tx: Queryable, refundEntity: Record<string, unknown>, paymentEntity: Record<string, unknown>, at: Date): Promise<void> {
    const refund = refundOf(refundEntity as never);
    const order = await orderByGatewayId(tx, String(paymentEntity.order_id ?? ''));
    if (!order) return;
    await lockBookingMoney(tx, Number(order.booking_id));
    // Made by our refund route, its entry is there already; made at the gateway's own
    // dashboard, it is entered now.
    await addLedgerEntry(tx, {
      bookingId: Number(order.booking_id), kind: 'refund', amountPaise: -refund.amountPaise, gatewayPaymentId: refund.paymentId, gatewayRefundId: refund.id,
      note: 'Refunded at the payment gateway', createdBy: 'gateway:webhook', createdAt: at,
    });
  }

  router.post(paymentPaths.webhook, async (ctx) => {
    if (!deps.payments) throw new HttpError(503, paymentMessages.notSetUp);
    const gateway = deps.payments;
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
    const outcome = await retryTransaction(deps.db, async (tx) => {
      const fresh = await tx.query(
        'INSERT INTO payment_webhook_events (provider, event_id, event, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
        [gateway.name, eventId, name, at],
      );
      if (fresh.rows.length === 0) return 'duplicate';
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      if (name === 'refund.processed' && isEntity(refund) && isEntity(payment)) {
        await refundProcessed(tx, refund, payment, at);
        return 'handled';
      }
      if (name.startsWith('payment.') && isEntity(payment) && typeof payment.id === 'string' && typeof payment.order_id === 'string') {
        return recordGatewayPayment(tx, paymentOf(payment as never), 'webhook', at);
      }
      return 'ignored';
    });
    ctx.body = { received: true, outcome };
  });

  return router;
}
