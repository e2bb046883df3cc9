/**
 * A booking's money where staff read it (docs/lead-desk.md "Payments on the timeline",
 * docs/notifications.md "Morning digest"): each payment and refund of a booking made from a
 * lead is a `payment` event on the lead's timeline, synced to the desks, by the staff member
 * who took it or by the payment gateway, never twice for a redelivered webhook; a booking
 * with no lead records none. The next morning the Owner's digest gives yesterday's booking
 * amounts received and refunds in ₹ with Indian grouping; a Manager's does not.
 * Real app, real database, the Razorpay stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAlertPaths, type DeskAlertAnswer } from '#contract/desk-alerts.ts';
import type { LeadEventRecord } from '#contract/lead-api.ts';
import type { PaymentEventData } from '#contract/lead-events.ts';
import { paymentEventText } from '#contract/lead-payment-event.ts';
import { paymentPaths } from '#contract/payments.ts';
import { digestBody } from '../../server/notifications/digest-text.ts';
import { queueDueDigests } from '../../server/notifications/morning-digest.ts';
import { validBody } from '../faults/support/bodies.ts';
import { call } from '../support/admin-session.ts';
import { changesSince, submitEnquiry } from '../support/lead-desk.ts';
import { deliverEvent, newBooking, orderFor, postVerify, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';
import { addBooking } from '../support/stock.ts';

/** Sunday 29 Nov 2026, 11:30 IST. */
let now = new Date('2026-11-29T06:00:00Z');
let world: PaymentsWorld;
let leadId: string;
let paymentId = '';

beforeAll(async () => {
  world = await startPaymentsWorld('paylead', () => now, { config: { smtpUrl: 'smtp://127.0.0.1:9', smtpFrom: 'Gurgaon Two Wheelers <bookings@gurgaontwowheelers.example>' } });
  await world.app.db.query(`UPDATE admins SET email = user_id || '@gurgaontwowheelers.example' WHERE user_id LIKE 'paylead-%'`);
}, 300_000);
afterAll(async () => {
  await world?.close();
});

async function paymentLines(): Promise<{ text: string; byName: string }[]> {
  const { events } = await changesSince(world.app, world.owner, '0');
  return events
    .filter((e: LeadEventRecord) => e.leadId === leadId && e.type === 'payment')
    .sort((a, b) => a.version - b.version)
    .map((e) => ({ text: paymentEventText(e.data as unknown as PaymentEventData), byName: e.byName }));
}

