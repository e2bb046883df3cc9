/**
 * A local stand-in for Razorpay (docs/payments.md "Stand-in"): a node:http server with the
 * endpoints the adapter calls (orders create and fetch, an order's payments, the payments
 * made in a window, refunds create and fetch), state in memory, basic auth checked. `pay` and `fail` play the customer at the
 * checkout (a tester uses the page GET /checkout/:orderId with Pay and Fail buttons); each
 * sends the webhook Razorpay would (payment.captured, payment.failed, refund.created for a
 * refund left pending, refund.processed, refund.failed),
 * its event JSON signed with the webhook secret over the raw body, to `webhookUrl`.
 * With `autoDeliver: false` the events wait in `events` and the caller delivers them, as
 * often and in whatever order it likes: twice, late, out of order, never.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPaise } from '#contract/payments.ts';
import { hmacHex, paymentSignature } from './signatures.ts';

export interface StandInKeys { keyId: string; keySecret: string; webhookSecret: string }

export interface StandInEvent {
  id: string;
  event: 'payment.captured' | 'payment.failed' | 'refund.created' | 'refund.processed' | 'refund.failed';
  /** The raw body as sent, and its signature (X-Razorpay-Signature). */
  body: string;
  signature: string;
}

export interface CheckoutResult { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }

interface Order { id: string; entity: 'order'; amount: number; amount_paid: number; amount_due: number; currency: string; receipt: string; status: 'created' | 'attempted' | 'paid'; attempts: number; notes: unknown; created_at: number }
interface Payment { id: string; entity: 'payment'; amount: number; currency: string; status: 'captured' | 'failed' | 'refunded'; order_id: string; method: string; amount_refunded: number; captured: boolean; error_code: string | null; created_at: number }
interface Refund { id: string; entity: 'refund'; amount: number; currency: string; payment_id: string; receipt: string | null; notes: unknown; status: 'pending' | 'processed' | 'failed'; created_at: number }

