/**
 * The customer's side of paying a booking amount (docs/payments.md "API"):
 * - POST /api/payments/orders {reference, mobile}, with an Idempotency-Key (a UUID): the
 *   gateway order for what is due now, the model's booking amount less what the booking
 *   ever received (docs/payments.md "What is due": a refund never makes it due again). The
 *   amount is the server's, never the body's. The same key answers the
 *   same order again, however often it is sent and however many are sent at once.
 *   Limited per address (a few attempts a minute): over budget 429 with Retry-After, and
 *   the gateway is not asked.
 * - POST /api/payments/verify: the checkout handler's three fields. Only a valid
 *   signature counts the payment; a wrong, missing or borrowed one records nothing.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentMessages, paymentOrderSchema, paymentPaths, paymentVerifySchema, type PaymentOrderAnswer, type PaymentVerifyAnswer } from '#contract/payments.ts';
import type { ResolvedDeps } from '../deps.ts';
import { retryTransaction } from '../db/retry-transaction.ts';
import { bodyReader } from '../http/body.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { doNotCount, limitRequests } from '../limits/request-limits.ts';
import { validBody } from '../http/validate.ts';
import { balanceOf, receivedOf } from './ledger.ts';
import { orderByGatewayId, orderByKey, receivedAt, recordGatewayPayment, type OrderRow } from './payment-record.ts';
import { GatewayError, type GatewayPayment, type PaymentProvider } from './provider.ts';
import { checkoutOf, isTestPayments, paymentProvider } from './checkout-kind.ts';
import { gatewaySlots } from './gateway-slots.ts';
import { istDateOf } from '#contract/ist-date.ts';

interface PayableRow { id: string; reference: string; state: string; amount_paise: string | null }

/**
 * How many order transactions may wait on the gateway at once, each holding a database
 * connection (of the pool's 10): the rest stay free for the gateway's webhooks, the
 * checkout's verify and everyone else (gateway-slots.ts).
 */
const orderGatewaySlots = 4;

/** Until the gateway has answered, an order's gateway id is this placeholder (never sent to anyone). */
const placeholderId = (key: string) => `pending:${key}`;

