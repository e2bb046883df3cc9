/**
 * Small rules on what staff and visitors type (docs/security.md "Input limits"):
 * - a call or status change dated more than 5 minutes before the server received it is
 *   dated when received, so reply-time figures cannot be gamed; within 5 minutes (clock
 *   drift) and for notes, the device's time stands; the device's time is kept either way;
 * - e-mail addresses with `?` or `&` are refused (they would turn the desk's E-mail button
 *   into a prefilled message);
 * - numbers typed as text are decimal digits only: '0x10', '1e3', 'Infinity' are refused.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signIn, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { recordEvent, submitEnquiry } from '../support/lead-desk.ts';
import { validBody } from '../faults/support/bodies.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';

let clock = new Date('2026-11-23T06:00:00.000Z');
let app: TestApp;
let session: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  session = await signedInAdmin(app, 'rules-admin', 'Rules-Password-1');
});
afterAll(async () => {
  await app?.close();
});

/** Moves the server's clock, signing in again (a session idles out after 30 minutes). */
async function setClock(time: string): Promise<void> {
  clock = new Date(time);
  session = await signIn(app, 'rules-admin', 'Rules-Password-1');
}

describe('backdated answers', () => {
  it('a call or status change dated over 5 minutes early counts from when it arrived', async () => {
    await setClock('2026-11-23T06:00:00.000Z');
    const leadId = await submitEnquiry(app, 'product');
    await setClock('2026-11-23T09:00:00.000Z');
    const call1 = await recordEvent(app, session, leadId, { type: 'call', data: { channel: 'phone', outcome: 'reached' } }, 0, { at: '2026-11-23T06:00:30.000Z' });
    expect(call1.event.at).toBe('2026-11-23T09:00:00.000Z');
    expect(call1.lead.firstResponseAt).toBe('2026-11-23T09:00:00.000Z');
    const status = await recordEvent(app, session, leadId, { type: 'status', data: { status: 'contacted' } }, 1, { at: '2026-11-23T08:30:00.000Z' });
    expect(status.event.at).toBe('2026-11-23T09:00:00.000Z');
    // Clock drift of a few minutes stands; so does a note's time.
    const drift = await recordEvent(app, session, leadId, { type: 'call', data: { channel: 'whatsapp', outcome: 'busy' } }, 2, { at: '2026-11-23T08:56:00.000Z' });
    expect(drift.event.at).toBe('2026-11-23T08:56:00.000Z');
    const note = await recordEvent(app, session, leadId, { type: 'note', data: { text: 'Met at the showroom this morning' } }, 3, { at: '2026-11-23T07:00:00.000Z' });
    expect(note.event.at).toBe('2026-11-23T07:00:00.000Z');
    const { rows } = await app.db.query<{ client_at: Date }>('SELECT client_at FROM lead_events WHERE id = $1', [call1.event.id]);
    expect(new Date(rows[0]!.client_at).toISOString()).toBe('2026-11-23T06:00:30.000Z');
  });
});

describe('e-mail addresses', () => {
  it('with ? or & are refused on the public forms and the profile; plain ones pass', async () => {
    const send = (email: string) => app.fetch(enquiryKinds.contact.path, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ ...validBody('contact'), email }),
    });
    for (const email of ['asha@example.in?subject=Refund&body=Pay', 'a&b@example.in', 'asha@exa?mple.in', 'asha@example.in&cc=x@y.in']) {
      const res = await send(email);
      expect(res.status, email).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^email: /);
      const profile = await call(app, session, adminApiPaths.profile('rules-admin'), { method: 'PATCH', json: { userName: 'Rules', email, mobileNo: '' } });
      expect(profile.status, email).toBe(400);
    }
    expect((await send('asha.k+showroom@example.co.in')).status).toBe(201);
  });
});

describe('numbers typed as text', () => {
  it('accept decimal digits only', async () => {
    const settings = (value: unknown) => call(app, session, adminApiPaths.adminOnroadSettings, { method: 'PUT', json: { idvDepreciationPercent: 5, insuranceGstPercent: value } });
    const price = (value: unknown) => call(app, session, adminApiPaths.price('Shine 100'), { method: 'PATCH', json: { price: value } });
    const status = (value: unknown) => call(app, session, adminApiPaths.vehicleStatus('bikes', 1), { method: 'PATCH', json: { status: value } });
    for (const text of ['0x10', '1e1', 'Infinity', '0b1', '0o7', '+18', '18.', '.5', '1_000', '١٨']) {
      expect((await settings(text)).status, `percent ${text}`).toBe(400);
      expect((await price(text)).status, `price ${text}`).toBe(400);
    }
    expect((await status('0x1')).status).toBe(400);
    const rates = await (await call(app, session, adminApiPaths.adminOnroadRates)).text();
    expect(rates).not.toContain('"insuranceGstPercent":16');
    expect((await settings(' 18 ')).status).toBe(200);
    expect((await settings('12.5')).status).toBe(200);
    expect((await price('85000.50')).status).toBe(200);
    expect((await status('1')).status).toBe(200);
  });
});
