/**
 * The buyer's side of paying a booking amount (docs/payments.md "The buyer's side"): the
 * order's answer says how to check out (the stand-in's page, with test payments, or
 * Razorpay's script with real keys, which the CSP then allows); /track answers what is
 * due and paid; the stand-in's checkout page comes back to the shop's callback_url (the
 * return route) with a form of the handler's fields or Razorpay's error fields, which the
 * route passes on to /track; `npm start` uses the stand-in without keys, except in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingTrackAnswer } from '#contract/booking-track.ts';
import { paymentMessages, paymentPaths, type PaymentOrderAnswer, type PaymentVerifyAnswer } from '#contract/payments.ts';
import { stockPaths } from '#contract/stock.ts';
import { loadConfig } from '../../server/config.ts';
import { startStandInGateway, type StandInGateway } from '../../server/payments/stand-in-gateway.ts';
import { bookingAmountPaise, newBooking, orderFor, postOrder, postVerify, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** 30 Nov 2026, 10:40 IST. */
const clock = new Date('2026-11-30T05:10:00Z');
const callbackUrl = `http://shop.test${paymentPaths.checkoutReturn}?lang=en`;
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('paybuyer', () => clock);
});
afterAll(async () => {
  await world?.close();
});

async function tracked(app: TestApp, booking: { reference: string; mobile: string }): Promise<BookingTrackAnswer> {
  const res = await app.fetch(stockPaths.track, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: booking.reference, mobile: booking.mobile }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BookingTrackAnswer;
}

/** The hidden fields of the form a stand-in page POSTs back to the shop, and where it goes. */
function returnForm(html: string): { action: string; fields: URLSearchParams } {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const action = unescape(/<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '');
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(unescape(name!), unescape(value!));
  return { action, fields };
}

/**
 * The buyer presses a button of the stand-in's checkout page opened with our callback_url;
 * the page POSTs its form to the shop's return route, which answers 303 to /track.
 */
async function pressCheckout(order: PaymentOrderAnswer, button: 'pay' | 'fail' | 'cancel'): Promise<URL> {
  expect(order.checkout.kind).toBe('stand-in');
  const pageUrl = order.checkout.kind === 'stand-in' ? order.checkout.url : '';
  const page = await (await fetch(`${pageUrl}?callback_url=${encodeURIComponent(callbackUrl)}`)).text();
  expect(page).toContain('Test payments: no money is taken');
  expect(page).toContain(`<input type="hidden" name="callback_url" value="${callbackUrl}">`);
  const res = await fetch(`${pageUrl}/${button}`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ callback_url: callbackUrl }).toString(),
  });
  expect(res.status).toBe(200);
  const form = returnForm(await res.text());
  expect(form.action).toBe(callbackUrl);
  const back = await world.app.fetch(`${paymentPaths.checkoutReturn}?lang=en`, {
    method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.fields.toString(),
  });
  expect(back.status, await back.clone().text()).toBe(303);
  return new URL(back.headers.get('location')!, 'http://shop.test');
}

describe('with the stand-in', () => {
  it('answers the stand-in\'s checkout page and test payments with the order', async () => {
    const order = await orderFor(world, await newBooking(world));
    expect(order.testMode).toBe(true);
    expect(order.checkout).toEqual({ kind: 'stand-in', url: `${world.gateway.url}/checkout/${order.orderId}` });
  });

  it('shows what is due on /track, comes back from Pay with the handler\'s fields, and then shows it paid', async () => {
    const booking = await newBooking(world);
    expect((await tracked(world.app, booking)).payment).toEqual({ bookingAmountPaise, paidPaise: 0, duePaise: bookingAmountPaise, online: true, testMode: true, receipts: [], refunds: [], counterRefunds: [] });
    const order = await orderFor(world, booking);
    const back = await pressCheckout(order, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/track');
    expect(back.searchParams.get('lang')).toBe('en');
    const fields = Object.fromEntries(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map((name) => [name, back.searchParams.get(name)]));
    expect(fields.razorpay_order_id).toBe(order.orderId);
    const verified = await postVerify(world, fields);
    expect(verified.status).toBe(200);
    expect((await verified.json()) as PaymentVerifyAnswer).toEqual({
      reference: booking.reference, amountPaise: bookingAmountPaise, paid: true, paymentId: fields.razorpay_payment_id, paidOn: '2026-11-30', testMode: true,
    });
    // Its receipt, for the buyer to download (docs/payments.md "Receipts").
    const { model } = world;
    expect((await tracked(world.app, booking)).payment).toEqual({
      bookingAmountPaise, paidPaise: bookingAmountPaise, duePaise: 0, online: false, testMode: true,
      receipts: [{
        receiptNumber: expect.stringMatching(/^RC-\d{6}$/), reference: booking.reference, customerName: 'Asha Verma', model: model.name,
        variant: model.variants[0], colour: model.colours[0], amountPaise: bookingAmountPaise, kind: 'paid_online', paymentId: fields.razorpay_payment_id, receivedAt: clock.toISOString(),
      }],
      refunds: [],
      counterRefunds: [],
    });
    const again = await postOrder(world, booking);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(paymentMessages.alreadyPaid);
  });

  it('comes back from Fail with Razorpay\'s error fields, and nothing is paid', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const back = await pressCheckout(order, 'fail');
    expect(back.searchParams.get('error[code]')).toBe('BAD_REQUEST_ERROR');
    expect(back.searchParams.get('error[reason]')).toBe('payment_failed');
    expect(JSON.parse(back.searchParams.get('error[metadata]')!)).toMatchObject({ order_id: order.orderId });
    expect(back.searchParams.has('razorpay_signature')).toBe(false);
    expect((await tracked(world.app, booking)).payment).toMatchObject({ paidPaise: 0, duePaise: bookingAmountPaise, online: true });
  });

  it('comes back from Cancel and go back with payment_cancelled, and nothing is paid', async () => {
    const booking = await newBooking(world);
    const back = await pressCheckout(await orderFor(world, booking), 'cancel');
    expect(back.pathname).toBe('/track');
    expect(back.searchParams.get('error[reason]')).toBe('payment_cancelled');
    expect((await tracked(world.app, booking)).payment).toMatchObject({ paidPaise: 0, duePaise: bookingAmountPaise, online: true });
  });

  it('goes nowhere but http(s) addresses', async () => {
    const order = await orderFor(world, await newBooking(world));
    const pageUrl = order.checkout.kind === 'stand-in' ? order.checkout.url : '';
    const page = await (await fetch(`${pageUrl}?callback_url=${encodeURIComponent('javascript:alert(1)')}`)).text();
    expect(page).not.toContain('callback_url');
    expect(page).not.toContain('javascript:');
  });
});