export interface StandInGateway extends StandInKeys {
  /** Where the adapter points (RAZORPAY_BASE_URL). */
  url: string;
  /** Where the webhooks go; set once the app listens. */
  webhookUrl: string;
  autoDeliver: boolean;
  /** Every webhook event made, delivered or not. */
  events: StandInEvent[];
  orders: Map<string, Order>;
  /**
   * Refunds are answered `pending` (with a refund.created event) and wait for
   * `processRefund`, as Razorpay's do when the bank takes its time; else processed at once.
   */
  refundsPending: boolean;
  /** A pending refund is processed: its status, and the refund.processed event. */
  processRefund(refundId: string): Promise<void>;
  /**
   * A pending refund fails (the bank did not take it): its status, the payment's refunded
   * amount given back (it may be refunded again), and the refund.failed event.
   */
  failRefund(refundId: string): Promise<void>;
  /**
   * The customer pays the order: the handler's fields, signed as the checkout signs them.
   * In full, unless `amountPaise` says what the gateway captured instead (as when an order
   * takes part payments), so a test can make the gateway's amount differ from the order's.
   */
  pay(orderId: string, options?: { amountPaise?: number }): Promise<CheckoutResult>;
  /** The customer's payment fails (card declined). */
  fail(orderId: string): Promise<{ paymentId: string }>;
  /** Posts an event to webhookUrl; the app's answer status. */
  deliver(event: StandInEvent): Promise<number>;
  /** Until every automatic delivery has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}


const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A callback_url the checkout may go back to: an http(s) address, else none. */
function callbackOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Going back to the shop as Razorpay's redirect mode does: a form POSTed to callback_url
 * with the fields, sent by the page itself (a button too, for a browser without script).
 */
function returnPage(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Going back to the shop</title></head><body>
<form method="post" action="${escapeHtml(callbackUrl)}">${inputs}<button>Go back to the shop</button></form><script>document.forms[0].submit()</script></body></html>`;
}

/**
 * `now`: the gateway's clock (payments, orders and events are stamped with it), so a test
 * places its payments on the day it reconciles.
 */
export async function startStandInGateway(options: Partial<StandInKeys> & { webhookUrl?: string; autoDeliver?: boolean; port?: number; now?: () => Date; refundsPending?: boolean } = {}): Promise<StandInGateway> {
  const clock = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const pending = new Set<Promise<unknown>>();

  const makeEvent = (event: StandInEvent['event'], payload: Record<string, unknown>): StandInEvent => {
    const body = JSON.stringify({
      entity: 'event', account_id: 'acc_standin', event, contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])), created_at: nowSeconds(),
    });
    return { id: newId('evt'), event, body, signature: hmacHex(gateway.webhookSecret, body) };
  };
  const emit = (event: StandInEvent) => {
    gateway.events.push(event);
    if (!gateway.autoDeliver || !gateway.webhookUrl) return;
    const sent = gateway.deliver(event).catch(() => 0).finally(() => pending.delete(sent));
    pending.add(sent);
  };

  const orderOrThrow = (orderId: string): Order => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no such order ${orderId}`);
    return order;
  };
  const newPayment = (order: Order, status: Payment['status'], amount = order.amount_due): Payment => {
    const payment: Payment = {
      id: newId('pay'), entity: 'payment', amount, currency: 'INR', status, order_id: order.id, method: 'upi',
      amount_refunded: 0, captured: status === 'captured', error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null, created_at: nowSeconds(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    return payment;
  };

  type Reply = { status: number; json: unknown };
  const error = (status: number, description: string): Reply => ({ status, json: { error: { code: 'BAD_REQUEST_ERROR', description } } });

  /**
   * GET /v1/payments as Razorpay answers it: payments made from `from` to `to` (Unix
   * seconds, both inclusive), newest first, `count` of them (default 10, at most 100) after
   * skipping `skip`.
   */
  function paymentList(query: URLSearchParams): Reply {
    const whole = (name: string, fallback: number) => {
      const raw = query.get(name);
      return raw === null ? fallback : /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
    };
    const from = whole('from', 0);
    const to = whole('to', Number.MAX_SAFE_INTEGER);
    const count = whole('count', 10);
    const skip = whole('skip', 0);
    if ([from, to, count, skip].some(Number.isNaN) || count < 1 || count > 100) return error(400, 'The count may be between 1 and 100');
    const items = [...payments.values()]
      .filter((p) => p.created_at >= from && p.created_at <= to)
      .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1))
      .slice(skip, skip + count);
    return { status: 200, json: { entity: 'collection', count: items.length, items } };
  }

  async function api(req: IncomingMessage, path: string, query: URLSearchParams): Promise<Reply> {
    const expected = `Basic ${Buffer.from(`${gateway.keyId}:${gateway.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(401, 'Authentication failed');
    const text = await readBody(req);
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return error(400, 'Currency is not supported');
      const order: Order = {
        id: newId('order'), entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: 'INR', receipt: String(body.receipt ?? ''),
        status: 'created', attempts: 0, notes: body.notes ?? {}, created_at: nowSeconds(),
      };
      orders.set(order.id, order);
      return { status: 200, json: order };
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([\w]+)$/.exec(path))) {
      const order = orders.get(m[1] ?? '');
      return order ? { status: 200, json: order } : error(400, 'The id provided does not exist');
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([\w]+)\/payments$/.exec(path))) {
      if (!orders.has(m[1] ?? '')) return error(400, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === m?.[1]);
      return { status: 200, json: { entity: 'collection', count: items.length, items } };
    }
    if (req.method === 'GET' && path === '/v1/payments') return paymentList(query);
    if (req.method === 'POST' && (m = /^\/v1\/payments\/([\w]+)\/refund$/.exec(path))) {
      const payment = payments.get(m[1] ?? '');
      if (!payment) return error(400, 'The id provided does not exist');
      const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
      if (payment.status === 'failed') return error(400, 'The payment has not been captured');
      if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded) {
        return error(400, 'The refund amount provided is greater than amount captured');
      }
      const refund: Refund = {
        id: newId('rfnd'), entity: 'refund', amount, currency: 'INR', payment_id: payment.id, receipt: typeof body.receipt === 'string' ? body.receipt : null,
        notes: body.notes ?? {}, status: gateway.refundsPending ? 'pending' : 'processed', created_at: nowSeconds(),
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      // The answer is a copy: the refund processed later must not change what was answered.
      const answered = { ...refund };
      emit(makeEvent(refund.status === 'pending' ? 'refund.created' : 'refund.processed', { refund: answered, payment: { ...payment } }));
      return { status: 200, json: answered };
    }
    if (req.method === 'GET' && (m = /^\/v1\/refunds\/([\w]+)$/.exec(path))) {
      const refund = refunds.get(m[1] ?? '');
      return refund ? { status: 200, json: refund } : error(400, 'The id provided does not exist');
    }
    return error(404, 'The requested URL was not found on the server.');
  }

  function checkoutPage(order: Order, callbackUrl: string | null): string {
    const id = escapeHtml(order.id);
    const back = callbackUrl ? `<input type="hidden" name="callback_url" value="${escapeHtml(callbackUrl)}">` : '';
    const cancel = callbackUrl ? `<form method="post" action="/checkout/${id}/cancel">${back}<button>Cancel and go back</button></form>` : '';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:30rem}button,a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;font:inherit}button{padding:0 1.25rem;margin:.25rem 0}.note{padding:.6rem .8rem;border:2px solid #8a5a00;background:#fff6e0}</style></head><body>
<main><h1>Test checkout</h1><p class="note">Test payments: no money is taken</p><p>Order ${id}: ${formatPaise(order.amount)} (${escapeHtml(order.status)})</p>
<form method="post" action="/checkout/${id}/pay">${back}<button>Pay</button></form>
<form method="post" action="/checkout/${id}/fail">${back}<button>Fail</button></form>${cancel}</main></body></html>`;
  }

  type PageReply = { status: number; html: string };

  /**
   * Like Razorpay's checkout with callback_url and redirect, the page goes back to the
   * shop with a form POSTed to callback_url: the handler's three fields after Pay,
   * error[...] fields after Fail or Cancel.
   */
  async function checkout(req: IncomingMessage, path: string, query: URLSearchParams): Promise<PageReply | null> {
    const m = /^\/checkout\/([\w]+)(?:\/(pay|fail|cancel))?$/.exec(path);
    const order = m ? orders.get(m[1] ?? '') : undefined;
    if (!m || !order) return null;
    if (req.method === 'GET' && !m[2]) return { status: 200, html: checkoutPage(order, callbackOf(query.get('callback_url'))) };
    const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '');
    const callbackUrl = callbackOf(form.get('callback_url'));
    if (req.method !== 'POST' || order.status === 'paid') return { status: 409, html: '<p>This order cannot be paid now.</p>' };
    if (m[2] === 'cancel') {
      if (!callbackUrl) return { status: 200, html: '<p>Cancelled.</p>' };
      return { status: 200, html: returnPage(callbackUrl, { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment cancelled', 'error[reason]': 'payment_cancelled', 'error[metadata]': JSON.stringify({ order_id: order.id }) }) };
    }
    if (m[2] === 'fail') {
      const { paymentId } = await gateway.fail(order.id);
      if (callbackUrl) {
        const metadata = JSON.stringify({ order_id: order.id, payment_id: paymentId });
        return { status: 200, html: returnPage(callbackUrl, { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed', 'error[reason]': 'payment_failed', 'error[metadata]': metadata }) };
      }
      return { status: 200, html: '<p>The payment failed.</p>' };
    }
    const result = await gateway.pay(order.id);
    if (callbackUrl) return { status: 200, html: returnPage(callbackUrl, { ...result }) };
    return { status: 200, html: `<p>Paid.</p><pre>${escapeHtml(JSON.stringify(result, null, 2))}</pre>` };
  }

  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    void (async () => {
      try {
        const page = path.startsWith('/checkout/') ? await checkout(req, path, url.searchParams) : null;
        if (page) {
          res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page.html);
          return;
        }
        const reply = await api(req, path, url.searchParams);
        res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.json));
      } catch (e) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { description: (e as Error).message } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  const gateway: StandInGateway = {
    keyId: options.keyId ?? 'rzp_test_standin',
    keySecret: options.keySecret ?? 'stand-in key secret',
    webhookSecret: options.webhookSecret ?? 'stand-in webhook secret',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    webhookUrl: options.webhookUrl ?? '',
    autoDeliver: options.autoDeliver ?? true,
    events: [],
    orders,
    refundsPending: options.refundsPending ?? false,
    async processRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== 'pending') throw new Error(`no pending refund ${refundId}`);
      refund.status = 'processed';
      const payment = payments.get(refund.payment_id);
      emit(makeEvent('refund.processed', { refund: { ...refund }, payment: { ...payment } }));
    },
    async failRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== 'pending') throw new Error(`no pending refund ${refundId}`);
      refund.status = 'failed';
      const payment = payments.get(refund.payment_id);
      if (payment) {
        payment.amount_refunded -= refund.amount;
        if (payment.status === 'refunded') payment.status = 'captured';
      }
      emit(makeEvent('refund.failed', { refund: { ...refund }, payment: { ...payment } }));
    },
    async pay(orderId, options = {}) {
      const order = orderOrThrow(orderId);
      const payment = newPayment(order, 'captured', options.amountPaise ?? order.amount_due);
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      order.status = order.amount_due === 0 ? 'paid' : 'attempted';
      emit(makeEvent('payment.captured', { payment }));
      return { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(gateway.keySecret, order.id, payment.id) };
    },
    async fail(orderId) {
      const order = orderOrThrow(orderId);
      const payment = newPayment(order, 'failed');
      order.status = 'attempted';
      emit(makeEvent('payment.failed', { payment }));
      return { paymentId: payment.id };
    },
    async deliver(event) {
      const res = await fetch(gateway.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': event.signature, 'X-Razorpay-Event-Id': event.id },
        body: event.body,
      });
      await res.arrayBuffer();
      return res.status;
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return gateway;
}