describe('payments on the lead\'s timeline', () => {
  it('shows a counter payment, an online payment and a refund with its status, each once', async () => {
    leadId = await submitEnquiry(world.app, 'finance', { ...validBody('finance', 8801), preferredShowroom: 2, email: '' });
    const { model } = world;
    const booking = await addBooking(world.app, world.owner, { modelId: model.id, variant: model.variants[0], colour: model.colours[0], showroomId: 2, mobile: '9811048801', leadId });

    const upi = await call(world.app, world.sales, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'counter_upi', amountPaise: 200_000, reference: '433912345678' } });
    expect(upi.status, await upi.clone().text()).toBe(201);

    const order = await orderFor(world, { reference: booking.reference, mobile: '9811048801' });
    expect(order.amountPaise).toBe(300_000);
    const paid = await world.gateway.pay(order.orderId);
    paymentId = paid.razorpay_payment_id;
    expect((await postVerify(world, paid)).status).toBe(200);
    // The gateway's own word of the same payment, twice: nothing more on the timeline.
    const captured = world.gateway.events.find((e) => e.event === 'payment.captured')!;
    expect((await deliverEvent(world, captured)).status).toBe(200);
    expect((await deliverEvent(world, captured, `${captured.id}x`)).status).toBe(200);

    const refund = await call(world.app, world.manager, paymentPaths.refunds(booking.id), { method: 'POST', json: { amountPaise: 100_000, reason: 'Customer chose a cheaper colour' } });
    expect(refund.status, await refund.clone().text()).toBe(201);
    const refunded = world.gateway.events.find((e) => e.event === 'refund.processed')!;
    expect((await deliverEvent(world, refunded)).status).toBe(200);
    const refundId = (JSON.parse(refunded.body) as { payload: { refund: { entity: { id: string } } } }).payload.refund.entity.id;

    expect(await paymentLines()).toEqual([
      { text: 'Paid ₹2,000 by UPI at the counter (UPI 433912345678)', byName: 'paylead-sales' },
      { text: `Paid ₹3,000 online (${paymentId})`, byName: 'Payment gateway' },
      { text: `Refund of ₹1,000 (${refundId}): processed`, byName: 'paylead-manager' },
    ]);
  });

  it('records nothing on any lead for a booking that came from none', async () => {
    const before = await world.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_events WHERE type = 'payment'`);
    const booking = await newBooking(world, world.sales, '9811048802');
    const cash = await call(world.app, world.sales, paymentPaths.ledger(booking.id), { method: 'POST', json: { kind: 'counter_cash', amountPaise: 150_000, reference: 'SLIP-88' } });
    expect(cash.status, await cash.clone().text()).toBe(201);
    const after = await world.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_events WHERE type = 'payment'`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('is not a customer\'s change for the desks\' alerts', async () => {
    const res = await call(world.app, world.owner, `${deskAlertPaths.alerts}?since=${encodeURIComponent(new Date(now.getTime() - 3_600_000).toISOString())}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as DeskAlertAnswer).changes).toEqual([]);
  });
});

describe('the Owner\'s morning digest', () => {
  it('gives yesterday\'s booking amounts received and refunds; a Manager\'s does not', async () => {
    // Monday 30 Nov 2026, 09:00 IST.
    now = new Date('2026-11-30T03:30:00Z');
    // Something due today for the Manager too, so a digest is written for both.
    await world.app.db.query('UPDATE leads SET next_follow_up_at = $2 WHERE id = $1', [leadId, now]);
    const queued = await queueDueDigests(world.app.db, { config: world.app.config, jobs: { sendDigests: async () => {} } }, now);
    expect(queued).toBeGreaterThanOrEqual(2);
    const body = async (userId: string) => (await world.app.db.query<{ body: string }>(`SELECT body FROM staff_digests WHERE user_id = $1 AND day = '2026-11-30'`, [userId])).rows[0]?.body ?? '';
    const owner = await body('paylead-owner');
    expect(owner).toContain([
      'Booking amounts yesterday, 29 Nov 2026:',
      '- Received: ₹6,500 from 3 payments (online ₹3,000, at the counter ₹3,500)',
      '- Refunded: ₹1,000 in 1 refund',
    ].join('\n'));
    const manager = await body('paylead-manager');
    expect(manager).toContain('Good morning');
    expect(manager).not.toContain('Booking amounts yesterday');
  });

  it('writes lakhs with Indian grouping, and says when nothing came in', () => {
    const content = {
      person: { userId: 'olga', name: 'Olga' }, day: '2026-11-30', followUps: [], appointments: [], dealer: 'Gurgaon Two Wheelers', publicUrl: 'https://example.in',
    };
    expect(digestBody({ ...content, money: { day: '2026-11-29', onlinePaise: 12_345_600, onlineCount: 4, counterPaise: 0, counterCount: 0, refundedPaise: 0, refundCount: 0 } }))
      .toContain('- Received: ₹1,23,456 from 4 payments (online ₹1,23,456, at the counter ₹0)\n- Refunded: nothing');
    expect(digestBody({ ...content, money: { day: '2026-11-29', onlinePaise: 0, onlineCount: 0, counterPaise: 0, counterCount: 0, refundedPaise: 0, refundCount: 0 } }))
      .toContain('- Received: nothing\n- Refunded: nothing');
  });
});