describe('the checkout\'s return route', () => {
  const post = (body: string, { lang = 'hi', type = 'application/x-www-form-urlencoded' } = {}) =>
    world.app.fetch(`${paymentPaths.checkoutReturn}?lang=${lang}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': type }, body });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('passes a signed payment on to /track in the buyer\'s language, and no other language than ours', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const fields = await world.gateway.pay(order.orderId);
    const res = await post(new URLSearchParams({ ...fields, extra: 'dropped' }).toString());
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!, 'http://shop.test');
    expect(back.pathname).toBe('/track');
    expect(Object.fromEntries(back.searchParams)).toEqual({ lang: 'hi', ...fields });
    const other = await post(new URLSearchParams({ ...fields }).toString(), { lang: 'xx' });
    expect(new URL(other.headers.get('location')!, 'http://shop.test').searchParams.get('lang')).toBe('en');
  });

  it('refuses a forged or broken return in words, and records nothing', async () => {
    const booking = await newBooking(world);
    const order = await orderFor(world, booking);
    const fields = await world.gateway.pay(order.orderId);
    const forged = await post(new URLSearchParams({ ...fields, razorpay_signature: '0'.repeat(64) }).toString());
    expect(forged.status).toBe(400);
    expect(await message(forged)).toBe(paymentMessages.badSignature);
    const missing = await post(new URLSearchParams({ razorpay_order_id: fields.razorpay_order_id }).toString());
    expect(missing.status).toBe(400);
    expect(await message(missing)).toBe(paymentMessages.badSignature);
    const empty = await post('');
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe(paymentMessages.unreadableReturn);
    expect((await post(JSON.stringify(fields), { type: 'application/json' })).status).toBe(415);
    expect((await post(`error[code]=X&pad=${'a'.repeat(world.app.config.jsonLimitBytes)}`)).status).toBe(413);
    // Only POST /api/payments/verify records a payment: until the page verifies it (or the
    // webhook or the reconciliation enters it), /track shows nothing paid.
    expect((await tracked(world.app, booking)).payment).toMatchObject({ paidPaise: 0 });
  });
});

describe('with real keys', () => {
  let keyed: TestApp;
  let live: StandInGateway;
  beforeAll(async () => {
    // Live keys (Razorpay's test keys take no money and say "test payments" too), spoken
    // to through a stand-in of their own: only the key id's kind matters here.
    live = await startStandInGateway({ keyId: 'rzp_live_Standin0001', autoDeliver: false });
    const { keyId, keySecret, webhookSecret, url } = live;
    keyed = await startTestApp({ sharing: world.app, now: () => clock, config: { razorpay: { keyId, keySecret, webhookSecret, baseUrl: url } } });
  });
  afterAll(async () => {
    await keyed?.close();
    await live?.close();
  });

  it('answers Razorpay\'s checkout, not test payments, and allows its script and frame', async () => {
    const booking = await newBooking(world);
    const res = await postOrder({ ...world, app: keyed }, booking);
    expect(res.status).toBe(201);
    const order = (await res.json()) as PaymentOrderAnswer;
    expect(order.checkout).toEqual({ kind: 'razorpay' });
    expect(order.testMode).toBe(false);
    expect((await tracked(keyed, booking)).payment).toMatchObject({ online: true, testMode: false });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com(;|$)/);
    expect(csp).toContain('frame-src https://maps.google.com https://www.google.com https://www.youtube-nocookie.com https://api.razorpay.com');
    // The stand-in's site loads no script of Razorpay's.
    expect((await postOrder(world, booking)).headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('without payments set up', () => {
  it('answers 503 to an order and /track says the booking cannot be paid online', async () => {
    const booking = await newBooking(world);
    const off = await startTestApp({ sharing: world.app, now: () => clock });
    try {
      const res = await postOrder({ ...world, app: off }, booking);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(paymentMessages.notSetUp);
      expect((await tracked(off, booking)).payment).toEqual({ bookingAmountPaise, paidPaise: 0, duePaise: bookingAmountPaise, online: false, testMode: false, receipts: [], refunds: [], counterRefunds: [] });
    } finally {
      await off.close();
    }
  });
});

describe('npm start\'s gateway', () => {
  it('is the stand-in without keys, outside production only', () => {
    expect(loadConfig({}).paymentStandIn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).paymentStandIn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ paymentStandIn: false, razorpay: undefined });
    expect(loadConfig({ RAZORPAY_STAND_IN: '0' }).paymentStandIn).toBe(false);
    const keyed = loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' });
    expect(keyed.paymentStandIn).toBe(false);
    expect(keyed.razorpay).toMatchObject({ keyId: 'rzp_live_x', baseUrl: 'https://api.razorpay.com' });
    expect(keyed.razorpay?.checkoutUrl).toBeUndefined();
  });
});
