/**
 * "Get this price from the showroom" (docs/on-road-price.md): a product enquiry may
 * carry the on-road quote the buyer saw. The server works it out again from its own rates
 * and catalogue, stores it with a flag when the totals differ, shows it to staff in the
 * lead record and the Enquiry Report's Quote column, and refuses a malformed quote with a
 * 400 that names it, storing nothing. Real app, real database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, idempotencyHeader } from '#contract/api-paths.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { istDateOf } from '#contract/ist-date.ts';
import type { LeadQuote } from '#contract/lead-quote.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import { onroadRatesSchema } from '#contract/onroad-rates.ts';
import { reports } from '#contract/reports.ts';
import { validBody } from '../faults/support/bodies.ts';
import { signedInAdmin, call, type AdminSession } from '../support/admin-session.ts';
import { leadOf } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const clock = new Date('2026-11-25T05:00:00.000Z');
let app: TestApp;
let session: AdminSession;
let shine: LeadQuote;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  session = await signedInAdmin(app, 'quote-admin', 'Quote-Password-1');
  const rates = onroadRatesSchema.parse(await (await app.fetch(apiPaths.onroadRates)).json());
  const variants = (await (await app.fetch(apiPaths.variants('Shine100'))).json()) as Variant[];
  const model = rates.models.Shine100!;
  const kit = model.options.find((o) => o.kind === 'accessoryKit')!;
  const result = quoteOnroad({ model, exShowroom: variants[0]!.price, rates, ticked: [kit.id], financed: true, on: istDateOf(clock) });
  if (!result.ok) throw new Error(result.error);
  shine = {
    bikeKey: 'Shine100', variant: variants[0]!.name, options: [kit.id], financed: true,
    total: result.quote.total, ratesAsOf: result.quote.ratesAsOf,
  };
}, 300_000);
afterAll(async () => {
  await app?.close();
});

async function postProduct(fields: Record<string, unknown>, key = randomUUID(), body: Record<string, unknown> = { ...validBody('product'), preferredShowroom: 2, ...fields }) {
  const res = await app.fetch(enquiryKinds.product.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key },
    body: JSON.stringify(body),
  });
  return { key, status: res.status, body: (await res.json()) as { message: string; errors?: { field: string; message: string }[] } };
}

async function storedRow(id: string) {
  const { rows } = await app.db.query<{ payload: Record<string, unknown>; quote: Record<string, unknown> | null; quote_differs: boolean | null }>(
    'SELECT payload, quote, quote_differs FROM enquiries WHERE id = $1', [id],
  );
  return rows[0];
}

const count = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries')).rows[0]!.n;

async function reportQuoteCell(name: string): Promise<string> {
  const report = reports.find((r) => r.id === 'enquiry')!;
  const day = istDateOf(clock);
  const res = await call(app, session, report.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: day, toDate: day, search: name } });
  expect(res.status).toBe(200);
  const page = (await res.json()) as { data: Record<string, string>[] };
  expect(page.data).toHaveLength(1);
  return page.data[0]!.quote!;
}

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

describe('a product enquiry with a quote', () => {
  it('stores a matching quote unflagged, out of the payload, and shows it to staff', async () => {
    const sent = await postProduct({ name: 'Quote Match', quote: shine });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const row = (await storedRow(sent.key))!;
    expect(row.quote).toEqual({ ...shine, differs: false, serverTotal: shine.total });
    expect(row.quote_differs).toBe(false);
    expect(row.payload).not.toHaveProperty('quote');

    const lead = await leadOf(app, session, sent.key);
    expect(lead.quote).toEqual({ ...shine, differs: false, serverTotal: shine.total });
    expect(lead.preferredShowroom).toBe(2);
    expect(await reportQuoteCell('Quote Match')).toBe(rupees(shine.total));
  });

  it('flags a quote whose total differs from the current rates and keeps the server\'s total', async () => {
    const sent = await postProduct({ name: 'Quote Differs', quote: { ...shine, total: shine.total - 250 } });
    expect(sent.status).toBe(201);
    const row = (await storedRow(sent.key))!;
    expect(row.quote_differs).toBe(true);
    expect(row.quote).toMatchObject({ total: shine.total - 250, differs: true, serverTotal: shine.total });
    expect((await leadOf(app, session, sent.key)).quote).toMatchObject({ differs: true, serverTotal: shine.total });
    // Staff read the server's figure first; the buyer's only as what the customer saw.
    expect(await reportQuoteCell('Quote Differs')).toBe(`${rupees(shine.total)} (customer saw ${rupees(shine.total - 250)})`);
  });

  it('flags a quote for a variant no longer offered, with no server total', async () => {
    const sent = await postProduct({ name: 'Quote Gone', quote: { ...shine, variant: 'Not A Variant' } });
    expect(sent.status).toBe(201);
    expect((await storedRow(sent.key))!.quote).toMatchObject({ differs: true, serverTotal: null });
  });

  it('refuses a quote for another model or variant than the enquiry\'s: 400 naming the quote, nothing stored', async () => {
    const before = await count();
    for (const model of ['CB 350', 'Activa 6G', `Shine 100 (${shine.variant} Special)`, 'Shine 125']) {
      const sent = await postProduct({ name: 'Quote Elsewhere', model, quote: shine });
      expect(sent.status, model).toBe(400);
      expect(sent.body.message).toBe('quote: The quote must be for the model and variant of this enquiry');
    }
    expect(await count()).toBe(before);
    // The model as the quote dialog names it, with its variant, any case and spacing.
    const named = await postProduct({ name: 'Quote Variant', model: `Shine 100 (${shine.variant})`, quote: shine });
    expect(named.status).toBe(201);
    expect((await postProduct({ name: 'Quote Case', model: 'shine100', quote: shine })).status).toBe(201);
  });

  it('keeps a replay to one enquiry with one quote', async () => {
    const key = randomUUID();
    const body = { ...validBody('product'), name: 'Quote Replay', quote: shine };
    expect((await postProduct({}, key, body)).status).toBe(201);
    const before = await count();
    expect((await postProduct({}, key, body)).status).toBe(201);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a negative total', { total: -5 }, 'quote.total'],
    ['no variant', { variant: '' }, 'quote.variant'],
    ['an option listed twice', { options: [7, 7] }, 'quote.options'],
    ['a rates date that is not a date', { ratesAsOf: '12 Nov 2026' }, 'quote.ratesAsOf'],
  ])('refuses a quote with %s: 400 naming the field, nothing stored', async (_, change, field) => {
    const before = await count();
    const sent = await postProduct({ name: 'Quote Bad', quote: { ...shine, ...change } });
    expect(sent.status).toBe(400);
    expect(sent.body.errors?.map((e) => e.field)).toContain(field);
    expect(sent.body.errors?.find((e) => e.field === field)?.message).toMatch(/\w{4,}/);
    expect(await count()).toBe(before);
  });
});