export function paymentPublicRouter(deps: ResolvedDeps): Router {
  const router = new Router();
  const body = bodyReader(deps.config);
  const orderSlots = gatewaySlots(orderGatewaySlots);
  const provider = (): PaymentProvider => {
    const gateway = paymentProvider(deps);
    if (!gateway) throw new HttpError(503, paymentMessages.notSetUp);
    return gateway;
  };
  const answerOf = (order: OrderRow, gateway: PaymentProvider): PaymentOrderAnswer => ({
    provider: gateway.name, orderId: order.gateway_order_id, keyId: gateway.keyId, amountPaise: Number(order.amount_paise), currency: 'INR', reference: order.reference,
    checkout: checkoutOf(deps, order.gateway_order_id), testMode: isTestPayments(deps),
  });
  const idempotencyKey = (ctx: Context): string => {
    const key = ctx.get(idempotencyHeader).trim().toLowerCase();
    if (!isUuid(key)) throw new HttpError(400, paymentMessages.keyNeeded);
    return key;
  };
  const sameBooking = (order: OrderRow, bookingId: number) => {
    if (Number(order.booking_id) !== bookingId) throw new HttpError(409, paymentMessages.keyReused);
  };

  // Each new key asks the gateway for an order, so the route has a budget per address
  // (server/limits/budgets.ts paymentOrders), taken before the body is read. A key whose
  // order is made already is answered from our table: over budget it is let through, and
  // it never counts.
  const isMadeOrder = async (ctx: Context): Promise<boolean> => {
    const key = ctx.get(idempotencyHeader).trim().toLowerCase();
    if (!isUuid(key)) return false;
    const order = await orderByKey(deps.db, key);
    return order !== null && !order.gateway_order_id.startsWith('pending:');
  };
  const orderLimit = limitRequests(deps, 'paymentOrders', { exempt: isMadeOrder });

  router.post(paymentPaths.orders, orderLimit, async (ctx) => {
    const gateway = provider();
    const key = idempotencyKey(ctx);
    const { reference: bookingId, mobile } = validBody(paymentOrderSchema, await body.json(ctx));
    const { rows } = await deps.db.query<PayableRow>(
      `SELECT b.id::text, b.reference, b.state, a.amount_paise::text FROM bookings b LEFT JOIN booking_amounts a ON a.model_id = b.model_id
        WHERE b.id = $1 AND b.mobile = $2`,
      [bookingId, mobile],
    );
    const booking = rows[0];
    if (!booking) throw new HttpError(404, paymentMessages.noBooking);
    const known = await orderByKey(deps.db, key);
    if (known && !known.gateway_order_id.startsWith('pending:')) {
      sameBooking(known, bookingId);
      doNotCount(ctx);
      ctx.body = answerOf(known, gateway);
      return;
    }
    if (booking.state === 'cancelled' || booking.state === 'delivered') throw new HttpError(409, paymentMessages.closedBooking);
    if (booking.amount_paise === null) throw new HttpError(409, paymentMessages.noAmount);
    const at = deps.now();
    // The key's row goes in first: a second request with the key waits on it until this
    // one commits, then answers the same order; the gateway is asked once.
    const made = await orderSlots.run(() => retryTransaction(deps.db, async (tx) => {
      const received = await receivedOf(tx, bookingId);
      const due = Number(booking.amount_paise) - received;
      // Paid once in full: refused even after a refund, which the buyer is told in words.
      if (due <= 0) throw new HttpError(409, (await balanceOf(tx, bookingId)) < received ? paymentMessages.paidBeforeRefund : paymentMessages.alreadyPaid);
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO payment_orders (booking_id, provider, gateway_order_id, amount_paise, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text`,
        [bookingId, gateway.name, placeholderId(key), due, key, at],
      );
      const id = inserted.rows[0]?.id;
      if (!id) return false;
      let gatewayOrderId: string;
      try {
        gatewayOrderId = (await gateway.createOrder({ amountPaise: due, receipt: `${booking.reference}/${id}`, idempotencyKey: key })).id;
      } catch (error) {
        if (error instanceof GatewayError) {
          deps.log.warn('payment order refused by the gateway', { error: error.message });
          throw new HttpError(502, paymentMessages.gatewayDown);
        }
        throw error;
      }
      await tx.query('UPDATE payment_orders SET gateway_order_id = $2 WHERE id = $1', [id, gatewayOrderId]);
      return true;
    }));
    const order = await orderByKey(deps.db, key);
    if (!order || order.gateway_order_id.startsWith('pending:')) throw new HttpError(409, paymentMessages.gatewayDown);
    sameBooking(order, bookingId);
    ctx.status = made ? 201 : 200;
    ctx.body = answerOf(order, gateway);
  });

  router.post(paymentPaths.verify, async (ctx) => {
    const gateway = provider();
    const fields = validBody(paymentVerifySchema, await body.json(ctx));
    if (!gateway.verifyPaymentSignature(fields.razorpay_order_id, fields.razorpay_payment_id, fields.razorpay_signature)) {
      throw new HttpError(400, paymentMessages.badSignature);
    }
    const order = await orderByGatewayId(deps.db, fields.razorpay_order_id);
    if (!order) throw new HttpError(404, paymentMessages.unknownOrder);
    // The signature proves which payment, not how much: the amount is what the gateway says
    // it captured (it may be less than the order's), never the order's. Asked outside any
    // transaction; when the gateway cannot say, nothing is entered and the captured webhook
    // or the reconciliation job enters it with the gateway's amount.
    let captured: GatewayPayment | undefined;
    try {
      captured = (await gateway.fetchPayments(order.gateway_order_id)).find((p) => p.id === fields.razorpay_payment_id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn('payment verify: the gateway could not say what it captured', { orderId: order.gateway_order_id, error: error.message });
    }
    const taken = captured && ['authorized', 'captured', 'refunded'].includes(captured.status) && Number.isSafeInteger(captured.amountPaise) && captured.amountPaise > 0;
    if (!captured || !taken) throw new HttpError(502, paymentMessages.confirming);
    const payment = { id: captured.id, orderId: order.gateway_order_id, amountPaise: captured.amountPaise, status: captured.status };
    await retryTransaction(deps.db, (tx) => recordGatewayPayment(tx, payment, 'signature', deps.now()));
    if (captured.amountPaise !== Number(order.amount_paise)) {
      deps.log.warn('payment captured for another amount than its order', { orderId: order.gateway_order_id, paymentId: captured.id, orderAmountPaise: Number(order.amount_paise), capturedPaise: captured.amountPaise });
    }
    ctx.body = {
      reference: order.reference, amountPaise: captured.amountPaise, paid: true, paymentId: fields.razorpay_payment_id,
      paidOn: istDateOf(await receivedAt(deps.db, fields.razorpay_payment_id) ?? deps.now()), testMode: isTestPayments(deps),
    } satisfies PaymentVerifyAnswer;
  });

  return router;
}
