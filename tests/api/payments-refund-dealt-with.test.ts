/**
 * A refund the ledger refused (docs/payments.md "Refunds the ledger refuses") marked dealt
 * with by an Owner or a Manager, with a note: who (user id and name) and when are kept, the
 * ledger is not touched, and marking it a second time is refused with 409 (the first note stands).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, paymentPaths, type LedgerAnswer } from '#contract/payments.ts';
import { call } from '../support/admin-session.ts';
import { flaggedRefundOf, ledgerOf, paymentSnapshot, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const clock = new Date('2026-11-30T06:15:00Z');
let world: PaymentsWorld;

beforeAll(async () => {
  world = await startPaymentsWorld('refund-dealt', () => clock);
  // Who dealt with it reads by name on the booking's page.
  await world.app.db.query("UPDATE admins SET user_name = 'Mohan Manager' WHERE user_id = 'refund-dealt-manager'");
});
afterAll(async () => {
  await world?.close();
});

const mark = (refundId: string, json: unknown, session = world.manager) => call(world.app, session, paymentPaths.refundDealtWith(refundId), { method: 'POST', json });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('marking a flagged refund dealt with', () => {
  it('records who, when and the note, leaves the ledger as it was, and refuses a second time with 409', async () => {
    const { bookingId, gatewayRefundId } = await flaggedRefundOf(world);
    const before = await ledgerOf(world, bookingId);
    expect(before.needsAttention[0]?.dealtWith).toBeNull();

    const res = await mark(gatewayRefundId, { note: 'Customer confirmed the counter discount; refund was a mistake at the gateway' });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()) as LedgerAnswer;
    expect(after.entries).toEqual(before.entries);
    expect(after.balancePaise).toBe(before.balancePaise);
    expect(after.needsAttention[0]?.dealtWith).toEqual({
      by: 'refund-dealt-manager', byName: 'Mohan Manager', at: clock.toISOString(), note: 'Customer confirmed the counter discount; refund was a mistake at the gateway',
    });

    const snapshot = await paymentSnapshot(world.app);
    const again = await mark(gatewayRefundId, { note: 'Again' }, world.owner);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(paymentMessages.alreadyDealtWith);
    expect(await paymentSnapshot(world.app)).toBe(snapshot);
    expect((await ledgerOf(world, bookingId)).needsAttention[0]?.dealtWith?.note).toBe('Customer confirmed the counter discount; refund was a mistake at the gateway');
  });

  it('needs a note, named by its field, and changes nothing without one', async () => {
    const { bookingId, gatewayRefundId } = await flaggedRefundOf(world);
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(301) }]) {
      const res = await mark(gatewayRefundId, body);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toMatch(/^note: /);
    }
    expect((await ledgerOf(world, bookingId)).needsAttention[0]?.dealtWith).toBeNull();
  });

  it('is for Owners and Managers only; an unknown refund is 404', async () => {
    const { bookingId, gatewayRefundId } = await flaggedRefundOf(world);
    const sales = await mark(gatewayRefundId, { note: 'Looked into it' }, world.sales);
    expect(sales.status).toBe(403);
    expect((await ledgerOf(world, bookingId)).needsAttention[0]?.dealtWith).toBeNull();
    expect((await mark('rfnd_nosuchrefund', { note: 'Looked into it' })).status).toBe(404);
    expect((await mark(gatewayRefundId, { note: 'Looked into it' }, world.owner)).status).toBe(200);
  });
});
