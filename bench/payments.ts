/**
 * Payments (docs/payments.md): 200 buyers check out at once through the real server and the
 * local Razorpay stand-in (server/payments/stand-in-gateway.ts), which signs its webhooks
 * over the raw body as Razorpay does. Each buyer asks for an order, pays at the gateway,
 * and then the browser's return (POST /api/payments/verify) and the gateway's
 * payment.captured webhook race each other, as they do in life. One buyer in five has the
 * webhook delivered twice; one in ten has a failed attempt first, whose payment.failed
 * arrives after the capture (out of order). Every webhook delivery is timed.
 *
 * The invariants are counted in the database afterwards: every captured payment is one
 * paid_online entry of one booking, every booking paid once (its balance the booking
 * amount), no captured payment without a booking's entry, no entry without a captured
 * payment. Target: p99 of the webhook < 300 ms.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { paymentPaths, webhookEventIdHeader, webhookSignatureHeader, type PaymentOrderAnswer } from '#contract/payments.ts';
import { bookNowPaths, type BookNowAnswer, type BookNowOptions } from '#contract/book-now.ts';
import { stockPaths, type StockKind } from '#contract/stock.ts';
import type { Db } from '../server/db/connect.ts';
import type { StandInEvent, StandInGateway } from '../server/payments/stand-in-gateway.ts';
import type { AdminSession } from '../tests/faults/support/admin-session.ts';
import { percentile } from './stats.ts';
import { watchFreshConnections } from './fresh-connections.ts';

/** The booking amount the bench sets on its model: ₹5,000. */
const bookingAmountPaise = 500_000;

export interface PaymentLoadResult {
  buyers: number;
  /** Webhook deliveries timed (round trip): one per capture, the redeliveries and the late failures. */
  webhooks: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The route's own time (its Server-Timing), without the wait to be read on a shared machine. */
  handling: { p50: number; p95: number; p99: number };
  /**
   * Deliveries that found no idle kept-alive connection and opened one, and their round
   * trip: such a connection waits in the server's accept queue behind the burst's own
   * (bench/fresh-connections.ts). The others' round trip beside it.
   */
  freshConnections: { deliveries: number; p50: number; max: number };
  keptAlive: { p50: number; p95: number; p99: number };
  /** Requests answered other than as expected (order 201, verify 200, webhook 200 with its outcome). */
  errors: number;
  outcomes: Record<string, number>;
  seconds: number;
  /**
   * The load generator's own event loop delay while it ran (it is also the gateway): what
   * of the timings is this process, not the server, on a machine it shares.
   */
  generatorLagP99: number;
  generatorLagMax: number;
}

export interface PaymentCounts {
  /** Captured payments the gateway made. */
  captured: number;
  /** paid_online entries in the ledger. */
  entries: number;
  /** Bookings with exactly one paid_online entry and a balance of the booking amount. */
  bookingsPaidOnce: number;
  /** Captured payments with no entry of a booking. */
  capturedWithoutBooking: number;
  /** Entries whose payment the gateway did not capture. */
  entriesWithoutCapture: number;
  /** Orders marked paid. */
  ordersPaid: number;
}

export interface PaymentFigures { load: PaymentLoadResult; counts: PaymentCounts }

/** A distinct address per buyer (documentation range 198.18.0.0/15, never a real client). */
const buyerAddress = (i: number) => `198.19.${(i >> 8) & 255}.${i & 255}`;

export interface BenchBooking { reference: string; mobile: string }

/**
 * `buyers` bookings of one model with a booking amount, each made as a buyer makes it ("Book
 * now": the booking with its lead, so each payment reaches the lead's timeline as in life).
 */
