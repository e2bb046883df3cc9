/**
 * POST /api/track (docs/api-public.md): the status in
 * customer words and the showroom, nothing else; one answer for every wrong pair; and a
 * per-address budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths } from '#contract/lead-api.ts';
import { defaultBudgets } from '../../server/limits/budgets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { recordEvent, submitForReference } from '../support/lead-desk.ts';

const clock = new Date('2026-11-23T06:00:00Z');
const trackBudget = defaultBudgets.lookups;
/** The budgets' own clock: it moves only when the test says so, however slow the machine. */
let limitsMs = clock.getTime();
let app: TestApp;
let session: AdminSession;
let address = 0;

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock, limitsClock: () => new Date(limitsMs), config: { requestBudgets: defaultBudgets } });
  await createAdmin(app.db, 'asha', 'track test password');
  session = await signIn(app, 'asha', 'track test password');
});
afterAll(async () => {
  await app?.close();
});

/** A lookup from its own address unless one is given (the budget is per address). */
function track(body: unknown, from = `10.1.0.${++address}`, contentType = 'application/json'): Promise<Response> {
  return app.fetch(leadPaths.track, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('match', () => {
  it('answers the status in customer words and the showroom, and nothing else', async () => {
    const { id, reference } = await submitForReference(app, 'product', { mobileNo: '9811040001', preferredShowroom: 2 });
    const check = async () => {
      const res = await track({ reference, mobile: '9811040001' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return (await res.json()) as { status: string; showroom: string | null };
    };
    expect(await check()).toEqual({ status: 'Received', showroom: 'Gurgaon Two Wheelers, Sector 18' });
    await recordEvent(app, session, id, { type: 'status', data: { status: 'contacted' } }, 0);
    expect(await check()).toEqual({ status: 'We have called you', showroom: 'Gurgaon Two Wheelers, Sector 18' });
    await recordEvent(app, session, id, { type: 'status', data: { status: 'test_ride' } }, 1);
    expect((await check()).status).toBe('Test ride booked');
    await recordEvent(app, session, id, { type: 'status', data: { status: 'delivered' } }, 2);
    expect((await check()).status).toBe('Completed');
    await recordEvent(app, session, id, { type: 'assign', data: { showroomId: null } }, 3);
    expect(await check()).toEqual({ status: 'Completed', showroom: null });
  });

  it('takes the reference and mobile as people type them', async () => {
    const ref = (await submitForReference(app, 'service', { contactNumber: '9876543210', preferredShowroom: '' })).reference.toLowerCase();
    const res = await track({ reference: ` ${ref.slice(0, 4)} ${ref.slice(4)} `, mobile: '+91 98765-43210' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'Received', showroom: null });
  });
});

describe('mismatch', () => {
  it('says only "No request found", whichever part is wrong', async () => {
    const { reference } = await submitForReference(app, 'finance', { contact: '9811040002' });
    const other = (await submitForReference(app, 'finance', { contact: '9811040003' })).reference;
    const answers = [
      await track({ reference, mobile: '9811040003' }),
      await track({ reference: other, mobile: '9811040002' }),
      await track({ reference: reference === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF', mobile: '9811040002' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No request found' });
    }
  });

  it('refuses malformed lookups with a reason, and bodies that are not JSON', async () => {
    for (const body of [{ reference: 'XYZ', mobile: '9811040001' }, { reference: 'ABCDEF12', mobile: '12345' }, {}, 'null']) {
      const res = await track(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
    expect((await track('reference=ABCDEF12', undefined, 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});

describe('limit', () => {
  it(`allows ${trackBudget.burst} lookups at once per address, then one every ${trackBudget.everySeconds} s`, async () => {
    const from = '10.2.0.1';
    const body = { reference: 'ABCDEF12', mobile: '9811040001' };
    for (let i = 0; i < trackBudget.burst; i += 1) expect((await track(body, from)).status).toBe(404);
    const limited = await track(body, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(trackBudget.everySeconds);
    expect(((await limited.json()) as { message: string }).message).toBe('Too many status checks from your network just now. Please try again in 1 minute.');
    // Right answers count too, and other addresses keep their own budget.
    expect((await track(body, '10.2.0.2')).status).toBe(404);
    // A minute passes for the budgets.
    limitsMs += trackBudget.everySeconds * 1000;
    expect((await track(body, from)).status).toBe(404);
    expect((await track(body, from)).status).toBe(429);
  });
});
