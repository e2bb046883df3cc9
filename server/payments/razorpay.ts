/**
 * The Razorpay adapter (docs/payments.md "Provider"): its REST API over fetch with basic
 * auth key_id:key_secret, at a base URL (https://api.razorpay.com, or the local stand-in).
 * Orders: POST /v1/orders {amount in paise, currency INR, receipt}; GET /v1/orders/:id and
 * /v1/orders/:id/payments; payments made in a window: GET /v1/payments?from&to&count&skip
 * (Unix seconds, pages of at most 100); refunds: POST /v1/payments/:id/refund, GET /v1/refunds/:id.
 */
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayPaymentStatus, type GatewayRefund, type PaymentProvider } from './provider.ts';
import { hmacHex, paymentSignature, sameSignature } from './signatures.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  /** How long one call may take (ms). */
  timeoutMs?: number;
}

interface RazorpayOrder { id: string; amount: number; receipt: string | null; status: GatewayOrder['status'] }
interface RazorpayPayment { id: string; order_id: string; amount: number; status: GatewayPaymentStatus; created_at: number }
interface RazorpayRefund { id: string; payment_id: string; amount: number; status: GatewayRefund['status'] }

const orderOf = (o: RazorpayOrder): GatewayOrder => ({ id: o.id, amountPaise: o.amount, receipt: o.receipt ?? '', status: o.status });
export const paymentOf = (p: RazorpayPayment): GatewayPayment => ({
  id: p.id, orderId: p.order_id, amountPaise: p.amount, status: p.status, createdAt: new Date(p.created_at * 1000).toISOString(),
});

/** Razorpay's largest page of a list (count). */
const listPageSize = 100;
export const refundOf = (r: RazorpayRefund): GatewayRefund => ({ id: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status });

/** Razorpay's ids: letters, digits and underscores; anything else never reaches a URL. */
const safeId = (id: string): string => {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(id)) throw new GatewayError(`Not a gateway id: ${id.slice(0, 40)}`, 400);
  return id;
};

export function createRazorpay(keys: RazorpayKeys): PaymentProvider {
  const base = keys.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(keys.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`The payment gateway could not be reached: ${(error as Error).message}`, 502);
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch { /* not JSON: the text itself */ }
      throw new GatewayError(`The payment gateway refused: ${description}`, res.status);
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder(order) {
      return orderOf(await call<RazorpayOrder>('POST', '/v1/orders', {
        amount: order.amountPaise, currency: 'INR', receipt: order.receipt, notes: { idempotency_key: order.idempotencyKey },
      }));
    },
    async fetchOrder(orderId) {
      return orderOf(await call<RazorpayOrder>('GET', `/v1/orders/${safeId(orderId)}`));
    },
    async fetchPayments(orderId) {
      const list = await call<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${safeId(orderId)}/payments`);
      return list.items.map(paymentOf);
    },
    async listPayments(from, to) {
      const payments: GatewayPayment[] = [];
      const window = `from=${Math.floor(from.getTime() / 1000)}&to=${Math.floor(to.getTime() / 1000)}`;
      for (let skip = 0; ; skip += listPageSize) {
        const page = await call<{ items: RazorpayPayment[] }>('GET', `/v1/payments?${window}&count=${listPageSize}&skip=${skip}`);
        payments.push(...page.items.map(paymentOf));
        if (page.items.length < listPageSize) return payments;
      }
    },
    async createRefund(refund) {
      return refundOf(await call<RazorpayRefund>('POST', `/v1/payments/${safeId(refund.paymentId)}/refund`, {
        amount: refund.amountPaise, receipt: refund.receipt, notes: { reason: refund.reason.slice(0, 256) },
      }));
    },
    async fetchRefund(refundId) {
      return refundOf(await call<RazorpayRefund>('GET', `/v1/refunds/${safeId(refundId)}`));
    },
    verifyWebhookSignature(rawBody, signature) {
      return sameSignature(hmacHex(keys.webhookSecret, rawBody), signature);
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return sameSignature(paymentSignature(keys.keySecret, orderId, paymentId), signature);
    },
  };
}
