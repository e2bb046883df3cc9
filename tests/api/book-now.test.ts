/**
 * "Book now" on a model's page (docs/payments.md "Book now"): GET /api/stock/booking-options
 * and POST /api/stock/bookings on the real app with the local payment stand-in. A booking
 * is made with its lead, Booked, for the amount the server holds; a retry with the same
 * Idempotency-Key never makes a second one; an unknown or switched-off model, variant,
 * colour or showroom is a 400 naming the field with nothing stored; addresses have a budget.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { bookNowPaths, type BookNowAnswer, type BookNowOptions } from '#contract/book-now.ts';
import type { BookingTrackAnswer } from '#contract/booking-track.ts';
import { paymentPaths, type PaymentOrderAnswer } from '#contract/payments.ts';
import { stockPaths, type StockHistoryEntry } from '#contract/stock.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { call } from '../support/admin-session.ts';
import { bookingAmountPaise, postOrder, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-25T05:10:00Z');
let limitsMs = Date.parse('2026-11-25T05:10:00Z');
let world: PaymentsWorld;
let options: BookNowOptions;

beforeAll(async () => {
  world = await startPaymentsWorld('book-now', () => clock, { limitsClock: () => new Date(limitsMs), requestBudgets: defaultBudgets });
  const res = await world.app.fetch(`${bookNowPaths.options}?model=${world.model.id}`);
  expect(res.status).toBe(200);
  options = (await res.json()) as BookNowOptions;
});
afterAll(async () => {
  await world?.close();
});

let addressCounter = 0;
const newAddress = () => `10.77.0.${++addressCounter}`;

const validBody = (over: Record<string, unknown> = {}) => ({
  modelId: world.model.id, variantId: options.variants[0]!.id, colourId: options.colours[1]!.id, showroomId: 2,
  name: 'Ravi Kumar', mobile: '+91 98110 40077', language: 'en', ...over,
});

function book(body: unknown, key: string = randomUUID(), address = newAddress()): Promise<Response> {
  return world.app.fetch(bookNowPaths.bookings, {
    method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key, 'X-Forwarded-For': address }, body: JSON.stringify(body),
  });
}

/** The rows a booking touches: none may change on a refusal. */
async function snapshot(): Promise<string> {
  const { rows } = await world.app.db.query(
    `SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM enquiries) AS enquiries, (SELECT count(*)::int FROM leads) AS leads,
       (SELECT count(*)::int FROM stock_history) AS history`,
  );
  return JSON.stringify(rows[0]);
}