export async function makeBookings(url: string, session: AdminSession, buyers: number): Promise<BenchBooking[]> {
  const kinds = (await (await session.fetch(stockPaths.kinds)).json()) as { data: StockKind[] };
  const kind = kinds.data.find((k) => k.variants.length > 0 && k.colours.length > 0);
  if (!kind) throw new Error('payments: no model with a variant and a colour');
  const put = await session.fetch(paymentPaths.bookingAmount(kind.id), {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amountPaise: bookingAmountPaise }),
  });
  if (put.status !== 200) throw new Error(`payments: booking amount ${put.status} ${await put.text()}`);
  const options = (await (await fetch(`${url}${bookNowPaths.options}?model=${kind.id}`)).json()) as BookNowOptions;
  const variant = options.variants[0];
  const colour = options.colours[0];
  if (!variant || !colour) throw new Error('payments: Book now offers no variant or colour');
  const bookings: BenchBooking[] = [];
  // Ten at a time: this is set-up, not the measurement.
  for (let start = 0; start < buyers; start += 10) {
    bookings.push(...await Promise.all(Array.from({ length: Math.min(10, buyers - start) }, async (_, j) => {
      const i = start + j;
      const mobile = `96${String(10_000_000 + i)}`;
      const res = await fetch(`${url}${bookNowPaths.bookings}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID(), 'X-Forwarded-For': buyerAddress(i) },
        body: JSON.stringify({ modelId: kind.id, variantId: variant.id, colourId: colour.id, showroomId: 1 + (i % 4), name: `Bench Buyer ${i}`, mobile }),
      });
      if (res.status !== 201) throw new Error(`payments: booking ${res.status} ${await res.text()}`);
      return { reference: ((await res.json()) as BookNowAnswer).reference, mobile };
    })));
  }
  return bookings;
}

/** Every buyer checks out at once; the webhooks are delivered and timed here. */
export async function checkoutRace(url: string, gateway: StandInGateway, bookings: BenchBooking[]): Promise<PaymentLoadResult> {
  const webhookMs: number[] = [];
  const handlingMs: number[] = [];
  const freshMs: number[] = [];
  const keptAliveMs: number[] = [];
  const connections = watchFreshConnections(webhookEventIdHeader);
  const outcomes: Record<string, number> = {};
  let errors = 0;
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  const deliver = async (event: StandInEvent, expected: string[]): Promise<void> => {
    const t0 = performance.now();
    const res = await fetch(`${url}${paymentPaths.webhook}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', [webhookSignatureHeader]: event.signature, [webhookEventIdHeader]: event.id }, body: event.body,
    });
    const answer = (await res.json()) as { outcome?: string };
    const took = performance.now() - t0;
    webhookMs.push(took);
    (connections.fresh(event.id) ? freshMs : keptAliveMs).push(took);
    const handled = /webhook;dur=([\d.]+)/.exec(res.headers.get('Server-Timing') ?? '');
    if (handled) handlingMs.push(Number(handled[1]));
    const outcome = `${event.event} ${answer.outcome ?? res.status}`;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (res.status !== 200 || !expected.includes(answer.outcome ?? '')) errors += 1;
  };
  const eventOf = (kind: StandInEvent['event'], orderId: string): StandInEvent => {
    const event = gateway.events.findLast((e) => e.event === kind && e.body.includes(`"order_id":"${orderId}"`));
    if (!event) throw new Error(`payments: no ${kind} event of ${orderId}`);
    return event;
  };

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const t0 = performance.now();
  await Promise.all(bookings.map(async (booking, i) => {
    try {
      const res = await json(paymentPaths.orders, { reference: booking.reference, mobile: booking.mobile }, { [idempotencyHeader]: randomUUID(), 'X-Forwarded-For': buyerAddress(i) });
      if (res.status !== 201) {
        errors += 1;
        await res.arrayBuffer();
        return;
      }
      const order = (await res.json()) as PaymentOrderAnswer;
      const failsFirst = i % 10 === 0;
      if (failsFirst) await gateway.fail(order.orderId);
      const paid = await gateway.pay(order.orderId);
      const captured = eventOf('payment.captured', order.orderId);
      // The browser comes back and the gateway's webhook arrives: whichever is first counts it.
      const verify = (async () => {
        const answer = await json(paymentPaths.verify, paid, { 'X-Forwarded-For': buyerAddress(i) });
        if (answer.status !== 200) errors += 1;
        await answer.arrayBuffer();
      })();
      await Promise.all([verify, deliver(captured, ['counted'])]);
      // The gateway did not hear our answer and sends the same event again.
      if (i % 5 === 0) await deliver(captured, ['duplicate']);
      // The failed attempt's event comes after the capture: it takes nothing back.
      if (failsFirst) await deliver(eventOf('payment.failed', order.orderId), ['not-counted']);
    } catch {
      errors += 1;
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  lag.disable();
  connections.stop();
  freshMs.sort((a, b) => a - b);
  keptAliveMs.sort((a, b) => a - b);
  const sorted = [...webhookMs].sort((a, b) => a - b);
  const inServer = [...handlingMs].sort((a, b) => a - b);
  return {
    buyers: bookings.length, webhooks: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    handling: { p50: percentile(inServer, 50), p95: percentile(inServer, 95), p99: percentile(inServer, 99) },
    freshConnections: { deliveries: freshMs.length, p50: percentile(freshMs, 50), max: freshMs.at(-1) ?? Number.NaN },
    keptAlive: { p50: percentile(keptAliveMs, 50), p95: percentile(keptAliveMs, 95), p99: percentile(keptAliveMs, 99) }, errors, outcomes, seconds, generatorLagP99: lag.percentile(99) / 1e6, generatorLagMax: lag.max / 1e6,
  };
}

/** The ids of the payments the gateway captured, from its events. */
export function capturedPaymentIds(gateway: StandInGateway): string[] {
  return gateway.events.filter((e) => e.event === 'payment.captured').map((e) => (JSON.parse(e.body) as { payload: { payment: { entity: { id: string } } } }).payload.payment.entity.id);
}

/** The invariants, counted in the database. */
export async function countPayments(db: Db, references: string[], captured: string[]): Promise<PaymentCounts> {
  const { rows } = await db.query<{ entries: string; paid_once: string; without_booking: string; without_capture: string; orders_paid: string }>(
    `WITH ours AS (SELECT id FROM bookings WHERE reference = ANY($1::text[])),
     paid AS (
       SELECT e.booking_id, e.gateway_payment_id FROM ledger_entries e JOIN bookings b ON b.id = e.booking_id
        WHERE e.kind = 'paid_online' AND e.booking_id IN (SELECT id FROM ours)
     ), per_booking AS (
       SELECT b.id, (SELECT count(*) FROM paid p WHERE p.booking_id = b.id) AS payments,
              (SELECT coalesce(sum(l.amount_paise), 0) FROM ledger_entries l WHERE l.booking_id = b.id) AS balance
         FROM bookings b WHERE b.id IN (SELECT id FROM ours)
     )
     SELECT (SELECT count(*) FROM paid)::text AS entries,
            (SELECT count(*) FROM per_booking WHERE payments = 1 AND balance = $3)::text AS paid_once,
            (SELECT count(*) FROM unnest($2::text[]) c(id) WHERE NOT EXISTS (SELECT 1 FROM paid p WHERE p.gateway_payment_id = c.id))::text AS without_booking,
            (SELECT count(*) FROM paid p WHERE NOT (p.gateway_payment_id = ANY($2::text[])))::text AS without_capture,
            (SELECT count(*) FROM payment_orders o WHERE o.booking_id IN (SELECT id FROM ours) AND o.status = 'paid')::text AS orders_paid`,
    [references, captured, bookingAmountPaise],
  );
  const r = rows[0];
  if (!r) throw new Error('payments: no counts');
  return {
    captured: captured.length, entries: Number(r.entries), bookingsPaidOnce: Number(r.paid_once), capturedWithoutBooking: Number(r.without_booking),
    entriesWithoutCapture: Number(r.without_capture), ordersPaid: Number(r.orders_paid),
  };
}

/** Whether the counts hold the invariants for `buyers` buyers. */
export function paymentsHold(c: PaymentCounts, buyers: number): boolean {
  return c.captured === buyers && c.entries === buyers && c.bookingsPaidOnce === buyers && c.capturedWithoutBooking === 0 && c.entriesWithoutCapture === 0 && c.ordersPaid === buyers;
}
