/**
 * Every date the server takes lies between 1 Jan 2000 and 31 Dec 2100 (src/contract/fields.ts
 * `dateWindow`): bookings and test-ride days, lead event times and follow-ups, on-road
 * validity dates, the quote's rates day and report filters. Years 0026, 0099, 0000 and
 * 10000, and the days just outside, are a 400 naming the field and store nothing (they
 * were 500s, and PGlite stored 0099 as 1999); the window's own ends are taken. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { eventBody, postEvent, submitEnquiry } from '../support/lead-desk.ts';
import { validBody } from '../faults/support/bodies.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { dateWindowMessage } from '#contract/fields.ts';
import { reports } from '#contract/reports.ts';

let app: TestApp;
let session: AdminSession;
let leadId = '';

beforeAll(async () => {
  app = await startTestApp();
  session = await signedInAdmin(app, 'dates-admin', 'Dates-Password-1');
  leadId = await submitEnquiry(app, 'product');
});
afterAll(async () => {
  await app?.close();
});

/** Outside the window: written as a date; a time is the date plus T10:00:00.000Z. */
const outside = ['0026-03-01', '0099-12-31', '0000-01-01', '10000-01-01', '1999-12-31', '2101-01-01'];
const time = (day: string) => `${day}T10:00:00.000Z`;

interface Answer { status: number; message: string; errors?: { field: string; message: string }[] }
const answer = async (res: Response): Promise<Answer> => ({ status: res.status, ...((await res.json()) as { message: string }) });

async function postEnquiry(kind: 'service' | 'product', fields: Record<string, unknown>, key = randomUUID()): Promise<Answer & { key: string }> {
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body: JSON.stringify({ ...validBody(kind), ...fields }),
  });
  return { key, ...(await answer(res)) };
}

function expectRefused(a: Answer, field: string, day: string): void {
  expect(a.status, `${field} ${day}: ${JSON.stringify(a)}`).toBe(400);
  expect(a.errors?.[0]?.field).toBe(field);
  expect(a.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
}

describe('every date lies between 2000 and 2100', () => {
  it('a booking or test-ride day', async () => {
    const refused: string[] = [];
    for (const day of outside) {
      const service = await postEnquiry('service', { bookingDate: day });
      expectRefused(service, 'bookingDate', day);
      const product = await postEnquiry('product', { preferredDate: day });
      expectRefused(product, 'preferredDate', day);
      refused.push(service.key, product.key);
    }
    expect((await postEnquiry('service', { bookingDate: '2100-12-31' })).status).toBe(201);
    expect((await postEnquiry('service', { bookingDate: '2101-01-01' })).message).toBe(`bookingDate: ${dateWindowMessage}`);
    const { rows } = await app.db.query('SELECT id FROM enquiries WHERE id = ANY($1::uuid[])', [refused]);
    expect(rows).toEqual([]);
  });

  it('a lead event\'s time and a follow-up', async () => {
    const version = 0;
    for (const day of outside) {
      const note = eventBody({ type: 'note', data: { text: `at ${day}` } }, version, { at: time(day) });
      expectRefused(await answer(await postEvent(app, session, leadId, note)), 'at', day);
      const followup = eventBody({ type: 'followup', data: { at: time(day) } }, version);
      expectRefused(await answer(await postEvent(app, session, leadId, followup)), 'data.at', day);
      const { rows } = await app.db.query('SELECT id FROM lead_events WHERE id = ANY($1::uuid[])', [[note.id, followup.id]]);
      expect(rows).toEqual([]);
    }
    const last = eventBody({ type: 'followup', data: { at: '2100-12-31T18:00:00+05:30' } }, version);
    expect((await postEvent(app, session, leadId, last)).status).toBe(201);
    const { rows } = await app.db.query<{ next_follow_up_at: Date }>('SELECT next_follow_up_at FROM leads WHERE id = $1', [leadId]);
    expect(rows[0]!.next_follow_up_at.toISOString()).toBe('2100-12-31T12:30:00.000Z');
  });

  it('on-road validity dates', async () => {
    const scheme = { name: 'PM E-DRIVE', perKwh: 5000, cap: 10000, capPercent: '', maxExShowroom: '', validFrom: '2026-04-01', validUntil: '' };
    const before = await (await call(app, session, adminApiPaths.adminOnroadRates)).text();
    for (const day of outside) {
      for (const field of ['validFrom', 'validUntil'] as const) {
        const res = await call(app, session, adminApiPaths.adminOnroadSubsidies, { method: 'PUT', json: { subsidies: [{ ...scheme, [field]: day }] } });
        expectRefused(await answer(res), `subsidies.0.${field}`, day);
      }
    }
    expect(await (await call(app, session, adminApiPaths.adminOnroadRates)).text()).toBe(before);
    const ends = await call(app, session, adminApiPaths.adminOnroadSubsidies, { method: 'PUT', json: { subsidies: [{ ...scheme, validFrom: '2000-01-01', validUntil: '2100-12-31' }] } });
    expect(ends.status).toBe(200);
  });

  it('the rates day of a quote a product enquiry carries', async () => {
    const quote = { bikeKey: 'Shine100', variant: 'Drum', options: [], financed: false, total: 90000 };
    for (const day of outside) expectRefused(await postEnquiry('product', { quote: { ...quote, ratesAsOf: day } }), 'quote.ratesAsOf', day);
  });

  it('report date filters', async () => {
    for (const report of reports) {
      for (const day of outside) {
        for (const field of ['fromDate', 'toDate'] as const) {
          const res = await call(app, session, report.path, { method: 'POST', json: { page: 1, limit: 10, [field]: day } });
          expectRefused(await answer(res), field, day);
        }
      }
      const ends = await call(app, session, report.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: '2000-01-01', toDate: '2100-12-31' } });
      expect(ends.status, report.path).toBe(200);
    }
  });
});