describe('booking options', () => {
  it('answers the model\'s booking amount, its variants and colours by id, and the refund rules set in Manage', async () => {
    expect(options).toMatchObject({ modelId: world.model.id, model: world.model.name, amountPaise: bookingAmountPaise, online: true, testMode: true, refundRules: '' });
    expect(options.variants.map((v) => v.name)).toEqual(world.model.variants);
    expect(options.colours.map((c) => c.name)).toEqual(world.model.colours);
    const rules = { amountPaise: bookingAmountPaise, refundRules: 'Full refund until a vehicle is allotted; ₹500 kept after that.', refundRulesHi: 'गाड़ी मिलने तक पूरा पैसा वापस।' };
    expect((await call(world.app, world.manager, paymentPaths.bookingAmount(world.model.id), { method: 'PUT', json: rules })).status).toBe(200);
    const tooLong = await call(world.app, world.manager, paymentPaths.bookingAmount(world.model.id), { method: 'PUT', json: { ...rules, refundRulesHi: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('refundRulesHi');
    // The amount alone keeps the rules.
    expect((await call(world.app, world.manager, paymentPaths.bookingAmount(world.model.id), { method: 'PUT', json: { amountPaise: bookingAmountPaise } })).status).toBe(200);
    const again = (await (await world.app.fetch(`${bookNowPaths.options}?model=${world.model.id}`)).json()) as BookNowOptions;
    expect(again).toMatchObject({ refundRules: rules.refundRules, refundRulesHi: rules.refundRulesHi });
    expect((await world.app.fetch(`${bookNowPaths.options}?model=99999`)).status).toBe(404);
  });
});

describe('POST /api/stock/bookings', () => {
  it('makes a Booked booking with its lead, for the server\'s amount, which /track and the checkout then use', async () => {
    // An amount in the body is not the server's: it is not read.
    const res = await book({ ...validBody(), amountPaise: 100, amount: 1 });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as BookNowAnswer;
    expect(answer).toEqual({ reference: expect.stringMatching(/^BK-\d{6}$/), amountPaise: bookingAmountPaise, online: true, testMode: true });
    const { rows } = await world.app.db.query<{ state: string; variant: string; colour: string; mobile: string; lead_kind: string; lead_mobile: string; lead_showroom: number; created_by: string }>(
      `SELECT b.state, b.variant, b.colour, b.mobile, b.created_by, l.kind AS lead_kind, l.mobile AS lead_mobile, l.showroom_id AS lead_showroom
         FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.reference = $1`, [answer.reference],
    );
    expect(rows).toEqual([{
      state: 'booked', variant: world.model.variants[0], colour: world.model.colours[1], mobile: '9811040077', created_by: 'customer',
      lead_kind: 'product', lead_mobile: '9811040077', lead_showroom: 2,
    }]);
    // The desk lists the booking on its lead's page.
    const leadId = (await world.app.db.query<{ lead_id: string }>('SELECT lead_id::text FROM bookings WHERE reference = $1', [answer.reference])).rows[0]!.lead_id;
    const listed = (await (await call(world.app, world.sales, `${stockPaths.bookings}?lead=${leadId}`)).json()) as { data: { id: number; reference: string }[] };
    expect(listed.data.map((b) => b.reference)).toEqual([answer.reference]);
    // Staff read who booked it in words, not as the word stored.
    const opened = (await (await call(world.app, world.sales, stockPaths.booking(listed.data[0]!.id))).json()) as { history: StockHistoryEntry[] };
    expect(opened.history[0]).toMatchObject({ type: 'booked', by: 'customer', byName: 'Customer' });

    const tracked = await world.app.fetch(stockPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: answer.reference, mobile: '9811040077' }) });
    expect(((await tracked.json()) as BookingTrackAnswer).payment).toMatchObject({ duePaise: bookingAmountPaise, paidPaise: 0, online: true });
    const order = await postOrder(world, { reference: answer.reference, mobile: '9811040077' });
    expect(order.status).toBe(201);
    expect(((await order.json()) as PaymentOrderAnswer).amountPaise).toBe(bookingAmountPaise);
  });

  it('answers a retry with the same key with the same booking, at once or later, and never makes a second one', async () => {
    const key = randomUUID();
    const before = await snapshot();
    const [first, second] = await Promise.all([book(validBody({ mobile: '9811040078' }), key), book(validBody({ mobile: '9811040078' }), key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const a = (await first.json()) as BookNowAnswer;
    const b = (await second.json()) as BookNowAnswer;
    expect(b.reference).toBe(a.reference);
    const later = await book(validBody({ mobile: '9811040078' }), key.toUpperCase());
    expect(later.status).toBe(200);
    expect(((await later.json()) as BookNowAnswer).reference).toBe(a.reference);
    const { rows } = await world.app.db.query<{ n: string }>("SELECT count(*)::text AS n FROM bookings WHERE mobile = '9811040078'");
    expect(rows[0]!.n).toBe('1');
    const one = JSON.parse(before) as Record<string, number>;
    expect(JSON.parse(await snapshot())).toMatchObject({ bookings: one.bookings! + 1, leads: one.leads! + 1 });
    // The key with another body is refused, and stores nothing.
    const mid = await snapshot();
    const other = await book(validBody({ mobile: '9811040079' }), key);
    expect(other.status).toBe(422);
    expect(await snapshot()).toBe(mid);
    // Without a key, or with one that is not a UUID: 400, nothing stored.
    const noKey = await world.app.fetch(bookNowPaths.bookings, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validBody()) });
    expect(noKey.status).toBe(400);
    expect((await book(validBody(), 'not-a-uuid')).status).toBe(400);
    expect(await snapshot()).toBe(mid);
  });

  it('refuses an unknown or switched-off model, variant, colour or showroom with a 400 naming it, storing nothing', async () => {
    const otherModel = (await world.app.db.query<{ id: number; variant: number; colour: number }>(
      `SELECT m.id, (SELECT min(v.id) FROM variants v WHERE v.model_id = m.id) AS variant, (SELECT min(c.id) FROM colours c WHERE c.model_id = m.id) AS colour
         FROM models m WHERE m.id <> $1 AND EXISTS (SELECT 1 FROM variants v WHERE v.model_id = m.id) AND EXISTS (SELECT 1 FROM colours c WHERE c.model_id = m.id) ORDER BY m.id LIMIT 1`,
      [world.model.id],
    )).rows[0]!;
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ modelId: 999_999 }, 'modelId', 'This model cannot be booked online'],
      // A model of the catalogue without a booking amount.
      [{ modelId: otherModel.id, variantId: otherModel.variant, colourId: otherModel.colour }, 'modelId', 'This model cannot be booked online. Please ask the showroom.'],
      [{ variantId: 999_999 }, 'variantId', 'This model has no such variant'],
      // Another model's variant and colour are not this model's.
      [{ variantId: otherModel.variant }, 'variantId', 'This model has no such variant'],
      [{ colourId: otherModel.colour }, 'colourId', 'This model has no such colour'],
      [{ showroomId: 999 }, 'showroomId', 'Please choose one of our showrooms'],
      [{ variantId: 'first' }, 'variantId', 'Please choose the variant'],
      [{ mobile: '12345' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
      [{ name: '' }, 'name', 'Please enter your name'],
    ];
    for (const [over, field, message] of cases) {
      const res = await book(validBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(body.errors[0], JSON.stringify(over)).toEqual({ field, message });
    }
    // Switched off in Manage: no longer bookable.
    await world.app.db.query('UPDATE models SET status = 0 WHERE id = $1', [world.model.id]);
    try {
      const res = await book(validBody());
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('modelId');
      expect((await world.app.fetch(`${bookNowPaths.options}?model=${world.model.id}`)).status).toBe(404);
    } finally {
      await world.app.db.query('UPDATE models SET status = 1 WHERE id = $1', [world.model.id]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('has a budget per address: a few bookings, then 429 with Retry-After; a retry of a made booking is never counted', async () => {
    const { bookings } = defaultBudgets;
    const address = newAddress();
    const key = randomUUID();
    expect((await book(validBody({ mobile: '9811040080' }), key, address)).status).toBe(201);
    for (let i = 0; i < bookings.burst * 2; i += 1) expect((await book(validBody({ mobile: '9811040080' }), key, address)).status).toBe(200);
    for (let i = 1; i < bookings.burst; i += 1) expect((await book(validBody({ mobile: '9811040080' }), randomUUID(), address)).status).toBe(201);
    const before = await snapshot();
    const refused = await book(validBody({ mobile: '9811040080' }), randomUUID(), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(bookings.everySeconds));
    expect(((await refused.json()) as { message: string }).message).toBe('Too many bookings from your network just now. Please try again in 1 minute.');
    expect(await snapshot()).toBe(before);
    // Over budget, the made booking's key is still answered.
    expect((await book(validBody({ mobile: '9811040080' }), key, address)).status).toBe(200);
    limitsMs += bookings.everySeconds * 1000;
    expect((await book(validBody({ mobile: '9811040080' }), randomUUID(), address)).status).toBe(201);
  });
});
